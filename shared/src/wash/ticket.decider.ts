import { assertNever, type Decider } from '../domain/decider';
import { conflict, forbidden, notFound } from '../domain/errors';
import { TICKET_STATUS, type TicketStatus } from './wash.catalog';
import type { TicketCreatedData, TicketEmployee, TicketEvent } from './ticket.events';

export const ticketMessages = {
  notFound: 'El servicio solicitado no existe.',
  alreadyExists: 'El servicio ya existe.',
  noIdentification: 'Debe tener una identificación registrada para iniciar servicios.',
  notResponsible: 'Solo el responsable del servicio puede pausarlo o finalizarlo.',
  cannotStart: 'El servicio no se puede iniciar en su estado actual.',
  cannotPause: 'Solo se puede pausar un servicio en curso.',
  cannotFinish: 'Solo se puede finalizar un servicio en curso.',
  finished: 'El servicio ya fue finalizado.',
} as const;

/** Who is acting on the board: the caller, from the token and the users read model. */
export type TicketActor = TicketEmployee & { identification: string | null };

export type TicketCommand =
  | { type: 'CreateTicket'; ticket: Omit<TicketCreatedData, 'createdAt'>; now: Date }
  /** Iniciar: starts a pending ticket, resumes a paused one (the caller becomes the responsible). */
  | { type: 'StartTicket'; organizationId: string; actor: TicketActor; now: Date }
  | { type: 'PauseTicket'; organizationId: string; actor: TicketActor; now: Date }
  | { type: 'FinishTicket'; organizationId: string; actor: TicketActor; now: Date };

export type TicketState =
  { status: 'none' } | { status: TicketStatus; ticketId: string; organizationId: string; responsibleId: string | null };

/** Another organization's ticket behaves exactly like one that does not exist. */
const mustExist = (state: TicketState, organizationId: string) => {
  if (state.status === 'none' || state.organizationId !== organizationId) throw notFound(ticketMessages.notFound);
  return state;
};

const mustBeResponsible = (state: Exclude<TicketState, { status: 'none' }>, actor: TicketActor) => {
  if (state.responsibleId !== actor.userId) throw forbidden(ticketMessages.notResponsible);
};

export const ticketDecider: Decider<TicketCommand, TicketState, TicketEvent> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'TicketCreated':
        return {
          status: TICKET_STATUS.pending,
          ticketId: event.data.ticketId,
          organizationId: event.data.organizationId,
          responsibleId: null,
        };
      case 'TicketStarted':
        return state.status === 'none' ? state : { ...state, status: TICKET_STATUS.inProgress, responsibleId: event.data.employee.userId };
      case 'TicketPaused':
        return state.status === 'none' ? state : { ...state, status: TICKET_STATUS.paused };
      case 'TicketFinished':
        return state.status === 'none' ? state : { ...state, status: TICKET_STATUS.finished };
      case 'TicketCustomerNotified':
        // Telling the customer changes nothing on the board (see customer-notice.decider.ts).
        return state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateTicket':
        if (state.status !== 'none') throw conflict(ticketMessages.alreadyExists);
        return [{ type: 'TicketCreated', data: { ...command.ticket, createdAt: command.now.toISOString() } }];
      case 'StartTicket': {
        const ticket = mustExist(state, command.organizationId);
        if (!command.actor.identification) throw forbidden(ticketMessages.noIdentification);
        if (ticket.status === TICKET_STATUS.finished) throw conflict(ticketMessages.finished);
        if (ticket.status === TICKET_STATUS.inProgress) throw conflict(ticketMessages.cannotStart);
        return [
          {
            type: 'TicketStarted',
            data: { ticketId: ticket.ticketId, employee: employeeOf(command.actor), startedAt: command.now.toISOString() },
          },
        ];
      }
      case 'PauseTicket': {
        const ticket = mustExist(state, command.organizationId);
        if (ticket.status !== TICKET_STATUS.inProgress)
          throw conflict(ticket.status === TICKET_STATUS.finished ? ticketMessages.finished : ticketMessages.cannotPause);
        mustBeResponsible(ticket, command.actor);
        return [
          {
            type: 'TicketPaused',
            data: { ticketId: ticket.ticketId, employee: employeeOf(command.actor), pausedAt: command.now.toISOString() },
          },
        ];
      }
      case 'FinishTicket': {
        const ticket = mustExist(state, command.organizationId);
        if (ticket.status !== TICKET_STATUS.inProgress)
          throw conflict(ticket.status === TICKET_STATUS.finished ? ticketMessages.finished : ticketMessages.cannotFinish);
        mustBeResponsible(ticket, command.actor);
        return [
          {
            type: 'TicketFinished',
            data: { ticketId: ticket.ticketId, employee: employeeOf(command.actor), finishedAt: command.now.toISOString() },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};

function employeeOf(actor: TicketActor): TicketEmployee {
  return { userId: actor.userId, employeeNumber: actor.employeeNumber, firstName: actor.firstName, secondName: actor.secondName };
}
