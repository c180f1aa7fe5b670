import { uiMessages } from '../messages/ui';

/**
 * A wash ticket's states. The numbers are its wire values (API answers, pushed cards, the read model's
 * `status` column, the customer's page), so they never change; code elsewhere names the state.
 */
export const ticketStatus = { pending: 1, inProgress: 2, paused: 3, finished: 4, voided: 5 } as const;
export type TicketStatusName = keyof typeof ticketStatus;
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
  return uiMessages.ticketStatus[ticketStatusName(status)];
}
