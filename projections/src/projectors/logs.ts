import { describeEvent, logSubject, logTicketId } from '@lavado/shared/logs/describe-event';
import { loggedEventTypes, type LoggedEvent } from '@lavado/shared/logs/logged-events';
import { ERASED_LOG_DESCRIPTION } from '@lavado/shared/privacy/erased-forms';
import { defineProjector, type Projected } from './define';
import type { ProjectionContext } from '../runner/projector';

/** The SA's log: one row per event a person caused, who (the actor's id) did what, and when. */
export const logsProjector = defineProjector<LoggedEvent>()({
  name: 'logs',
  tables: ['logs'],
  handles: loggedEventTypes,
  apply: (event, { client }) => project(client, [event]),
  /** One multi-row insert per batch: a rebuild writes every event's row. */
  applyBatch: (events, { client }) => project(client, events),
});

/** The batch's rows in order: an erasure rewrites the rows before it, and not those after. */
async function project(client: ProjectionContext['client'], events: readonly Projected<LoggedEvent>[]): Promise<void> {
  let start = 0;
  for (const [index, event] of events.entries()) {
    if (event.type !== 'ClientErased' && event.type !== 'UserErased') continue;
    await insertRows(client, events.slice(start, index + 1));
    start = index + 1;
    if (event.type === 'UserErased') await eraseUser(client, event);
    else await eraseClient(client, event);
  }
  await insertRows(client, events.slice(start));
}

/**
 * The lines about an erased client (their own, their tickets', their vehicles') keep who did what
 * and when, and say that the person's data was erased instead of what they said about them.
 */
async function eraseClient(client: ProjectionContext['client'], erasure: Projected<Extract<LoggedEvent, { type: 'ClientErased' }>>) {
  const { clientId, organizationId, ticketIds, loggedEventIds } = erasure.data;
  await client.query(
    `update logs set description = $6
      where id <> $1 and organization_id = $2
        and ((subject_kind = 'client' and subject_id = $3) or ticket_id = any($4::uuid[]) or id = any($5::uuid[]))`,
    [erasure.id, organizationId, clientId, ticketIds, loggedEventIds, ERASED_LOG_DESCRIPTION],
  );
}

/**
 * The lines about an erased user (their own, and those quoting what they wrote) keep who did what and
 * when, and say that the person's data was erased. Lines they caused keep their id as the actor,
 * whom the log names by the users read model (erased too).
 */
async function eraseUser(client: ProjectionContext['client'], erasure: Projected<Extract<LoggedEvent, { type: 'UserErased' }>>) {
  const { userId, loggedEventIds } = erasure.data;
  await client.query(
    `update logs set description = $4
      where id <> $1 and ((subject_kind = 'user' and subject_id = $2) or id = any($3::uuid[]))`,
    [erasure.id, userId, loggedEventIds, ERASED_LOG_DESCRIPTION],
  );
}

async function insertRows(client: ProjectionContext['client'], events: readonly Projected<LoggedEvent>[]): Promise<void> {
  if (events.length === 0) return;
  await client.query(
    `insert into logs (id, event_type, organization_id, actor_id, actor_role, description, at, subject_kind, subject_id, ticket_id)
     select * from unnest($1::uuid[], $2::text[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::timestamptz[],
                          $8::text[], $9::uuid[], $10::uuid[])
     on conflict (id) do nothing`,
    [
      events.map((event) => event.id),
      events.map((event) => event.type),
      events.map((event) => event.metadata.organizationId),
      events.map((event) => event.metadata.actorId),
      events.map((event) => event.metadata.actorRole),
      events.map((event) => describeEvent(event)),
      events.map((event) => event.metadata.at),
      events.map((event) => logSubject(event)?.kind ?? null),
      events.map((event) => logSubject(event)?.id ?? null),
      events.map((event) => logTicketId(event)),
    ],
  );
}
