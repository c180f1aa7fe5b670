import { z } from 'zod';
import { wallScreenCardOf, wallScreenCardSchema } from './board';
import { ticketSchema } from './wash.schemas';

/** Feed topic of any ticket change, pushed to its organization's room with the card as it is now. */
export const TICKET_CHANGED = 'ticket.changed';

export const ticketChangedPayload = z.object({ change: z.string(), ticket: ticketSchema });
export type TicketChangedPayload = z.infer<typeof ticketChangedPayload>;

/** The same change as a wall screen receives it: the card reduced to what the screen shows. */
export const wallScreenTicketChangedPayload = z.object({ change: z.string(), ticket: wallScreenCardSchema });
export type WallScreenTicketChangedPayload = z.infer<typeof wallScreenTicketChangedPayload>;

export function wallScreenTicketChangeOf(payload: TicketChangedPayload): WallScreenTicketChangedPayload {
  return { change: payload.change, ticket: wallScreenCardOf(payload.ticket) };
}
