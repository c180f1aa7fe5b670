import { assertNever } from '@lavado/shared/domain/decider';
import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import { FEEDBACK_RECEIVED } from '@lavado/shared/wash/ticket-feedback';
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
      default:
        assertNever(event.type);
    }
  },
});
