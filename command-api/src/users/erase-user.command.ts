import { endSessions } from '@lavado/shared/auth/sessions';
import { notFound } from '@lavado/shared/domain/errors';
import { reservationDecider, type ReservationKind } from '@lavado/shared/domain/reservation';
import type { DataSubject } from '@lavado/shared/events/declaration';
import type { ErasureReason } from '@lavado/shared/clients/client.events';
import { userDecider, userMessages } from '@lavado/shared/identity/user.decider';
import { userStreamId, type UserErasedData } from '@lavado/shared/identity/user.events';
import { supportTicketStreamId } from '@lavado/shared/support/support.events';
import type { Pool } from '@lavado/shared/db/pool';
import type { EventStore } from '@lavado/shared/eventstore/port';
import { eraseDataAccessReasons } from '@lavado/shared/privacy/data-access-log';
import { erasedForms } from '@lavado/shared/privacy/erased-forms';
import { countUsers } from '@lavado/projections/read/users';
import type { ErasureDeps } from '../clients/erase-client.command';
import type { CommandRunner } from '../commands/run';

/**
 * Erases a user (docs/privacy.md, "Borrar a un usuario"). It finds what is theirs beyond their own
 * stream: the support tickets they wrote, the streams that reserved each RUT and e-mail they held
 * (unless someone else holds it now), and the events whose log lines name them; appends
 * `UserErased`, on which every read model rewrites its rows to the erased forms; then unlinks their
 * RUT and e-mails from those streams, deletes every data key of theirs (the user, their
 * reservations' owner, each support ticket's answers) and what the write side keeps to sign them in
 * (password, links, sessions, mails to them). A retry, or erasing again, appends nothing and deletes
 * what is left.
 */
export async function eraseUser(
  deps: ErasureDeps,
  commands: CommandRunner,
  callerId: string,
  userId: string,
  reason: ErasureReason,
): Promise<UserErasedData> {
  const stream = userStreamId(userId);
  const before = await commands.load(stream, userDecider);
  if (before.status === 'none') throw notFound(userMessages.notFound);
  const held = await valuesHeld(deps, userId);
  const erasure = before.status === 'erased' ? before.erasure : await findWhatIsTheirs(deps, commands, userId, held);
  const administrators =
    before.status !== 'erased' && before.organizationId !== null ? await countUsers(deps.pool, before.organizationId, 'AD') : 0;
  const { state } = await commands.run(stream, userDecider, {
    type: 'EraseUser',
    callerId,
    // The read model counts the user among them while they are not deleted.
    otherAdministrators:
      before.status === 'erased' || before.status === 'deleted' || before.role !== 'AD' ? administrators : administrators - 1,
    erasure: { ...erasure, reason: before.status === 'erased' ? before.erasure.reason : reason },
    now: commands.now,
  });
  if (state.status !== 'erased') throw notFound(userMessages.notFound);
  const erased = state.erasure;
  await deps.pseudonyms.forget(erased.reservationStreamIds);
  const subjects: DataSubject[] = [
    { kind: 'user', id: userId },
    { kind: 'owner', id: userId },
    ...erased.supportTicketIds.map((id) => ({ kind: 'supportTicket' as const, id })),
  ];
  for (const subject of subjects) await deps.dataKeys.erase(subject);
  await forgetAccount(deps.pool, userId, held.emails, commands.now);
  await eraseDataAccessReasons(deps.pool, { kind: 'user', id: userId });
  return erased;
}

interface HeldValues {
  /** Their own events, read before their key is deleted. */
  events: Awaited<ReturnType<EventStore['read']>>;
  reserved: { kind: ReservationKind; value: string }[];
  emails: string[];
}

/** Every RUT and e-mail the user's own events gave them (a later one does not undo an earlier one's reservation or mails). */
async function valuesHeld(deps: ErasureDeps, userId: string): Promise<HeldValues> {
  const events = await deps.store.read(userStreamId(userId));
  const reserved: HeldValues['reserved'] = [];
  for (const event of events) {
    const data = event.data as { identification?: string | null; email?: string };
    if (data.identification) reserved.push({ kind: 'user-identification', value: data.identification });
    if (data.email) reserved.push({ kind: 'user-email', value: data.email });
  }
  const emails = reserved.flatMap(({ kind, value }) => (kind === 'user-email' && value !== erasedForms.email ? [value.toLowerCase()] : []));
  return { events, reserved, emails: [...new Set(emails)] };
}

async function findWhatIsTheirs(
  deps: ErasureDeps,
  commands: CommandRunner,
  userId: string,
  held: HeldValues,
): Promise<Omit<UserErasedData, 'userId' | 'organizationId' | 'erasedAt' | 'reason'>> {
  const reservationStreamIds = new Set<string>();
  for (const { kind, value } of held.reserved) {
    const streamId = await deps.pseudonyms.findStreamOf({ kind: 'reservation', reservationKind: kind, value });
    if (!streamId) continue;
    // A value they gave up that someone else reserved since is that person's now.
    const { ownerId } = await commands.load(streamId, reservationDecider);
    if (ownerId === null || ownerId === userId) reservationStreamIds.add(streamId);
  }
  const { rows } = await deps.pool.query<{ id: string }>('select id from support_tickets where author_id = $1 order by id', [userId]);
  const supportTicketIds = rows.map((row) => row.id);
  // Their own events' lines name them by name, RUT or e-mail; a support ticket's opening line quotes what they wrote.
  const loggedEventIds = held.events.map((event) => event.id);
  for (const ticketId of supportTicketIds)
    loggedEventIds.push(...(await deps.store.read(supportTicketStreamId(ticketId))).map((event) => event.id));
  return { supportTicketIds, reservationStreamIds: [...reservationStreamIds], loggedEventIds };
}

/**
 * What the write side keeps to let the person in or to write to them: their password, their
 * set-password links, the mails to them (sent or not: they hold their address and name), and their
 * sessions, ended at once.
 */
async function forgetAccount(pool: Pool, userId: string, emails: readonly string[], now: Date): Promise<void> {
  await pool.query('delete from credentials where user_id = $1', [userId]);
  await pool.query('delete from password_tokens where user_id = $1', [userId]);
  await pool.query('delete from mail_outbox where user_id = $1 or lower("to") = any($2::text[])', [userId, emails]);
  await endSessions(pool, { userId }, 'deleted', now);
}

/**
 * Deletes the realtime feed's rows that name the erased user (cards that carried their name), once
 * the read models have applied the erasure: the screens open now have already applied those pushes.
 */
export async function purgeUserFeed(pool: Pool, erased: UserErasedData): Promise<void> {
  await pool.query(`delete from realtime_feed where payload::text like '%' || $1 || '%'`, [erased.userId]);
}
