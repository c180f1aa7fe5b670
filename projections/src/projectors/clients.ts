import type { z } from 'zod';
import { assertNever } from '@lavado/shared/domain/decider';
import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import { CLIENT_CHANGED, type clientChangedPayload } from '@lavado/shared/clients/client-feed';
import { consentsOf } from '@lavado/shared/clients/client.events';
import { erasedForms } from '@lavado/shared/privacy/erased-forms';
import { defineProjector } from './define';

/** Clients with their vehicle count and last service. */
export const clientsProjector = defineProjector<EventFeeding<'clients'>>()({
  name: 'clients',
  tables: ['clients'],
  handles: eventTypesFeeding('clients'),
  // A vehicle or a ticket with no client changes no client's row: `apply` writes and publishes nothing for it.
  ignores: (event) =>
    (event.type === 'VehicleRegistered' || event.type === 'VehicleAssignedToClient' || event.type === 'TicketCreated') &&
    !event.data.clientId,
  async apply(event, { client, publish, replaying }) {
    switch (event.type) {
      case 'ClientRegistered': {
        const c = event.data;
        await client.query(
          `insert into clients (id, organization_id, name, type, identification, contact_name, address, email, phone, created_at,
                                consent_service_messages, consent_marketing)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) on conflict (id) do nothing`,
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
            consentsOf(c).serviceMessages,
            consentsOf(c).marketing,
          ],
        );
        break;
      }
      case 'ClientDetailsCorrected': {
        const c = event.data.changes;
        // Each column the correction names; the others keep their value.
        await client.query(
          `update clients set name = coalesce($2, name), type = coalesce($3, type), identification = coalesce($4, identification),
                  contact_name = coalesce($5, contact_name), address = coalesce($6, address), email = coalesce($7, email),
                  phone = coalesce($8, phone)
            where id = $1`,
          [
            event.data.clientId,
            c.name ?? null,
            c.type ?? null,
            c.identification ?? null,
            c.contactName ?? null,
            c.clientAddress ?? null,
            c.clientEmail ?? null,
            c.clientPhone ?? null,
          ],
        );
        break;
      }
      case 'ClientConsentChanged': {
        const column = event.data.purpose === 'serviceMessages' ? 'consent_service_messages' : 'consent_marketing';
        await client.query(`update clients set ${column} = $2 where id = $1`, [event.data.clientId, event.data.granted]);
        break;
      }
      case 'ClientBlocked':
        await client.query('update clients set blocked_at = $2, block_reason = $3 where id = $1', [
          event.data.clientId,
          event.data.blockedAt,
          event.data.reason,
        ]);
        break;
      case 'ClientUnblocked':
        await client.query('update clients set blocked_at = null, block_reason = null where id = $1', [event.data.clientId]);
        break;
      case 'VehicleRegistered':
      case 'VehicleAssignedToClient':
        if (event.data.clientId)
          await client.query('update clients set vehicles_count = vehicles_count + 1 where id = $1', [event.data.clientId]);
        break;
      case 'ClientErased': {
        // The row stays (tickets and money still name the client's id), with the erased forms and out of the lists.
        await client.query(
          `update clients set name = $2, identification = $3, contact_name = $2, address = $4, email = $5, phone = $6, erased_at = $7,
                  block_reason = case when block_reason is null then null else $8 end
            where id = $1`,
          [
            event.data.clientId,
            erasedForms.name,
            erasedForms.identification,
            erasedForms.address,
            erasedForms.email,
            erasedForms.phone,
            event.data.erasedAt,
            erasedForms.freeText,
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
      await publish({
        organizationId: event.data.organizationId,
        topic: CLIENT_CHANGED,
        payload: { id: clientId } satisfies z.infer<typeof clientChangedPayload>,
      });
  },
});
