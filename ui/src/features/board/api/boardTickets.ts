import {
  BOARD_LANE_LIMIT,
  BOARD_LANES,
  belongsOnBoard,
  laneOf,
  type Board,
  type BoardLane,
  type WallScreenCard,
} from '@lavado/shared/wash/board';
import { isOpenTicket } from '@lavado/shared/wash/ticket.lifecycle';
import type { TicketEventType } from '@lavado/shared/wash/ticket.events';

/** A calendar date and a clock time in the organization's zone: 'YYYY-MM-DD' and 'HH:mm'. */
export interface LocalClock {
  date: string;
  time: string;
}

export { belongsOnBoard };

/** What the board's order and lanes read of a card: a whole ticket and a wall screen's card both have it. */
type BoardCard = WallScreenCard;

/** Soonest delivery first, as the server lists them; the older ticket first for equal deliveries. */
export function compareByDelivery(a: BoardCard, b: BoardCard): number {
  return a.endDate.localeCompare(b.endDate) || a.endTime.localeCompare(b.endTime) || a.createdAt.localeCompare(b.createdAt);
}

/** The `change` of a pushed card that brought it into existence: it was on no board before. */
const CREATED: TicketEventType = 'TicketCreated';

/**
 * The board after one pushed card: inserted, replaced or removed, in delivery order, each lane kept
 * to its first `laneLimit` cards (BOARD_LANE_LIMIT, as the server answers) and its total counted.
 * Null when the cached board cannot tell the result, and must be read again: the card was none of
 * the held ones and may be one of a lane's cards beyond the limit, or a lane would show fewer cards
 * than it has while some of them are not held.
 */
export function applyTicketChange<Card extends BoardCard>(
  board: Board<Card>,
  changed: Card,
  today: string,
  change: string,
  laneLimit = BOARD_LANE_LIMIT,
): Board<Card> | null {
  const totals = { ...board.totals };
  const heldIn = (tickets: readonly Card[], lane: BoardLane) => tickets.filter((ticket) => laneOf(ticket.status) === lane);
  const previous = board.tickets.find((ticket) => ticket.id === changed.id);
  let tickets = board.tickets.filter((ticket) => ticket.id !== changed.id);
  if (previous) totals[laneOf(previous.status)] -= 1;
  else if (change !== CREATED && BOARD_LANES.some((lane) => totals[lane] > heldIn(tickets, lane).length)) return null;

  if (belongsOnBoard(changed, today)) {
    const lane = laneOf(changed.status);
    const last = heldIn(tickets, lane).at(-1);
    // A held card whose delivery did not move later keeps its place among the held ones.
    const keepsItsPlace = previous !== undefined && laneOf(previous.status) === lane && compareByDelivery(changed, previous) <= 0;
    const beyondHeld = !keepsItsPlace && totals[lane] > heldIn(tickets, lane).length && (!last || compareByDelivery(changed, last) > 0);
    totals[lane] += 1;
    // Past the last held card of a lane that has cards not held, it is one of those: counted, not held.
    if (!beyondHeld) {
      tickets = [...tickets, changed].sort(compareByDelivery);
      const overflow = new Set(heldIn(tickets, lane).slice(laneLimit));
      tickets = tickets.filter((ticket) => !overflow.has(ticket));
    }
  }
  const gap = BOARD_LANES.some((lane) => heldIn(tickets, lane).length < Math.min(laneLimit, totals[lane]));
  return gap ? null : { tickets, totals };
}

/** An open ticket whose delivery time has passed (dates and times are zero-padded, so they compare as text); a finished one is never late. */
export function isOverdue(ticket: BoardCard, now: LocalClock): boolean {
  return isOpenTicket(ticket.status) && `${ticket.endDate} ${ticket.endTime}` < `${now.date} ${now.time}`;
}

/** One lane of a board as drawn: the cards it holds, how many it has in all, and how many of those it does not hold. */
export interface LaneCards<Card> {
  lane: BoardLane;
  cards: Card[];
  count: number;
  more: number;
}

/** The board's cards sorted into its lanes, left to right. */
export function cardsByLane<Card extends BoardCard>({ tickets, totals }: Board<Card>): LaneCards<Card>[] {
  return BOARD_LANES.map((lane) => {
    const cards = tickets.filter((ticket) => laneOf(ticket.status) === lane);
    return { lane, cards, count: Math.max(totals[lane], cards.length), more: totals[lane] - cards.length };
  });
}

/** A board with no card in any lane, held or not. */
export const isEmptyBoard = ({ tickets, totals }: Board<BoardCard>) =>
  tickets.length === 0 && BOARD_LANES.every((lane) => totals[lane] === 0);
