import { isTicketStatus, ticketStatusColor, ticketStatusLabel } from '@lavado/shared/wash/ticket-status';
import { SERVICE_TYPES } from '@lavado/shared/wash/wash.catalog';
import type { WallScreenCard } from '@lavado/shared/wash/board';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { shortDate, shortTime, splitDateTime } from '../../../lib/format/dates';

/** Pendiente / En Curso / Pausado, with its badge color (both declared once, in ticket-status.ts). */
export function describeStatus(status: number): { label: string; color: string } {
  if (!isTicketStatus(status)) return { label: String(status), color: 'gray' };
  return { label: ticketStatusLabel(status), color: ticketStatusColor(status) };
}

/** 'd/M/yy H:mm' of when the vehicle came in. */
export function entryMoment(ticket: Ticket): string {
  const { date, time } = splitDateTime(ticket.arrivalDate);
  return `${shortDate(date)} ${shortTime(time)}`;
}

/** 'd/M/yy H:mm' of when the vehicle is to be delivered. */
export function deliveryMoment(ticket: WallScreenCard): string {
  return `${shortDate(ticket.endDate)} ${shortTime(ticket.endTime)}`;
}

export function serviceName(ticket: WallScreenCard): string {
  return SERVICE_TYPES[ticket.serviceType].label;
}
