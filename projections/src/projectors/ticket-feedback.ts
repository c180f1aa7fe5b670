import { assertNever } from '@lavado/shared/domain/decider';
import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import { FEEDBACK_RECEIVED } from '@lavado/shared/wash/ticket-feedback';
import { erasedForms } from '@lavado/shared/privacy/erased-forms';
import { defineProjector } from './define';

/** The customers' answers after the wash (one per ticket), pushed to the organization's members by id only. */
export const ticketFeedbackProjector = defineProjector<EventFeeding<'ticket-feedback'>>()({
  name: 'ticket-feedback',
  tables: ['ticket_feedback'],
  handles: eventTypesFeeding('ticket-feedback'),
  async apply(event, { client, publish }) {
    switch (event.type) {
      case 'TicketFeedbackGiven': {
        const { ticketId, organizationId, score, comment, givenAt } = event.data;
        await client.query(
          `insert into ticket_feedback (ticket_id, organization_id, score, comment, given_at)
           values ($1, $2, $3, $4, $5) on conflict (ticket_id) do nothing`,
          [ticketId, organizationId, score, comment, givenAt],
        );
        await publish({ organizationId, topic: FEEDBACK_RECEIVED, payload: { ticketId } });
        break;
      }
      case 'ClientErased':
        // The score stays (it is the car wash's); the comment was the customer's, and reads as a rebuild reads it.
        await client.query(`update ticket_feedback set comment = $2 where ticket_id = any($1::uuid[])`, [
          event.data.ticketIds,
          erasedForms.freeText,
        ]);
        break;
      default:
        assertNever(event);
    }
  },
});
