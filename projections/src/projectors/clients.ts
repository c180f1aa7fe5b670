import { assertNever } from '@lavado/shared/domain/decider';
import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import { CLIENT_CHANGED } from '@lavado/shared/clients/client-feed';
import { erasedForms } from '@lavado/shared/privacy/erased-forms';
import { defineProjector } from './define';

/** Clients with their vehicle count and last service. */
export const clientsProjector = defineProjector<EventFeeding<'clients'>>()({
  name: 'clients',
  tables: ['clients'],
  handles: eventTypesFeeding('clients'),
  async apply(event, { client, publish, replaying }) {
    switch (event.type) {
      case 'ClientRegistered': {
        const c = event.data;
        await client.query(
          `insert into clients (id, organization_id, name, type, identification, contact_name, address, email, phone, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (id) do nothing`,
          [
            c.clientId,
            c.organizationId,
            c.name,
            c.type,
            c.identification,
            c.contactName,
            c.clientAddress,
            c.clientEmail,
            c.clientPhone,
            c.registeredAt,
          ],
        );
        break;
      }
      case 'VehicleRegistered':
      case 'VehicleAssignedToClient':
        if (event.data.clientId)
          await client.query('update clients set vehicles_count = vehicles_count + 1 where id = $1', [event.data.clientId]);
        break;
      case 'ClientErased': {
        // The row stays (tickets and money still name the client's id), with the erased forms and out of the lists.
        await client.query(
          `update clients set name = $2, identification = $3, contact_name = $2, address = $4, email = $5, phone = $6, erased_at = $7
            where id = $1`,
          [
            event.data.clientId,
            erasedForms.name,
            erasedForms.identification,
            erasedForms.address,
            erasedForms.email,
            erasedForms.phone,
            event.data.erasedAt,
          ],
        );
        break;
      }
      case 'TicketCreated':
        if (event.data.clientId) {
          await client.query('update clients set last_service_at = greatest(last_service_at, $2) where id = $1', [
            event.data.clientId,
            event.data.createdAt,
          ]);
        }
        break;
      default:
        assertNever(event);
    }
    const clientId = event.data.clientId;
    if (clientId && !replaying)
      await publish({ organizationId: event.data.organizationId, topic: CLIENT_CHANGED, payload: { id: clientId } });
  },
});
