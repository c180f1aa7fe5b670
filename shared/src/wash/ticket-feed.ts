import { z } from 'zod';
import { wallScreenCardOf, wallScreenCardSchema } from './board';
import { ticketSchema } from './wash.schemas';

export { TICKET_CHANGED } from './ticket-feed-topic';

export const ticketChangedPayload = z.object({ change: z.string(), ticket: ticketSchema });
export type TicketChangedPayload = z.infer<typeof ticketChangedPayload>;

/** The same change as a wall screen receives it: the card reduced to what the screen shows. */
export const wallScreenTicketChangedPayload = z.object({ change: z.string(), ticket: wallScreenCardSchema });
export type WallScreenTicketChangedPayload = z.infer<typeof wallScreenTicketChangedPayload>;

export function wallScreenTicketChangeOf(payload: TicketChangedPayload): WallScreenTicketChangedPayload {
  return { change: payload.change, ticket: wallScreenCardOf(payload.ticket) };
}
