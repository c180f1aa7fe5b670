/**
 * Feed topic of any ticket change, pushed to its organization's room with the card as it is now
 * (`ticketChangedPayload`, ./ticket-feed.ts). On its own so that a screen that only reads again on a
 * push loads the name, not the card's schemas and the ticket lifecycle behind them.
 */
export const TICKET_CHANGED = 'ticket.changed';
