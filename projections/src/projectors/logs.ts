import { describeEvent, logSubject, logTicketId } from '@lavado/shared/logs/describe-event';
import { loggedEventTypes, type LoggedEvent } from '@lavado/shared/logs/logged-events';
import { defineProjector, type Projected } from './define';
import type { ProjectionContext } from '../runner/projector';

/** The SA's log: one row per event a person caused, who (the actor's id) did what, and when. */
export const logsProjector = defineProjector<LoggedEvent>()({
  name: 'logs',
  tables: ['logs'],
  handles: loggedEventTypes,
  apply: (event, { client }) => insertRows(client, [event]),
  /** One multi-row insert per batch: a rebuild writes every event's row. */
  applyBatch: (events, { client }) => insertRows(client, events),
});

async function insertRows(client: ProjectionContext['client'], events: readonly Projected<LoggedEvent>[]): Promise<void> {
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
