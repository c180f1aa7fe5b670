import { ticketBillingEventCatalog, type TicketBillingEvent } from '../money/ticket-billing.events';
import { ticketEventCatalog, type TicketEvent } from './ticket.events';
import type { TicketStreamEventDeclaration, TicketStreamEventDeclarations } from './ticket-stream.declaration';

/** A ticket's stream holds its life on the board and its money (docs/money.md). */
export type TicketStreamEvent = TicketEvent | TicketBillingEvent;

/** Every event of a ticket's stream, its life on the board and its money (docs/money.md), declared once. */
export const ticketStreamEventCatalog = {
  ...ticketEventCatalog,
  ...ticketBillingEventCatalog,
} satisfies TicketStreamEventDeclarations<TicketStreamEvent>;

/**
 * The declaration of `event`'s type, typed for that event; undefined for a type no ticket stream
 * holds. The catalogue is keyed by type, so the one cast that ties an event to its own entry lives here.
 */
export function ticketStreamDeclarationOf<Event extends TicketStreamEvent>(event: Event): TicketStreamEventDeclaration<Event> | undefined {
  return Object.hasOwn(ticketStreamEventCatalog, event.type)
    ? (ticketStreamEventCatalog[event.type as Event['type']] as unknown as TicketStreamEventDeclaration<Event>)
    : undefined;
}
