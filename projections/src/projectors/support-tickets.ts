import { assertNever } from '@lavado/shared/domain/decider';
import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import { SUPPORT_CHANGED } from '@lavado/shared/support/support.events';
import { SUPER_ADMINS_FEED_ID } from '@lavado/shared/realtime/feed';
import { SUPPORT_TICKET_STATUS } from '@lavado/shared/support/support.schemas';
import type { PoolClient } from '@lavado/shared/db/pool';
import { erasedForms } from '@lavado/shared/privacy/erased-forms';
import { defineProjector } from './define';

export const supportTicketsProjector = defineProjector<EventFeeding<'support-tickets'>>()({
  name: 'support-tickets',
  tables: ['support_tickets'],
  handles: eventTypesFeeding('support-tickets'),
  async apply(event, { client, publish }) {
    if (event.type === 'UserErased') {
      await eraseAuthor(client, event.data.supportTicketIds);
      for (const id of event.data.supportTicketIds) {
        await publish({ organizationId: SUPER_ADMINS_FEED_ID, topic: SUPPORT_CHANGED, payload: { id, change: event.type } });
      }
      return;
    }
    switch (event.type) {
      case 'SupportTicketOpened': {
        const t = event.data;
        await client.query(
          `insert into support_tickets (id, ticket_number, organization_id, author_id, type, issue, description, state, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (id) do nothing`,
          [
            t.ticketId,
            t.ticketNumber,
            t.organizationId,
            t.authorId,
            t.type,
            t.issue,
            t.description,
            SUPPORT_TICKET_STATUS.created,
            t.openedAt,
          ],
        );
        break;
      }
      case 'SupportTicketStarted':
        // Starting may come with no text: an earlier answer is kept rather than blanked.
        await client.query(
          `update support_tickets set state = $2, response = coalesce(nullif($3, ''), response), started_at = $4 where id = $1`,
          [event.data.ticketId, SUPPORT_TICKET_STATUS.inProgress, event.data.response, event.data.startedAt],
        );
        break;
      case 'SupportTicketClosed':
        await client.query('update support_tickets set state = $2, response = $3, closed_at = $4 where id = $1', [
          event.data.ticketId,
          SUPPORT_TICKET_STATUS.closed,
          event.data.response,
          event.data.closedAt,
        ]);
        break;
      default:
        assertNever(event);
    }
    // The author's organization follows its own tickets; the super admins' console follows everyone's.
    for (const organizationId of [event.data.organizationId, SUPER_ADMINS_FEED_ID]) {
      await publish({ organizationId, topic: SUPPORT_CHANGED, payload: { id: event.data.ticketId, change: event.type } });
    }
  },
});

/**
 * An erased author's tickets keep their numbers, types, states and times; what they wrote, and every
 * answer given to them (a ticket without one keeps none), read as a rebuild reads them.
 */
async function eraseAuthor(client: PoolClient, ticketIds: readonly string[]): Promise<void> {
  await client.query(
    `update support_tickets set issue = $2, description = $2, response = case when state = $3 then response else $2 end
      where id = any($1::uuid[])`,
    [ticketIds, erasedForms.freeText, SUPPORT_TICKET_STATUS.created],
  );
}
