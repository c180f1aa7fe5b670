import { assertNever } from '@lavado/shared/domain/decider';
import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import { defineProjector } from './define';

export const organizationsProjector = defineProjector<EventFeeding<'organizations'>>()({
  name: 'organizations',
  tables: ['organizations', 'organization_contact_cards', 'organization_check_in_policies', 'organization_client_retention'],
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
      case 'OrganizationContactCardSet': {
        const { publicName, phone, whatsapp, address, openingHours } = event.data;
        await client.query(
          `insert into organization_contact_cards (organization_id, public_name, phone, whatsapp, address, opening_hours)
           values ($1, $2, $3, $4, $5, $6)
           on conflict (organization_id) do update set public_name = $2, phone = $3, whatsapp = $4, address = $5, opening_hours = $6`,
          [organizationId, publicName, phone, whatsapp, address, openingHours],
        );
        break;
      }
      case 'OrganizationLogoSet':
      case 'OrganizationLogoRemoved': {
        const logo = event.type === 'OrganizationLogoSet' ? event.data.logo : null;
        await client.query(
          `insert into organization_contact_cards (organization_id, logo_content_type, logo_data, logo_width, logo_height)
           values ($1, $2, $3, $4, $5)
           on conflict (organization_id) do update
             set logo_content_type = $2, logo_data = $3, logo_width = $4, logo_height = $5`,
          [organizationId, logo?.contentType ?? null, logo?.data ?? null, logo?.width ?? null, logo?.height ?? null],
        );
        break;
      }
      case 'OrganizationCheckInPolicySet':
        await client.query(
          `insert into organization_check_in_policies (organization_id, services, retention_days) values ($1, $2, $3)
           on conflict (organization_id) do update set services = $2, retention_days = $3`,
          [organizationId, event.data.services, event.data.retentionDays],
        );
        break;
      case 'OrganizationClientRetentionSet':
        await client.query(
          `insert into organization_client_retention (organization_id, months) values ($1, $2)
           on conflict (organization_id) do update set months = $2`,
          [organizationId, event.data.months],
        );
        break;
      default:
        assertNever(event);
    }
  },
});
