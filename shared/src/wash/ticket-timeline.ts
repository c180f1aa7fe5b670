import type { TicketMoment } from './ticket-stream.declaration';
import { ticketStatus } from './ticket-status';
import { ticketStreamDeclarationOf, type TicketStreamEvent } from './ticket-stream.event-catalog';

export type { TicketMoment } from './ticket-stream.declaration';

/** What a ticket's card keeps of its history: the customer's page draws its steps from it, the board its "Avisado". */
export interface TicketTimeline {
  /** Every state the ticket entered, in order, from its creation (Pendiente) on. */
  stateChanges: TicketMoment[];
  /** Every notice sent to its client ("Avisar por WhatsApp"), in order. */
  customerNotifications: TicketMoment[];
}

/** What each event adds, as its declaration says (ticket.events.ts): the state it enters, or the notice it sent. */
export function foldTicketTimeline(events: readonly TicketStreamEvent[]): TicketTimeline {
  const timeline: TicketTimeline = { stateChanges: [], customerNotifications: [] };
  for (const event of events) {
    const declaration = ticketStreamDeclarationOf(event);
    if (declaration?.lifecycle) {
      const { enters, at, reason } = declaration.lifecycle;
      const why = reason?.(event.data);
      timeline.stateChanges.push({ status: ticketStatus[enters], at: at(event.data), ...(why ? { reason: why } : {}) });
    }
    const notice = declaration?.customerNotice?.(event.data);
    if (notice) timeline.customerNotifications.push(notice);
  }
  return timeline;
}
