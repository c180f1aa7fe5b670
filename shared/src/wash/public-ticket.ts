import { z } from 'zod';
import { SERVICE_TYPES } from './wash.catalog';
import { isTicketStatus, ticketStatusLabel } from './ticket.lifecycle';
import type { Ticket } from './wash.schemas';

/**
 * What a customer's phone may see of a ticket at `code/{id}`: the car, the service, its state and
 * when it will be ready. Nothing about the owner, the driver or the staff.
 */
export const publicTicketSchema = z.object({
  id: z.uuid(),
  ppu: z.string(),
  serviceType: z.string(),
  serviceName: z.string(),
  status: z.number(),
  statusLabel: z.string(),
  endDate: z.string(),
  endTime: z.string(),
});
export type PublicTicket = z.infer<typeof publicTicketSchema>;

export const publicTicketBody = z.strictObject({ id: z.uuid('Código inválido.') });

/**
 * Lookups of a public ticket one client address may make per minute, on each door (the HTTP call
 * and the live page's socket): a phone polls nothing (it gets pushes), so this only slows guessing.
 */
export const PUBLIC_TICKET_LOOKUPS_PER_MINUTE = 60;

export function publicTicketOf(ticket: Ticket): PublicTicket {
  return {
    id: ticket.id,
    ppu: ticket.vehicle.ppu,
    serviceType: ticket.serviceType,
    serviceName: SERVICE_TYPES[ticket.serviceType].name,
    status: ticket.status,
    statusLabel: isTicketStatus(ticket.status) ? ticketStatusLabel(ticket.status) : '',
    endDate: ticket.endDate,
    endTime: ticket.endTime,
  };
}
