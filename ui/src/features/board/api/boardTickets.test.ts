import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { describe, expect, it } from 'vitest';
import { ticketCard } from '../testing/ticketCard';
import { applyTicketChange, belongsOnBoard, isOverdue } from './boardTickets';

const today = '2025-06-02';
const ids = (tickets: readonly Ticket[]) => tickets.map((ticket) => ticket.id);

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
