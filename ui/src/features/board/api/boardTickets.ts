import { belongsOnBoard } from '@lavado/shared/wash/board';
import { isOpenTicket } from '@lavado/shared/wash/ticket.lifecycle';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';

/** A calendar date and a clock time in the organization's zone: 'YYYY-MM-DD' and 'HH:mm'. */
export interface LocalClock {
  date: string;
  time: string;
}

export { belongsOnBoard };

/** Soonest delivery first, as the server lists them; the older ticket first for equal deliveries. */
export function compareByDelivery(a: Ticket, b: Ticket): number {
  return a.endDate.localeCompare(b.endDate) || a.endTime.localeCompare(b.endTime) || a.createdAt.localeCompare(b.createdAt);
}

/** The board after one pushed card: inserted, replaced or removed, and still in delivery order. */
export function applyTicketChange(tickets: readonly Ticket[], changed: Ticket, today: string): Ticket[] {
  const others = tickets.filter((ticket) => ticket.id !== changed.id);
  return belongsOnBoard(changed, today) ? [...others, changed].sort(compareByDelivery) : others;
}

/** An open ticket whose delivery time has passed (dates and times are zero-padded, so they compare as text); a finished one is never late. */
export function isOverdue(ticket: Ticket, now: LocalClock): boolean {
  return isOpenTicket(ticket.status) && `${ticket.endDate} ${ticket.endTime}` < `${now.date} ${now.time}`;
}
