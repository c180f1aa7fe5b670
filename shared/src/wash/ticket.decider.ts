import { assertNever, type Decider } from '../domain/decider';
import { conflict, forbidden, invalid, notFound } from '../domain/errors';
import { DEFAULT_TIME_ZONE, instantOfWallClock } from '../time/zone';
import { evolveTicket, isOpenTicket, ticketStatus, ticketActionAllowed, type TicketAction, type TicketLife } from './ticket.lifecycle';
import { pauseReasonProblem, type PauseReason } from './pause-reason';
import type { TicketCreatedData, TicketDetailsCorrection, TicketEmployee, TicketEvent } from './ticket.events';

export const ticketMessages = {
  notFound: 'El servicio solicitado no existe.',
  alreadyExists: 'El servicio ya existe.',
  noIdentification: 'Debe tener una identificación registrada para iniciar servicios.',
  notResponsible: 'Solo el responsable del servicio puede pausarlo o finalizarlo.',
  cannotStart: 'El servicio no se puede iniciar en su estado actual.',
  cannotPause: 'Solo se puede pausar un servicio en curso.',
  cannotFinish: 'Solo se puede finalizar un servicio en curso.',
  finished: 'El servicio ya fue finalizado.',
  voided: 'El servicio fue anulado.',
  deliveryInPast: 'La fecha y hora de entrega no pueden ser anteriores a la hora actual.',
  detailsCorrected: '¡Datos del servicio corregidos!',
  nothingToCorrect: 'No hay cambios que guardar.',
  notAllowedToCorrect: 'Solo un administrador o el responsable del servicio pueden corregir sus datos.',
  correctFinished: 'Solo un administrador puede corregir un servicio finalizado.',
  deliveryOfClosed: 'La entrega solo se puede corregir mientras el servicio está abierto.',
  reasonOnlyForPause: 'Solo una pausa lleva motivo.',
} as const;

/** Who is acting on the board: the caller, from the token and the users read model. */
export type TicketActor = TicketEmployee & { identification: string | null };

/**
 * When the washer says they tapped (the board's outbox sends a tap made offline later, docs/architecture.md
 * "The bay's outbox"), and how far back such a claim may reach (config CLAIMED_TAP_MAX_AGE_MINUTES).
 */
export interface ClaimedTap {
  at: Date;
  maxAgeMs: number;
}

/**
 * The instant a board action is recorded at: the claimed tap time, clamped to a sane window (never
 * in the future, never before the ticket's previous state change, never more than `maxAgeMs` ago);
 * `now` when nothing is claimed. Time-in-state and commissions read the event's time, so they follow.
 */
export function claimedInstant(now: Date, previousChange: string, claimed: ClaimedTap | undefined): Date {
  if (!claimed) return now;
  const latest = now.getTime();
  const earliest = Math.max(Date.parse(previousChange), latest - claimed.maxAgeMs);
  return new Date(Math.min(Math.max(Math.min(claimed.at.getTime(), latest), earliest), latest));
}

export type TicketCommand =
  | { type: 'CreateTicket'; ticket: Omit<TicketCreatedData, 'createdAt'>; now: Date }
  /**
   * Iniciar: starts a pending ticket, resumes a paused one (the caller becomes the responsible). A
   * reason is Pausar's: one sent with Iniciar is refused, once the ticket is known to exist.
   */
  | { type: 'StartTicket'; organizationId: string; actor: TicketActor; reason?: PauseReason | undefined; now: Date; claimed?: ClaimedTap }
  /** Pausar, with why (the board always asks; the API keeps the reason optional for the original client). */
  | { type: 'PauseTicket'; organizationId: string; actor: TicketActor; reason?: PauseReason | undefined; now: Date; claimed?: ClaimedTap }
  | { type: 'FinishTicket'; organizationId: string; actor: TicketActor; now: Date; claimed?: ClaimedTap }
  /** "Modificar → Guardar" on the record: an AD any time before it is voided, its responsible while it is open. */
  | {
      type: 'CorrectTicketDetails';
      organizationId: string;
      actor: TicketActor & { role: string };
      changes: TicketDetailsCorrection;
      now: Date;
    };

export type TicketState = { status: 'none' } | TicketLife;

/** Another organization's ticket behaves exactly like one that does not exist. */
const mustExist = (state: TicketState, organizationId: string) => {
  if (state.status === 'none' || state.organizationId !== organizationId) throw notFound(ticketMessages.notFound);
  return state;
};

const mustBeResponsible = (ticket: TicketLife, actor: TicketActor) => {
  if (ticket.responsible?.userId !== actor.userId) throw forbidden(ticketMessages.notResponsible);
};

/** A closed (finished) ticket says so; any other state the action cannot be taken from gets the action's own refusal. */
const mustAllow = (ticket: TicketLife, action: TicketAction, refusal: string) => {
  if (ticketActionAllowed(action, ticket.status)) return;
  if (isOpenTicket(ticket.status)) throw conflict(refusal);
  throw conflict(ticket.status === ticketStatus.voided ? ticketMessages.voided : ticketMessages.finished);
};

export const ticketDecider: Decider<TicketCommand, TicketState, TicketEvent> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    return evolveTicket(state.status === 'none' ? null : state, event) ?? state;
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateTicket':
        if (state.status !== 'none') throw conflict(ticketMessages.alreadyExists);
        if (deliveryIsPast(command.ticket, command.now)) throw invalid(ticketMessages.deliveryInPast);
        return [{ type: 'TicketCreated', data: { ...command.ticket, createdAt: command.now.toISOString() } }];
      case 'StartTicket': {
        const ticket = mustExist(state, command.organizationId);
        if (command.reason) throw invalid(ticketMessages.reasonOnlyForPause);
        if (!command.actor.identification) throw forbidden(ticketMessages.noIdentification);
        mustAllow(ticket, 'start', ticketMessages.cannotStart);
        return [
          {
            type: 'TicketStarted',
            data: {
              ticketId: ticket.ticketId,
              employee: employeeOf(command.actor),
              startedAt: claimedInstant(command.now, ticket.statusSince, command.claimed).toISOString(),
            },
          },
        ];
      }
      case 'PauseTicket': {
        const ticket = mustExist(state, command.organizationId);
        mustAllow(ticket, 'pause', ticketMessages.cannotPause);
        mustBeResponsible(ticket, command.actor);
        const { reason } = command;
        const problem = reason && pauseReasonProblem(reason);
        if (problem) throw invalid(problem);
        const paused = {
          ticketId: ticket.ticketId,
          employee: employeeOf(command.actor),
          pausedAt: claimedInstant(command.now, ticket.statusSince, command.claimed).toISOString(),
        };
        // Stored as it will be read: the washer's words trimmed.
        return [{ type: 'TicketPaused', data: reason ? { ...paused, reason: tidyPauseReason(reason) } : paused }];
      }
      case 'FinishTicket': {
        const ticket = mustExist(state, command.organizationId);
        mustAllow(ticket, 'finish', ticketMessages.cannotFinish);
        mustBeResponsible(ticket, command.actor);
        return [
          {
            type: 'TicketFinished',
            data: {
              ticketId: ticket.ticketId,
              employee: employeeOf(command.actor),
              finishedAt: claimedInstant(command.now, ticket.statusSince, command.claimed).toISOString(),
            },
          },
        ];
      }
      case 'CorrectTicketDetails': {
        const ticket = mustExist(state, command.organizationId);
        if (ticket.status === ticketStatus.voided) throw conflict(ticketMessages.voided);
        const open = isOpenTicket(ticket.status);
        if (command.actor.role !== 'AD') {
          if (ticket.responsible?.userId !== command.actor.userId) throw forbidden(ticketMessages.notAllowedToCorrect);
          if (!open) throw conflict(ticketMessages.correctFinished);
        }
        const { changes } = command;
        if (Object.keys(changes).length === 0) throw invalid(ticketMessages.nothingToCorrect);
        if (changes.delivery && !open) throw conflict(ticketMessages.deliveryOfClosed);
        if (changes.delivery && deliveryIsPast(changes.delivery, command.now)) throw invalid(ticketMessages.deliveryInPast);
        return [
          {
            type: 'TicketDetailsCorrected',
            data: { ticketId: ticket.ticketId, changes, employee: employeeOf(command.actor), correctedAt: command.now.toISOString() },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};

/** The delivery is read on the wall clock of the car wash (America/Santiago), whatever the caller's own zone; a minute still running counts as now. */
export function deliveryIsPast(delivery: { endDate: string; endTime: string }, now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const dueAt = new Date(instantOfWallClock(`${delivery.endDate} ${delivery.endTime}`, timeZone)).getTime();
  return dueAt + 60_000 <= now.getTime();
}

function tidyPauseReason(reason: PauseReason): PauseReason {
  return reason.preset === 'other' ? { preset: 'other', text: reason.text.trim() } : { preset: reason.preset };
}

function employeeOf(actor: TicketActor): TicketEmployee {
  return { userId: actor.userId, employeeNumber: actor.employeeNumber, firstName: actor.firstName, secondName: actor.secondName };
}
