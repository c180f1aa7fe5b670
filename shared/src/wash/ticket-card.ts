import { DEFAULT_TIME_ZONE, formatInZone } from '../time/zone';
import type { TicketCreatedData, TicketEvent } from './ticket.events';
import { foldTicketLife, type TicketLife } from './ticket.lifecycle';
import type { Ticket } from './wash.schemas';
import { fullName } from '../identity/full-name';
import { foldTicketTimeline } from './ticket-timeline';

/**
 * A ticket's card folded from its events alone (no read model): how the board showed it after the
 * last of `events`. Used to rebuild the board as it stood at a past moment.
 */
export function foldTicketCard(events: readonly TicketEvent[], timeZone = DEFAULT_TIME_ZONE): Ticket | null {
  const life = foldTicketLife(events);
  const created = events.find((event) => event.type === 'TicketCreated');
  // The client's phone is not in the ticket's events: a card of the past offers no notice.
  return life && created ? { ...cardOf(created.data, life, timeZone), ...foldTicketTimeline(events), clientPhone: null } : null;
}

function cardOf(t: TicketCreatedData, life: TicketLife, timeZone: string): Ticket {
  const { responsible } = life;
  return {
    id: life.ticketId,
    status: life.status,
    vehicle: {
      ppu: t.vehicle.ppu,
      type: t.vehicle.type,
      ownerName: t.vehicle.ownerName,
      model: t.vehicle.model,
      color: t.vehicle.color,
      brand: t.vehicle.brand,
    },
    serviceType: t.serviceType,
    arrivalDate: formatInZone(t.createdAt, 'yyyy-MM-dd HH:mm', timeZone),
    endDate: t.endDate,
    endTime: t.endTime,
    createdAt: t.createdAt,
    driver: t.driver,
    observations: t.observations,
    clientId: t.clientId,
    idResponsible: responsible?.userId ?? null,
    employee: responsible && {
      firstName: responsible.firstName,
      secondName: responsible.secondName,
      employeeNumber: responsible.employeeNumber,
    },
    responsibleName: responsible && fullName(responsible),
    statusSince: life.statusSince,
    finishedAt: life.finishedAt,
    clientPhone: null,
    stateChanges: [],
    customerNotifications: [],
  };
}
