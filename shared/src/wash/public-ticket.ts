import { z } from 'zod';
import { shownCheckInSchema } from './check-in';
import { businessContactSchema } from '../organizations/contact-card';
import { isTicketStatus, ticketStatuses, ticketStatusName } from './ticket-status';
import { SERVICE_TYPES } from './wash.catalog';
import type { Ticket } from './wash.schemas';

/**
 * What a customer's phone may see of a ticket at `code/{id}`: the car, the service, the states it
 * went through and when, when it will be ready and the observations written for it. Nothing about
 * the owner, the driver or the staff.
 */
export const livePublicTicketSchema = z.object({
  id: z.uuid(),
  ppu: z.string(),
  serviceType: z.string(),
  serviceName: z.string(),
  status: z.number(),
  /** The state in the customer's words: Recibido, En lavado, Pausado, Listo para retirar. */
  statusLabel: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  observations: z.string(),
  /** Every state the ticket entered, in order, with its ISO instant. */
  steps: z.array(z.object({ status: z.number(), at: z.string() })),
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

export function publicTicketOf(ticket: Ticket): LivePublicTicket {
  return {
    id: ticket.id,
    ppu: ticket.vehicle.ppu,
    serviceType: ticket.serviceType,
    serviceName: SERVICE_TYPES[ticket.serviceType].name,
    status: ticket.status,
    statusLabel: publicStatusLabel(ticket.status),
    endDate: ticket.endDate,
    endTime: ticket.endTime,
    observations: ticket.observations,
    steps: ticket.stateChanges,
  };
}
