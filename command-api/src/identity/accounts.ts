import type { Role } from '@lavado/shared/auth/token';
import { reservationDecider, reservationStreamId } from '@lavado/shared/domain/reservation';
import { userDecider } from '@lavado/shared/identity/user.decider';
import { userStreamId, type UserRegisteredData } from '@lavado/shared/identity/user.events';
import type { Pool } from '@lavado/shared/db/pool';
import type { CommandRunner } from '../commands/run';
import { hashPassword } from './passwords';

export const USER_PROJECTORS = ['users'] as const;

export type NewAccount = Omit<UserRegisteredData, 'registeredAt'> & { role: Role };

/**
 * Registers a user: reserves the identification and the e-mail (unique on the platform), then
 * appends UserRegistered. Replaying the same command (same runner command id) changes nothing.
 */
export async function registerAccount(commands: CommandRunner, account: NewAccount): Promise<void> {
  const reservations = [
    ['user-identification', account.identification, 'La identificación ya está registrada.'],
    ['user-email', account.email, 'El correo ya está registrado.'],
  ] as const;
  for (const [kind, value, message] of reservations) {
    if (value === null) continue;
    await commands.run(reservationStreamId(kind, value), reservationDecider, { type: 'Reserve', value, ownerId: account.userId, conflictMessage: message });
  }
  await commands.run(userStreamId(account.userId), userDecider, { type: 'RegisterUser', user: account, now: commands.now });
}

/** Sets a password only when the account has none yet (secrets live outside the events). */
export async function setInitialPassword(pool: Pool, userId: string, password: string): Promise<void> {
  await pool.query('insert into credentials (user_id, password_hash) values ($1, $2) on conflict (user_id) do nothing', [
    userId,
    await hashPassword(password),
  ]);
}
