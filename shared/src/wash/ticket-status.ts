import { publicCodeMessages } from '../messages/public-code';
import { ticketStatusMessages } from '../messages/tickets';

/** The colours a status may be drawn in: Mantine's palette names, which every screen passes as `color`. */
export type StatusColor = 'gray' | 'blue' | 'orange' | 'teal' | 'red';

/**
 * Each state of a wash ticket, declared once for every screen: its wire value (API answers, pushed
 * cards, the read model's `status` column, the customer's page, so it never changes), its name on
 * the staff's screens and on the customer's page (docs/specification.md gives both), the colour the
 * board, its lanes and the records draw it in, and the states the customer's page shows still to come.
 */
export const ticketStatuses = {
  pending: {
    value: 1,
    label: ticketStatusMessages.pending,
    publicLabel: publicCodeMessages.steps.pending,
    color: 'gray',
    stillToCome: ['inProgress', 'finished'],
  },
  inProgress: {
    value: 2,
    label: ticketStatusMessages.inProgress,
    publicLabel: publicCodeMessages.steps.inProgress,
    color: 'blue',
    stillToCome: ['finished'],
  },
  /** A paused wash goes on washing, then is ready. */
  paused: {
    value: 3,
    label: ticketStatusMessages.paused,
    publicLabel: publicCodeMessages.steps.paused,
    color: 'orange',
    stillToCome: ['inProgress', 'finished'],
  },
  finished: {
    value: 4,
    label: ticketStatusMessages.finished,
    publicLabel: publicCodeMessages.steps.finished,
    color: 'teal',
    stillToCome: [],
  },
  voided: {
    value: 5,
    label: ticketStatusMessages.voided,
    publicLabel: publicCodeMessages.steps.voided,
    color: 'red',
    stillToCome: [],
  },
} as const satisfies Record<string, TicketStatusDeclaration>;

interface TicketStatusDeclaration {
  value: number;
  label: string;
  publicLabel: string;
  color: StatusColor;
  stillToCome: readonly string[];
}

export type TicketStatusName = keyof typeof ticketStatuses;

/** The wire value of each state, by name: code names the state, the wire carries the number. */
export const ticketStatus = Object.fromEntries(Object.entries(ticketStatuses).map(([name, { value }]) => [name, value])) as {
  readonly [Name in TicketStatusName]: (typeof ticketStatuses)[Name]['value'];
};
export type TicketStatus = (typeof ticketStatus)[TicketStatusName];

const statusNames = Object.fromEntries(Object.entries(ticketStatus).map(([name, status]) => [status, name])) as Record<
  TicketStatus,
  TicketStatusName
>;

export function isTicketStatus(value: number): value is TicketStatus {
  return Object.hasOwn(statusNames, value);
}

export function ticketStatusName(status: TicketStatus): TicketStatusName {
  return statusNames[status];
}

/** Pendiente, En Curso, Pausado, Finalizado, Anulado. */
export function ticketStatusLabel(status: TicketStatus): string {
  return ticketStatuses[ticketStatusName(status)].label;
}

/** The colour a state is drawn in on every screen; an unknown number (a newer server) is grey. */
export function ticketStatusColor(status: number): StatusColor {
  return isTicketStatus(status) ? ticketStatuses[ticketStatusName(status)].color : 'gray';
}
