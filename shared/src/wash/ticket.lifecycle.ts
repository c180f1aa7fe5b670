import { type TicketCreatedData, type TicketEvent, ticketEventCatalog } from './ticket.events';
import { ticketStreamDeclarationOf, type TicketStreamEvent } from './ticket-stream.event-catalog';
import type { TicketLife } from './ticket-stream.declaration';
import { ticketStatus, type TicketStatus } from './ticket-status';

export type { TicketLife } from './ticket-stream.declaration';
export type { TicketStreamEvent } from './ticket-stream.event-catalog';
// A ticket's states are declared in ticket-status.ts; most readers know them from here.
export {
  isTicketStatus,
  ticketStatus,
  ticketStatusLabel,
  ticketStatusName,
  type TicketStatus,
  type TicketStatusName,
} from './ticket-status';

/** The board's actions on a ticket: the states each may be taken from, and the state it leads to. */
export const ticketTransitions = {
  /** Iniciar starts a pending ticket or resumes a paused one. */
  start: { from: [ticketStatus.pending, ticketStatus.paused], to: ticketStatus.inProgress },
  pause: { from: [ticketStatus.inProgress], to: ticketStatus.paused },
  finish: { from: [ticketStatus.inProgress], to: ticketStatus.finished },
} as const satisfies Record<string, { from: readonly TicketStatus[]; to: TicketStatus }>;
export type TicketAction = keyof typeof ticketTransitions;

export function ticketActionAllowed(action: TicketAction, status: number): boolean {
  return (ticketTransitions[action].from as readonly number[]).includes(status);
}

/**
 * Finalizado and Anulado are the closed states: a ticket is open (on the board) while its status is
 * below Finalizado. No board action leads out of them.
 */
export function isOpenTicket(status: number): boolean {
  return status < ticketStatus.finished;
}

/**
 * The board holds the open tickets due on `today` or earlier, and the tickets finished `today`
 * (the "Listo / Finalizado hoy" lane), so a finished card stays in sight for the rest of the day; an
 * annulled ticket leaves it.
 * `finishedOn` is the local date (organization's zone) the ticket was finished on.
 */
export function isOnBoard(ticket: { status: number; endDate: string; finishedOn: string | null }, today: string): boolean {
  if (isOpenTicket(ticket.status)) return ticket.endDate <= today;
  return ticket.status === ticketStatus.finished && ticket.finishedOn === today;
}

/** The same rule in SQL over `column`; the read model's partial index `wash_records_open` is built on exactly this predicate. */
export function openTicketSql(column: string): string {
  return `${column} < ${ticketStatus.finished}`;
}

/** Where a ticket stands after its events: what the decider, the read model and a card folded from events all keep. */
/** A ticket as it is created: pending, nobody in charge. */
export function newTicketLife(ticket: Pick<TicketCreatedData, 'ticketId' | 'organizationId' | 'createdAt'>): TicketLife {
  return {
    ticketId: ticket.ticketId,
    organizationId: ticket.organizationId,
    status: ticketStatus.pending,
    responsible: null,
    startedAt: null,
    finishedAt: null,
    statusSince: ticket.createdAt,
  };
}

/** An event of the ticket's life on the board (declared in ticket.events.ts), not of its money. */
export const isLifecycleEvent = (event: { type: string }): event is TicketEvent => Object.hasOwn(ticketEventCatalog, event.type);

/**
 * The one state machine of a ticket: every reader of its events folds them through this. What each
 * event does is its declaration's `lifecycle` (ticket.events.ts); money events and notices pass by.
 */
export function evolveTicket(life: TicketLife | null, event: TicketStreamEvent): TicketLife | null {
  const effect = ticketStreamDeclarationOf(event)?.lifecycle;
  if (!effect) return life;
  const at = effect.at(event.data);
  if (effect.opens) return newTicketLife({ ...effect.opens(event.data), createdAt: at });
  if (!life) return null;
  const status = ticketStatus[effect.enters];
  return {
    ...life,
    status,
    responsible: effect.takesCharge?.(event.data) ?? life.responsible,
    startedAt: status === ticketStatus.inProgress ? (life.startedAt ?? at) : life.startedAt,
    finishedAt: status === ticketStatus.finished ? at : life.finishedAt,
    statusSince: at,
  };
}

/** `events` folded from `life` (from nothing, by default). */
export function foldTicketLife(events: readonly TicketStreamEvent[], life: TicketLife | null = null): TicketLife | null {
  return events.reduce(evolveTicket, life);
}
