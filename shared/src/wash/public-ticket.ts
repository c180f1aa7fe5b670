import { z } from 'zod';
import { shownCheckInSchema } from './check-in';
import { businessContactSchema } from '../organizations/contact-card';
import { currencySchema } from '../money/money';
import { pauseReasonSchema } from './pause-reason';
import { isTicketStatus, ticketStatuses, ticketStatusName } from './ticket-status';

/**
 * What a customer's phone may see of a ticket at `code/{id}`: the car as its owner knows it, the
 * service, the states it went through and when (a pause with its reason), when it will be ready and
 * the observations written for it. Nothing about the owner, the driver or the staff.
 */
export const livePublicTicketSchema = z.object({
  id: z.uuid(),
  ppu: z.string(),
  /** Brand, model and colour as typed at intake (or corrected since). */
  vehicle: z.object({ brand: z.string(), model: z.string(), color: z.string() }),
  serviceType: z.string(),
  serviceName: z.string(),
  status: z.number(),
  /** The state in the customer's words: Recibido, En lavado, Pausado, Listo para retirar. */
  statusLabel: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  /** The promised delivery (endDate endTime on the car wash's clock) as an ISO instant: what "Atrasado" is measured against. */
  deliveryAt: z.string(),
  observations: z.string(),
  /** Every state the ticket entered, in order, with its ISO instant (and a pause's reason). */
  steps: z.array(z.object({ status: z.number(), at: z.string(), reason: pauseReasonSchema.optional() })),
});
/** What the realtime gateway pushes to the page on every change of the ticket. */
export type LivePublicTicket = z.infer<typeof livePublicTicketSchema>;

/**
 * `code/getPublicTicket`: the ticket, the car wash that has the car (its public contact card, to
 * call, write or find it), and whether its customer already answered the questions after the wash.
 */
export const publicTicketSchema = livePublicTicketSchema.extend({
  business: businessContactSchema,
  feedbackGiven: z.boolean(),
  /** The service's price and what is still to pay, from the ticket's billing; null until it is priced. */
  charge: z.object({ price: z.number().int(), toPay: z.number().int(), currency: currencySchema }).nullable(),
  /** What the page's live estimate is computed from (live-estimate.ts), as the organization's history and queue stood at this read. */
  estimateBasis: z.object({
    waitMinutes: z.number().int(),
    washMinutes: z.number().int(),
    pauseMinutes: z.number().int(),
    fromHistory: z.boolean(),
    queueAhead: z.number().int(),
    washing: z.number().int(),
  }),
  /** Washes left on the plate's active packs (docs/money.md, Packs); null when it has none. */
  packWashesLeft: z.number().nullable(),
  /** The photo check-in the customer signed, while its files are kept. */
  checkIn: shownCheckInSchema.nullable(),
});
export type PublicTicket = z.infer<typeof publicTicketSchema>;

export const publicTicketBody = z.strictObject({ id: z.uuid('Código inválido.') });

/**
 * Lookups of a public ticket one client address may make per minute, on each door (the HTTP call
 * and the live page's socket): a phone polls nothing (it gets pushes), so this only slows guessing.
 */
export const PUBLIC_TICKET_LOOKUPS_PER_MINUTE = 60;

/** A state in the customer's words (the board's Pendiente is the customer's Recibido). */
export function publicStatusLabel(status: number): string {
  return isTicketStatus(status) ? ticketStatuses[ticketStatusName(status)].publicLabel : '';
}
