import { uiMessages } from '@lavado/shared/messages/ui';
import { SERVICE_TYPES, TICKET_STATUS, type TicketStatus } from '@lavado/shared/wash/wash.catalog';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { shortDate, shortTime, splitDateTime } from '../../../lib/format/dates';

const statusColors: Record<TicketStatus, string> = {
  [TICKET_STATUS.pending]: 'gray',
  [TICKET_STATUS.inProgress]: 'blue',
  [TICKET_STATUS.paused]: 'orange',
  [TICKET_STATUS.finished]: 'teal',
};

function isTicketStatus(status: number): status is TicketStatus {
  return status in statusColors;
}

/** Pendiente / En Curso / Pausado, with its badge color. */
export function describeStatus(status: number): { label: string; color: string } {
  if (!isTicketStatus(status)) return { label: String(status), color: 'gray' };
  return { label: uiMessages.ticketStatus[status], color: statusColors[status] };
}

/** 'd/M/yy H:mm' of when the vehicle came in. */
export function entryMoment(ticket: Ticket): string {
  const { date, time } = splitDateTime(ticket.arrivalDate);
  return `${shortDate(date)} ${shortTime(time)}`;
}

/** 'd/M/yy H:mm' of when the vehicle is to be delivered. */
export function deliveryMoment(ticket: Ticket): string {
  return `${shortDate(ticket.endDate)} ${shortTime(ticket.endTime)}`;
}

export function serviceName(ticket: Ticket): string {
  return SERVICE_TYPES[ticket.serviceType].label;
}
