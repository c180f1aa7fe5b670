import { z } from 'zod';
import { ticketSchema } from './wash.schemas';

/** Feed topic of any ticket change, pushed to its organization's room with the card as it is now. */
export const TICKET_CHANGED = 'ticket.changed';

export const ticketChangedPayload = z.object({ change: z.string(), ticket: ticketSchema });
