import { assertNever } from '../domain/decider';
import type { TicketEvent } from './ticket.events';
import { ticketStatus, type TicketStatus, isLifecycleEvent, type TicketStreamEvent } from './ticket.lifecycle';

/** A state a ticket entered, or a state its customer was told about, and when (ISO instant). */
export interface TicketMoment {
  status: TicketStatus;
  at: string;
}

/** What a ticket's card keeps of its history: the customer's page draws its steps from it, the board its "Avisado". */
export interface TicketTimeline {
  /** Every state the ticket entered, in order, from its creation (Pendiente) on. */
  stateChanges: TicketMoment[];
  /** Every notice sent to its client ("Avisar por WhatsApp"), in order. */
  customerNotifications: TicketMoment[];
}

/** What one event adds to the timeline. */
export function timelineEntryOf(event: TicketEvent): { stateChange: TicketMoment } | { customerNotification: TicketMoment } {
  switch (event.type) {
    case 'TicketCreated':
      return { stateChange: { status: ticketStatus.pending, at: event.data.createdAt } };
    case 'TicketStarted':
      return { stateChange: { status: ticketStatus.inProgress, at: event.data.startedAt } };
    case 'TicketPaused':
      return { stateChange: { status: ticketStatus.paused, at: event.data.pausedAt } };
    case 'TicketFinished':
      return { stateChange: { status: ticketStatus.finished, at: event.data.finishedAt } };
    case 'TicketVoided':
      return { stateChange: { status: ticketStatus.voided, at: event.data.voidedAt } };
    case 'TicketCustomerNotified':
      return { customerNotification: { status: event.data.status, at: event.data.notifiedAt } };
    default:
      return assertNever(event);
  }
}

export function foldTicketTimeline(events: readonly TicketStreamEvent[]): TicketTimeline {
  const timeline: TicketTimeline = { stateChanges: [], customerNotifications: [] };
  for (const event of events.filter(isLifecycleEvent)) {
    const entry = timelineEntryOf(event);
    if ('stateChange' in entry) timeline.stateChanges.push(entry.stateChange);
    else timeline.customerNotifications.push(entry.customerNotification);
  }
  return timeline;
}
