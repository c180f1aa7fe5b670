import { assertNever } from '../domain/decider';
import { DEFAULT_TIME_ZONE, formatInZone } from '../time/zone';
import type { TicketEvent } from './ticket.events';
import { TICKET_STATUS } from './wash.catalog';
import type { Ticket } from './wash.schemas';
import { fullName } from '../identity/full-name';
import { foldTicketTimeline } from './ticket-timeline';

/**
 * A ticket's card folded from its events alone (no read model): how the board showed it after the
 * last of `events`. Used to rebuild the board as it stood at a past moment.
 */
export function foldTicketCard(events: readonly TicketEvent[], timeZone = DEFAULT_TIME_ZONE): Ticket | null {
  const card = events.reduce<Ticket | null>((card, event) => nextCard(card, event, timeZone), null);
  // The client's phone is not in the ticket's events: a card of the past offers no notice.
  return card && { ...card, ...foldTicketTimeline(events), clientPhone: null };
}

function nextCard(card: Ticket | null, event: TicketEvent, timeZone: string): Ticket | null {
  switch (event.type) {
    case 'TicketCreated': {
      const t = event.data;
      return {
        id: t.ticketId,
        status: TICKET_STATUS.pending,
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
        idResponsible: null,
        employee: null,
        responsibleName: null,
        clientPhone: null,
        stateChanges: [],
        customerNotifications: [],
      };
    }
    case 'TicketStarted': {
      if (!card) return card;
      const { employee } = event.data;
      return {
        ...card,
        status: TICKET_STATUS.inProgress,
        idResponsible: employee.userId,
        employee: { firstName: employee.firstName, secondName: employee.secondName, employeeNumber: employee.employeeNumber },
        responsibleName: fullName(employee),
      };
    }
    case 'TicketPaused':
      return card && { ...card, status: TICKET_STATUS.paused };
    case 'TicketFinished':
      return card && { ...card, status: TICKET_STATUS.finished };
    case 'TicketCustomerNotified':
      return card;
    default:
      return assertNever(event);
  }
}
