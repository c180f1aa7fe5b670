import type { DecidedEvent } from '../domain/decider';
import type { EventDeclaration } from '../events/declaration';
import type { Currency } from '../money/money';
import type { PauseReason } from './pause-reason';
import type { TicketStatus, TicketStatusName } from './ticket-status';

// The ticket stream's own types live here, so that the lifecycle, the timeline and both event files
// of the stream (ticket.events.ts, ticket-billing.events.ts) can name them without importing one another.

/** Who took a board action on a ticket: the events carry their names, as the board shows them. */
export type TicketEmployee = {
  userId: string;
  employeeNumber: number | null;
  firstName: string;
  secondName: string;
};

export interface TicketLife {
  ticketId: string;
  organizationId: string;
  status: TicketStatus;
  /** Whoever started it or last resumed it. */
  responsible: TicketEmployee | null;
  /** When it was first started. */
  startedAt: string | null;
  finishedAt: string | null;
  /** When it entered its current state: what the board's time-in-state counts from. */
  statusSince: string;
}

/** A state a ticket entered, or a state its customer was told about, and when (ISO instant). */
export interface TicketMoment {
  status: TicketStatus;
  at: string;
  /** Why the ticket entered this state, when the event says (a pause's reason). */
  reason?: PauseReason;
}

/**
 * What an event does to a ticket's life on the board (`evolveTicket`): the state it enters and when.
 * Each state entered is also a step of the ticket's timeline (the customer's page). Whoever starts or
 * resumes a ticket becomes its responsible; the first start and the finish are kept.
 */
export interface LifecycleEffect<Data> {
  enters: TicketStatusName;
  at: (data: Data) => string;
  /** The ticket's first event: it opens the ticket's life (pending, nobody in charge). */
  opens?: (data: Data) => { ticketId: string; organizationId: string };
  takesCharge?: (data: Data) => TicketEmployee;
  /** Why it entered the state (a pause's reason), kept with the step on the timeline. */
  reason?: (data: Data) => PauseReason | undefined;
}

/** What a history line may read besides its event: the ticket as the stream left it before the event. */
export interface HistoryContext {
  life: TicketLife | null;
  /** The currency the ticket was priced in (CLP until it is priced). */
  currency: Currency;
}

/** A line of the ticket's history as an auditor reads it (`wash/getTicketHistory`): what happened, in Spanish, and its facts. */
export interface HistoryLine {
  label: string;
  details: string | null;
}

/** An event of a ticket's stream: what every event declares, and what it means to the ticket. */
export interface TicketStreamEventDeclaration<Event extends DecidedEvent> extends EventDeclaration<Event> {
  /** Null: the ticket's state stays as it was (money, a notice to the customer). */
  lifecycle: LifecycleEffect<Event['data']> | null;
  /** A notice to the customer the ticket's timeline keeps (the board's "Avisado"). */
  customerNotice?: (data: Event['data']) => TicketMoment;
  history: (data: Event['data'], context: HistoryContext) => HistoryLine;
}

export type TicketStreamEventDeclarations<Event extends DecidedEvent> = {
  [Type in Event['type']]: TicketStreamEventDeclaration<Extract<Event, { type: Type }>>;
};
