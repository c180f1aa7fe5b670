import { erasedForms } from '@lavado/shared/privacy/erased-forms';
import { assertNever } from '@lavado/shared/domain/decider';
import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import { checkInDeleteAfter } from '@lavado/shared/wash/ticket-check-in.decider';
import { defineProjector } from './define';

/**
 * Photo check-ins (issue 20): each ticket's photos and signature by content hash, and the live
 * references to stored files (`check_in_files`). A file no row names (its check-in deleted, or its
 * hash erased with its data subject) is the retention job's to delete.
 */
export const checkInsProjector = defineProjector<EventFeeding<'check-ins'>>()({
  name: 'check-ins',
  tables: ['check_ins', 'ticket_claims', 'check_in_files'],
  handles: eventTypesFeeding('check-ins'),
  async apply(event, { client }) {
    switch (event.type) {
      case 'TicketCheckInRecorded': {
        const { ticketId, organizationId, photos, signatureHash, signatureLine, signedAt, retentionDays } = event.data;
        await client.query(
          `insert into check_ins (ticket_id, organization_id, photos, signature_hash, signature_line, signed_at, delete_after, claim_open)
           values ($1, $2, $3, $4, $5, $6, $7, exists (select 1 from ticket_claims where ticket_id = $1))
           on conflict (ticket_id) do nothing`,
          [
            ticketId,
            organizationId,
            JSON.stringify(photos),
            signatureHash,
            signatureLine,
            signedAt,
            checkInDeleteAfter(signedAt, retentionDays),
          ],
        );
        // An erased hash reads '' (privacy/erased-forms.ts): it names no file.
        const hashes = [...new Set([...photos.map((photo) => photo.hash), signatureHash])].filter((hash) => hash !== '');
        await client.query(`insert into check_in_files (hash, ticket_id) select unnest($1::text[]), $2 on conflict do nothing`, [
          hashes,
          ticketId,
        ]);
        break;
      }
      case 'TicketClaimOpened':
        await client.query(`insert into ticket_claims (ticket_id, opened_at) values ($1, $2) on conflict do nothing`, [
          event.data.ticketId,
          event.data.openedAt,
        ]);
        await client.query(`update check_ins set claim_open = true where ticket_id = $1`, [event.data.ticketId]);
        break;
      case 'TicketCheckInPhotosDeleted':
        await client.query(`update check_ins set deleted_at = $2, photos = '[]', signature_hash = '' where ticket_id = $1`, [
          event.data.ticketId,
          event.data.deletedAt,
        ]);
        await client.query(`delete from check_in_files where ticket_id = $1`, [event.data.ticketId]);
        break;
      case 'ClientErased':
        // As a rebuild reads the client's erased check-ins: no hash names a file (the retention job then
        // deletes them), and the typed notes and the signed line read erased.
        await client.query(
          `update check_ins set signature_hash = '', signature_line = $2,
             photos = (select coalesce(jsonb_agg(photo || jsonb_build_object('hash', '', 'note', $2::text) order by place), '[]'::jsonb)
                         from jsonb_array_elements(photos) with ordinality as listed(photo, place))
           where ticket_id = any($1::uuid[])`,
          [event.data.ticketIds, erasedForms.freeText],
        );
        await client.query(`delete from check_in_files where ticket_id = any($1::uuid[])`, [event.data.ticketIds]);
        break;
      default:
        assertNever(event);
    }
  },
});
