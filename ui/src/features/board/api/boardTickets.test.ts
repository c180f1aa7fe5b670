import { emptyLaneTotals, laneOf, type Board } from '@lavado/shared/wash/board';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { describe, expect, it } from 'vitest';
import { ticketCard } from '../testing/ticketCard';
import { applyTicketChange as applyToBoard, belongsOnBoard, isOverdue } from './boardTickets';

const today = '2025-06-02';
const ids = (tickets: readonly Ticket[]) => tickets.map((ticket) => ticket.id);

/** A board that holds every card of its lanes. */
function wholeBoard(tickets: Ticket[]): Board<Ticket> {
  const totals = emptyLaneTotals();
  for (const ticket of tickets) totals[laneOf(ticket.status)] += 1;
  return { tickets, totals };
}

/** The cards after a change, on a board that held them all (it always can tell). */
function applyTicketChange(tickets: Ticket[], changed: Ticket, today: string): Ticket[] {
  const board = applyToBoard(wholeBoard(tickets), changed, today, 'TicketStarted');
  if (!board) throw new Error('a board that holds every card can always apply a change');
  return board.tickets;
}

describe('applyTicketChange', () => {
  const early = ticketCard({ id: 'a', endDate: today, endTime: '09:00' });
  const late = ticketCard({ id: 'c', endDate: today, endTime: '17:00' });

  it('inserts a new card in delivery order', () => {
    const noon = ticketCard({ id: 'b', endDate: today, endTime: '12:00' });
    expect(ids(applyTicketChange([early, late], noon, today))).toEqual(['a', 'b', 'c']);
  });

  it('replaces a changed card and moves it when its delivery moved', () => {
    const started = { ...early, status: 2, endTime: '18:00' };
    const board = applyTicketChange([early, late], started, today);
    expect(ids(board)).toEqual(['c', 'a']);
    expect(board[1]?.status).toBe(2);
  });

  it('keeps a card finished today on the board, and removes one finished on another day', () => {
    const finishedToday = { ...late, status: 4, finishedAt: '2025-06-02T20:00:00.000Z', statusSince: '2025-06-02T20:00:00.000Z' };
    expect(ids(applyTicketChange([early, late], finishedToday, today))).toEqual(['a', 'c']);
    expect(applyTicketChange([early, late], finishedToday, today)[1]?.status).toBe(4);
    // 01:30 UTC on the 3rd is still the 2nd in Chile (UTC-4); 04:30 UTC is past Chile's midnight.
    expect(ids(applyTicketChange([early], { ...late, status: 4, finishedAt: '2025-06-03T01:30:00.000Z' }, today))).toEqual(['a', 'c']);
    expect(ids(applyTicketChange([early, late], { ...late, status: 4, finishedAt: '2025-06-03T04:30:00.000Z' }, today))).toEqual(['a']);
  });

  it('leaves out a card due after today, and takes one out that moved to another day', () => {
    expect(ids(applyTicketChange([early], ticketCard({ id: 'tomorrow', endDate: '2025-06-03' }), today))).toEqual(['a']);
    expect(ids(applyTicketChange([early, late], { ...early, endDate: '2025-06-03' }, today))).toEqual(['c']);
  });

  it('keeps overdue cards of earlier days, first', () => {
    const yesterday = ticketCard({ id: 'y', endDate: '2025-06-01', endTime: '23:00' });
    expect(ids(applyTicketChange([early, late], yesterday, today))).toEqual(['y', 'a', 'c']);
  });

  it('orders equal deliveries by creation', () => {
    const newer = ticketCard({ id: 'n', endDate: today, endTime: '09:00', createdAt: '2025-06-02T12:00:00.000Z' });
    const older = ticketCard({ id: 'o', endDate: today, endTime: '09:00', createdAt: '2025-06-02T11:00:00.000Z' });
    expect(ids(applyTicketChange([newer], older, today))).toEqual(['o', 'n']);
  });
});

describe('applyTicketChange on a board that holds the first cards of a lane only', () => {
  const LIMIT = 2;
  const at = (time: string, overrides: Partial<Ticket> = {}) =>
    ticketCard({ id: time, endDate: today, endTime: time, createdAt: `2025-06-02T10:${time.slice(3)}:00.000Z`, ...overrides });
  // Pending has 5 cards, the board holds the first 2; In Progress holds its only card.
  const board: Board<Ticket> = {
    tickets: [at('08:00'), at('09:00'), at('08:30', { status: 2 })].sort((a, b) => a.endTime.localeCompare(b.endTime)),
    totals: { pending: 5, inProgress: 1, paused: 0, finished: 0 },
  };
  const apply = (changed: Ticket, change: string) => applyToBoard(board, changed, today, change, LIMIT);

  it('counts a new card that comes after the held ones, and holds one that comes before, letting the last held one go', () => {
    expect(apply(at('10:00'), 'TicketCreated')).toEqual({ tickets: board.tickets, totals: { ...board.totals, pending: 6 } });
    const early = apply(at('07:00'), 'TicketCreated');
    expect(ids(early!.tickets)).toEqual(['07:00', '08:00', '08:30']);
    expect(early!.totals.pending).toBe(6);
  });

  it('replaces a held card that stays in its lane, in its place', () => {
    const noticed = apply({ ...at('09:00'), observations: 'avisado' }, 'TicketCustomerNotified');
    expect(ids(noticed!.tickets)).toEqual(['08:00', '08:30', '09:00']);
    expect(noticed!.totals).toEqual(board.totals);
  });

  it('reads the board again when a held card leaves a lane that has cards it does not hold', () => {
    expect(apply({ ...at('08:00'), status: 2 }, 'TicketStarted')).toBeNull();
  });

  it('reads the board again for a change of a card it does not hold, which may be one of those not held', () => {
    expect(apply({ ...at('11:00'), status: 2 }, 'TicketStarted')).toBeNull();
  });

  it('moves a card into a lane that holds all of its cards, counting both lanes', () => {
    const whole: Board<Ticket> = {
      tickets: [at('08:00'), at('08:30', { status: 2 })],
      totals: { pending: 1, inProgress: 1, paused: 0, finished: 0 },
    };
    const started = applyToBoard(whole, { ...at('08:00'), status: 2 }, today, 'TicketStarted', LIMIT);
    expect(started).toEqual({
      tickets: [{ ...at('08:00'), status: 2 }, at('08:30', { status: 2 })],
      totals: { pending: 0, inProgress: 2, paused: 0, finished: 0 },
    });
    // A third card in a full lane: the lane holds its first two and counts three.
    const third = applyToBoard(started!, { ...at('07:00'), status: 2 }, today, 'TicketStarted', LIMIT);
    expect(ids(third!.tickets)).toEqual(['07:00', '08:00']);
    expect(third!.totals.inProgress).toBe(3);
  });
});

describe('belongsOnBoard', () => {
  it('holds open tickets due today or earlier and the tickets finished today', () => {
    expect(belongsOnBoard(ticketCard({ status: 1, endDate: today }), today)).toBe(true);
    expect(belongsOnBoard(ticketCard({ status: 3, endDate: '2025-05-30' }), today)).toBe(true);
    expect(belongsOnBoard(ticketCard({ status: 4, endDate: today, finishedAt: '2025-06-01T15:00:00.000Z' }), today)).toBe(false);
    expect(belongsOnBoard(ticketCard({ status: 4, endDate: '2025-06-05', finishedAt: '2025-06-02T15:00:00.000Z' }), today)).toBe(true);
    expect(belongsOnBoard(ticketCard({ status: 1, endDate: '2025-06-03' }), today)).toBe(false);
  });
});

describe('isOverdue', () => {
  it('marks a delivery whose time has passed', () => {
    const card = ticketCard({ endDate: today, endTime: '10:30' });
    expect(isOverdue(card, { date: today, time: '10:29' })).toBe(false);
    expect(isOverdue(card, { date: today, time: '10:30' })).toBe(false);
    expect(isOverdue(card, { date: today, time: '10:31' })).toBe(true);
    expect(isOverdue(card, { date: '2025-06-03', time: '00:00' })).toBe(true);
  });
});
