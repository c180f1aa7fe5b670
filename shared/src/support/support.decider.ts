import { assertNever, type Decider } from '../domain/decider';
import { conflict, invalid, notFound } from '../domain/errors';
import type { SupportEvent, SupportNumberEvent, SupportTicketOpenedData } from './support.events';
import { RESOLUTION_REQUIRED, SUPPORT_TICKET_STATUS, type SupportTicketStatus } from './support.schemas';

export const supportMessages = {
  notFound: 'El ticket de soporte no existe.',
  alreadyExists: 'El ticket de soporte ya existe.',
  resolutionRequired: RESOLUTION_REQUIRED,
  alreadyInProgress: 'El ticket ya está en progreso.',
  alreadyClosed: 'El ticket ya está cerrado.',
  cannotReopen: 'Un ticket no puede volver al estado Creado.',
} as const;

export type SupportTicketCommand =
  | { type: 'OpenSupportTicket'; ticket: Omit<SupportTicketOpenedData, 'openedAt'>; now: Date }
  /** The SA's answer: `state` is the state asked for, `response` the text the author will read. */
  | { type: 'SetSupportTicketState'; state: SupportTicketStatus; response: string; now: Date };

export type SupportTicketState =
  { status: 'none' } | { status: SupportTicketStatus; ticketId: string; ticketNumber: number; organizationId: string };

export const supportTicketDecider: Decider<SupportTicketCommand, SupportTicketState, SupportEvent> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'SupportTicketOpened': {
        const { ticketId, ticketNumber, organizationId } = event.data;
        return { status: SUPPORT_TICKET_STATUS.created, ticketId, ticketNumber, organizationId };
      }
      case 'SupportTicketStarted':
        return state.status === 'none' ? state : { ...state, status: SUPPORT_TICKET_STATUS.inProgress };
      case 'SupportTicketClosed':
        return state.status === 'none' ? state : { ...state, status: SUPPORT_TICKET_STATUS.closed };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'OpenSupportTicket':
        if (state.status !== 'none') throw conflict(supportMessages.alreadyExists);
        return [{ type: 'SupportTicketOpened', data: { ...command.ticket, openedAt: command.now.toISOString() } }];
      case 'SetSupportTicketState':
        if (state.status === 'none') throw notFound(supportMessages.notFound);
        return moveTo(command.state, state, command);
      default:
        return assertNever(command);
    }
  },
};

type ExistingTicket = Exclude<SupportTicketState, { status: 'none' }>;

/** The legal moves: 0 → 1 (start), 0 or 1 → 2 (close, with a resolution). Nothing goes back. */
function moveTo(target: SupportTicketStatus, ticket: ExistingTicket, { response, now }: { response: string; now: Date }): SupportEvent[] {
  const { ticketId, ticketNumber, organizationId } = ticket;
  switch (target) {
    case SUPPORT_TICKET_STATUS.created:
      throw conflict(supportMessages.cannotReopen);
    case SUPPORT_TICKET_STATUS.inProgress:
      if (ticket.status === SUPPORT_TICKET_STATUS.closed) throw conflict(supportMessages.alreadyClosed);
      if (ticket.status === SUPPORT_TICKET_STATUS.inProgress) throw conflict(supportMessages.alreadyInProgress);
      return [
        {
          type: 'SupportTicketStarted',
          data: { ticketId, ticketNumber, organizationId, response: response.trim(), startedAt: now.toISOString() },
        },
      ];
    case SUPPORT_TICKET_STATUS.closed:
      if (!response.trim()) throw invalid(supportMessages.resolutionRequired);
      if (ticket.status === SUPPORT_TICKET_STATUS.closed) throw conflict(supportMessages.alreadyClosed);
      return [
        {
          type: 'SupportTicketClosed',
          data: { ticketId, ticketNumber, organizationId, response: response.trim(), closedAt: now.toISOString() },
        },
      ];
    default:
      return assertNever(target);
  }
}

export type SupportNumberState = { last: number; byTicket: Record<string, number> };

/** Hands out the next platform-wide ticket number; a ticket always keeps its own. */
export const supportNumberDecider: Decider<
  { type: 'AssignSupportTicketNumber'; ticketId: string },
  SupportNumberState,
  SupportNumberEvent
> = {
  initialState: { last: 0, byTicket: {} },
  evolve(state, event) {
    return {
      last: Math.max(state.last, event.data.ticketNumber),
      byTicket: { ...state.byTicket, [event.data.ticketId]: event.data.ticketNumber },
    };
  },
  decide(command, state) {
    if (state.byTicket[command.ticketId] !== undefined) return [];
    return [{ type: 'SupportTicketNumberAssigned', data: { ticketId: command.ticketId, ticketNumber: state.last + 1 } }];
  },
};
