import type { Role } from '@lavado/shared/auth/token';
import { notFound } from '@lavado/shared/domain/errors';
import { reservationDecider } from '@lavado/shared/domain/reservation';
import { accountMessages } from '@lavado/shared/identity/account.messages';
import { isVisible, userDecider, userMessages } from '@lavado/shared/identity/user.decider';
import { userStreamId, type ProfileFields, type UserRegisteredData } from '@lavado/shared/identity/user.events';
import type { Pool } from '@lavado/shared/db/pool';
import { reservationStream, withReservations, type RefuseTaken } from '../commands/reservations';
import type { CommandRunner } from '../commands/run';
import { hashPassword } from './passwords';

export const USER_PROJECTORS = ['users'] as const;

export type NewAccount = Omit<UserRegisteredData, 'registeredAt'> & { role: Role };

type Queryable = Pick<Pool, 'query'>;

/**
 * Registers a user: reserves the identification and the e-mail (unique on the platform), then
 * appends UserRegistered. Replaying the same command (same runner command id) changes nothing.
 * `refuseTaken`: how a caller who may not learn about other organizations' accounts is told a value
 * is taken (taken-values.ts).
 */
export async function registerAccount(
  commands: CommandRunner,
  {
    employeeNumber,
    ...account
  }: Omit<NewAccount, 'employeeNumber'> & {
    /** Or how to assign it, once the account's unique values are known to be free. */
    employeeNumber: NewAccount['employeeNumber'] | (() => Promise<NewAccount['employeeNumber']>);
  },
  refuseTaken?: RefuseTaken,
): Promise<void> {
  const reservations = [
    { kind: 'user-identification', value: account.identification, conflictMessage: accountMessages.identificationTaken },
    { kind: 'user-email', value: account.email, conflictMessage: accountMessages.emailTaken },
  ] as const;
  await withReservations(
    commands,
    reservations.flatMap(({ value, ...reservation }) => (value === null ? [] : [{ ...reservation, value, ownerId: account.userId }])),
    async () => {
      const number = typeof employeeNumber === 'function' ? await employeeNumber() : employeeNumber;
      await commands.run(userStreamId(account.userId), userDecider, {
        type: 'RegisterUser',
        user: { ...account, employeeNumber: number },
        now: commands.now,
      });
    },
    refuseTaken,
  );
}

/**
 * Changes a user's name, e-mail and phone. A new e-mail is reserved before the change and the old
 * one released after it, so that two people never hold the same e-mail.
 */
export async function updateProfile(
  commands: CommandRunner,
  userId: string,
  profile: ProfileFields,
  refuseTaken?: RefuseTaken,
): Promise<void> {
  const before = await commands.load(userStreamId(userId), userDecider);
  if (!isVisible(before, null)) throw notFound(userMessages.notFound);
  const emailChanges = before.email.toLowerCase() !== profile.email.toLowerCase();
  await withReservations(
    commands,
    emailChanges ? [{ kind: 'user-email', value: profile.email, ownerId: userId, conflictMessage: accountMessages.emailTaken }] : [],
    () => commands.run(userStreamId(userId), userDecider, { type: 'UpdateProfile', profile }),
    refuseTaken,
  );
  if (emailChanges) {
    await commands.run(await reservationStream(commands, 'user-email', before.email), reservationDecider, {
      type: 'Release',
      value: before.email,
      ownerId: userId,
    });
  }
}

/**
 * Gives a user an identification (their RUT), or a new one: reserved first, so that two people
 * never share one, and the old one released after. `organizationId`: the caller's organization
 * (an AD giving an employee theirs), or null for the user themself.
 */
export async function setIdentification(
  commands: CommandRunner,
  userId: string,
  identification: string,
  organizationId: string | null,
  refuseTaken?: RefuseTaken,
): Promise<void> {
  const before = await commands.load(userStreamId(userId), userDecider);
  if (!isVisible(before, organizationId)) throw notFound(userMessages.notFound);
  if (before.identification === identification) return;
  await withReservations(
    commands,
    [{ kind: 'user-identification', value: identification, ownerId: userId, conflictMessage: accountMessages.identificationTaken }],
    () => commands.run(userStreamId(userId), userDecider, { type: 'SetIdentification', identification, organizationId }),
    refuseTaken,
  );
  if (before.identification) {
    await commands.run(await reservationStream(commands, 'user-identification', before.identification), reservationDecider, {
      type: 'Release',
      value: before.identification,
      ownerId: userId,
    });
  }
}

/**
 * Deletes a user the caller may see (`organizationId` null: any organization's) and releases their
 * identification and e-mail for reuse. Ending their sessions is the caller's next step.
 */
export async function deleteAccount(commands: CommandRunner, userId: string, organizationId: string | null): Promise<void> {
  const { state } = await commands.run(userStreamId(userId), userDecider, { type: 'DeleteUser', organizationId });
  if (state.status !== 'deleted') return;
  const released = [
    ['user-identification', state.identification],
    ['user-email', state.email],
  ] as const;
  for (const [kind, value] of released) {
    if (value) {
      await commands.run(await reservationStream(commands, kind, value), reservationDecider, {
        type: 'Release',
        value,
        ownerId: state.userId,
      });
    }
  }
}

/** Sets a password only when the account has none yet (secrets live outside the events). */
export async function setInitialPassword(pool: Pool, userId: string, password: string): Promise<void> {
  await pool.query('insert into credentials (user_id, password_hash) values ($1, $2) on conflict (user_id) do nothing', [
    userId,
    await hashPassword(password),
  ]);
}

/** Replaces (or sets the first) password hash of a user. */
export async function storePasswordHash(db: Queryable, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.query(
    `insert into credentials (user_id, password_hash, updated_at) values ($1, $2, $3)
     on conflict (user_id) do update set password_hash = excluded.password_hash, updated_at = excluded.updated_at`,
    [userId, passwordHash, now.toISOString()],
  );
}

export async function findPasswordHash(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string }>('select password_hash from credentials where user_id = $1', [userId]);
  return rows[0]?.password_hash ?? null;
}
