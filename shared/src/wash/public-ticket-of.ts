import { BLOCKED_TEXT, blockedForms } from '../privacy/erased-forms';
import { DEFAULT_TIME_ZONE, instantOfWallClock } from '../time/zone';
import { publicStatusLabel, type LivePublicTicket } from './public-ticket';
import { SERVICE_TYPES } from './wash.catalog';
import type { Ticket } from './wash.schemas';

/** The whitelisted part of a ticket's card the customer's page shows (server side: it reads the car wash's clock). */
export function publicTicketOf(ticket: Ticket, timeZone: string = DEFAULT_TIME_ZONE): LivePublicTicket {
  return {
    id: ticket.id,
    ppu: ticket.vehicle.ppu,
    vehicle: { brand: ticket.vehicle.brand, model: ticket.vehicle.model, color: ticket.vehicle.color },
    serviceType: ticket.serviceType,
    serviceName: SERVICE_TYPES[ticket.serviceType].name,
    status: ticket.status,
    statusLabel: publicStatusLabel(ticket.status),
    endDate: ticket.endDate,
    endTime: ticket.endTime,
    deliveryAt: new Date(instantOfWallClock(`${ticket.endDate} ${ticket.endTime}`, timeZone)).toISOString(),
    observations: ticket.observations,
    steps: ticket.stateChanges,
  };
}

/** The customer's page of a blocked client's ticket: the plate and the observations read as blocked. */
export function withoutPersonalData(ticket: LivePublicTicket): LivePublicTicket {
  return { ...ticket, ppu: blockedForms.plate, observations: BLOCKED_TEXT };
}
