import { assertNever } from '@lavado/shared/domain/decider';
import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import { defineProjector } from './define';

export const organizationsProjector = defineProjector<EventFeeding<'organizations'>>()({
  name: 'organizations',
  tables: ['organizations'],
  handles: eventTypesFeeding('organizations'),
  async apply(event, { client }) {
    const organizationId = event.data.organizationId;
    switch (event.type) {
      case 'OrganizationRegistered':
        await client.query(
          `insert into organizations (id, name, identification, domain, enable, parent_id, created_at)
           values ($1, $2, $3, $4, 1, $5, $6) on conflict (id) do nothing`,
          [organizationId, event.data.name, event.data.identification, event.data.domain, event.data.parentId, event.data.registeredAt],
        );
        break;
      case 'OrganizationEnabled':
      case 'OrganizationDisabled':
        await client.query('update organizations set enable = $2 where id = $1', [
          organizationId,
          event.type === 'OrganizationEnabled' ? 1 : 0,
        ]);
        break;
      case 'OrganizationDeleted':
        await client.query('update organizations set deleted_at = $2 where id = $1', [organizationId, event.metadata.at]);
        break;
      default:
        assertNever(event);
    }
  },
});
