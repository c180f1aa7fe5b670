import { localDate } from '../time/zone';
import { isOnBoard } from './ticket.lifecycle';
import type { Ticket } from './wash.schemas';

/**
 * Whether a card belongs on the board of `today` (the organization's date): open and due today or
 * earlier, or finished today. The board read (projections/src/read/wash-records.ts) selects the same.
 */
export function belongsOnBoard(ticket: Ticket, today: string): boolean {
  return isOnBoard({ ...ticket, finishedOn: ticket.finishedAt ? localDate(new Date(ticket.finishedAt)) : null }, today);
}
