import { describeEvent } from '@lavado/shared/logs/describe-event';
import { loggedEventTypes, type LoggedEvent } from '@lavado/shared/logs/logged-events';
import { defineProjector } from './define';

/** The SA's log: one row per event a person caused, who (the actor's id) did what, and when. */
export const logsProjector = defineProjector<LoggedEvent>({
  name: 'logs',
  tables: ['logs'],
  handles: loggedEventTypes,
  async apply(event, { client }) {
    await client.query(
      `insert into logs (id, event_type, organization_id, actor_id, actor_role, description, at)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (id) do nothing`,
      [event.id, event.type, event.metadata.organizationId, event.metadata.actorId, event.metadata.actorRole, describeEvent(event), event.metadata.at],
    );
  },
});
