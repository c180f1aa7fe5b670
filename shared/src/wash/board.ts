import { z } from 'zod';
import { localDate } from '../time/zone';
import { isOnBoard, isTicketStatus, ticketStatusName, type TicketStatusName } from './ticket.lifecycle';
import { ticketSchema, type Ticket } from './wash.schemas';

/**
 * Whether a card belongs on the board of `today` (the organization's date): open and due today or
 * earlier, or finished today. The board read (projections/src/read/wash-records.ts) selects the same.
 */
export function belongsOnBoard(ticket: Ticket | WallScreenCard, today: string): boolean {
  return isOnBoard({ ...ticket, finishedOn: ticket.finishedAt ? localDate(new Date(ticket.finishedAt)) : null }, today);
}

/** The lanes left to right, one per state: the order a car goes through the wash. */
export const BOARD_LANES = ['pending', 'inProgress', 'paused', 'finished'] as const satisfies readonly TicketStatusName[];
export type BoardLane = (typeof BOARD_LANES)[number];

/**
 * Cards a board answer carries per lane, soonest delivery first; the lane's total says how many
 * more there are. A car wash works far fewer cars at once: this only keeps a flood of tickets from
 * making every board (and wall screen) read megabytes (docs/security.md).
 */
export const BOARD_LANE_LIMIT = 50;

/** The lane a card is drawn in; a status the board does not know goes to the first lane. */
export function laneOf(status: number): BoardLane {
  const name = isTicketStatus(status) ? ticketStatusName(status) : null;
  return name && name !== 'voided' ? name : 'pending';
}

const laneTotal = z.number().int().min(0);
/** How many cards each lane holds in all, shown or not. */
export const laneTotalsSchema = z.object({ pending: laneTotal, inProgress: laneTotal, paused: laneTotal, finished: laneTotal });
export type LaneTotals = z.infer<typeof laneTotalsSchema>;

export const emptyLaneTotals = (): LaneTotals => ({ pending: 0, inProgress: 0, paused: 0, finished: 0 });

/** A board answer: the first BOARD_LANE_LIMIT cards of each lane, in delivery order, and each lane's total. */
export const boardOf = <Card extends z.ZodType>(card: Card) => z.object({ tickets: z.array(card), totals: laneTotalsSchema });
export interface Board<Card> {
  tickets: Card[];
  totals: LaneTotals;
}

/** Today's board as the organization's people read it: whole cards. */
export const boardSchema = boardOf(ticketSchema);

/**
 * What a wall screen's card draws, and all a wall screen is ever sent (docs/security.md, rules 47
 * and 58): the plate, the service, the state and its times, the delivery and who is responsible
 * (and the creation instant that orders equal deliveries). Nothing about the owner, the driver, the
 * client or their phone, nor the entry, which only the staff's card shows.
 */
export const wallScreenCardSchema = ticketSchema
  .pick({
    id: true,
    status: true,
    serviceType: true,
    endDate: true,
    endTime: true,
    createdAt: true,
    statusSince: true,
    finishedAt: true,
    responsibleName: true,
  })
  .extend({ vehicle: ticketSchema.shape.vehicle.pick({ ppu: true }) });
export type WallScreenCard = z.infer<typeof wallScreenCardSchema>;

/** The wall screen's projection of a card: parsing keeps the schema's fields and drops every other one. */
export function wallScreenCardOf(ticket: Ticket | WallScreenCard): WallScreenCard {
  return wallScreenCardSchema.parse(ticket);
}

/** The wall screen's board (`wallScreen/getBoard`): its serializer, too, drops whatever a card has beyond these fields. */
export const wallScreenBoardSchema = boardOf(wallScreenCardSchema);
export type WallScreenBoard = Board<WallScreenCard>;

export function wallScreenBoardOf(board: Board<Ticket>): WallScreenBoard {
  return { tickets: board.tickets.map(wallScreenCardOf), totals: board.totals };
}
