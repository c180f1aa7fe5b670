import { describe, expect, it } from 'vitest';
import { given } from '../../../tests/support/given';
import { cashDayDecider, cashDayMessages, earliestCashDay, type CashDayCommand } from './cash-day.decider';
import type { CashDayEvent } from './cash-day.events';
import type { BillingActor } from './ticket-billing.decider';
import { zeroByMethod } from './money';

const now = new Date('2026-11-25T23:00:00.000Z');
const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const day = '2026-11-25';
const admin: BillingActor = { userId: 'u-admin', role: 'AD' };
const opened: CashDayEvent = { type: 'BusinessDayOpened', data: { organizationId, day, openingCash: 20000, openedAt: now.toISOString() } };
const close = (overrides: Partial<Extract<CashDayCommand, { type: 'CloseDay' }>> = {}): CashDayCommand => ({
  type: 'CloseDay',
  organizationId,
  day,
  today: day,
  actor: admin,
  payments: [
    { paymentId: 'p-1', method: 'cash', amount: 30000, currency: 'CLP' },
    { paymentId: 'p-2', method: 'debit', amount: 25980, currency: 'CLP' },
    { paymentId: 'p-3', method: 'cash', amount: 15000, currency: 'CLP' },
  ],
  currency: 'CLP',
  counted: { ...zeroByMethod(), cash: 64000, debit: 25980 },
  note: ' faltan mil ',
  cashCount: null,
  now,
  ...overrides,
});
const refusal = (kind: string, message: string) => expect.objectContaining({ kind, message });

describe('cash day decider', () => {
  it('opens a day with the float in the drawer, once', () => {
    const open: CashDayCommand = { type: 'OpenDay', organizationId, day, today: day, actor: admin, openingCash: 20000, now };
    expect(given(cashDayDecider, []).when(open)).toEqual([opened]);
    expect(() => given(cashDayDecider, [opened]).when(open)).toThrow(refusal('conflict', cashDayMessages.alreadyOpen));
  });

  it('closes with expected (the payments it names, plus the float) against counted, per method and in all', () => {
    expect(given(cashDayDecider, [opened]).when(close())).toEqual([
      {
        type: 'BusinessDayClosed',
        data: {
          organizationId,
          day,
          expected: { ...zeroByMethod(), cash: 65000, debit: 25980 },
          counted: { ...zeroByMethod(), cash: 64000, debit: 25980 },
          difference: { ...zeroByMethod(), cash: -1000 },
          totalDifference: -1000,
          note: 'faltan mil',
          closedAt: now.toISOString(),
          currency: 'CLP',
          paymentIds: ['p-1', 'p-2', 'p-3'],
        },
      },
    ]);
  });

  it('records a count by notes and coins that adds up to the cash counted: the denominations above zero, largest first', () => {
    // 64.000 = 2 × 20.000 + 2 × 10.000 + 7 × 500 + 5 × 100
    const cashCount = [
      { denomination: 500, quantity: 7 },
      { denomination: 20000, quantity: 2 },
      { denomination: 1000, quantity: 0 },
      { denomination: 100, quantity: 5 },
      { denomination: 10000, quantity: 2 },
    ] as const;
    const [event] = given(cashDayDecider, [opened]).when(close({ cashCount: [...cashCount] }));
    expect(event?.type === 'BusinessDayClosed' && event.data.cashCount).toEqual([
      { denomination: 20000, quantity: 2 },
      { denomination: 10000, quantity: 2 },
      { denomination: 500, quantity: 7 },
      { denomination: 100, quantity: 5 },
    ]);
    // A close typed as one amount records no count at all.
    const [typed] = given(cashDayDecider, [opened]).when(close());
    expect(typed?.type === 'BusinessDayClosed' && 'cashCount' in typed.data).toBe(false);
  });

  it('refuses a count by notes and coins that does not add up to the cash counted, repeats a note, or is not in pesos', () => {
    const offByTen = [
      { denomination: 20000, quantity: 3 },
      { denomination: 1000, quantity: 3 },
      { denomination: 500, quantity: 1 },
      { denomination: 100, quantity: 4 },
      { denomination: 10, quantity: 9 },
    ] as const;
    expect(() => given(cashDayDecider, [opened]).when(close({ cashCount: [...offByTen] }))).toThrow(
      refusal('validation', cashDayMessages.countMismatch),
    );
    const repeated = [
      { denomination: 20000, quantity: 2 },
      { denomination: 20000, quantity: 1 },
      { denomination: 1000, quantity: 4 },
    ] as const;
    expect(() => given(cashDayDecider, [opened]).when(close({ cashCount: [...repeated] }))).toThrow(
      refusal('validation', cashDayMessages.countRepeated),
    );
    const exact = [
      { denomination: 20000, quantity: 3 },
      { denomination: 1000, quantity: 4 },
    ] as const;
    expect(given(cashDayDecider, [opened]).when(close({ cashCount: [...exact] }))).toHaveLength(1);
    expect(() => given(cashDayDecider, [opened]).when(close({ currency: 'EUR', cashCount: [...exact] }))).toThrow(
      refusal('validation', cashDayMessages.countNotInPesos),
    );
  });

  it('expects in the drawer only payments in its currency; one in another currency is named, never added to it', () => {
    const payments = [
      { paymentId: 'p-1', method: 'cash', amount: 30000, currency: 'CLP' },
      { paymentId: 'p-eur', method: 'cash', amount: 1500, currency: 'EUR' },
    ] as const;
    const [event] = given(cashDayDecider, [opened]).when(close({ payments: [...payments] }));
    expect(event?.type === 'BusinessDayClosed' && event.data).toMatchObject({
      currency: 'CLP',
      expected: { ...zeroByMethod(), cash: 50000 },
      paymentIds: ['p-1', 'p-eur'],
    });
  });

  it('counts exactly the payments it is given: a day with none expects the float only', () => {
    const [event] = given(cashDayDecider, [opened]).when(close({ payments: [] }));
    expect(event?.type === 'BusinessDayClosed' && event.data).toMatchObject({
      expected: { ...zeroByMethod(), cash: 20000 },
      paymentIds: [],
    });
  });

  it('a day never opened closes as if its drawer started empty', () => {
    const [event] = given(cashDayDecider, []).when(close());
    expect(event?.type === 'BusinessDayClosed' && event.data.expected.cash).toBe(45000);
  });

  it('a closed day is locked: it cannot be opened or closed again', () => {
    const [closed] = given(cashDayDecider, [opened]).when(close());
    expect(() => given(cashDayDecider, [opened, closed!]).when(close())).toThrow(refusal('conflict', cashDayMessages.closed));
    expect(() =>
      given(cashDayDecider, [opened, closed!]).when({
        type: 'OpenDay',
        organizationId,
        day,
        today: day,
        actor: admin,
        openingCash: 0,
        now,
      }),
    ).toThrow(refusal('conflict', cashDayMessages.closed));
  });

  it('only an AD opens or closes the cash, and never for a day still to come', () => {
    expect(() => given(cashDayDecider, [opened]).when(close({ actor: { userId: 'u-ana', role: 'EM' } }))).toThrow(
      refusal('forbidden', cashDayMessages.adminOnly),
    );
    expect(() => given(cashDayDecider, []).when(close({ day: '2026-11-26' }))).toThrow(refusal('validation', cashDayMessages.future));
  });

  it('opens and closes today and the 7 days before it, never an older day', () => {
    const open = (day: string): CashDayCommand => ({ type: 'OpenDay', organizationId, day, today: day, actor: admin, openingCash: 0, now });
    const weekAgo = '2026-11-18';
    expect(earliestCashDay(day)).toBe(weekAgo);
    expect(given(cashDayDecider, []).when({ ...open(weekAgo), today: day })).toHaveLength(1);
    expect(given(cashDayDecider, []).when(close({ day: weekAgo }))).toHaveLength(1);
    for (const tooOld of ['2026-11-17', '2026-01-01', '2000-01-01']) {
      expect(() => given(cashDayDecider, []).when({ ...open(tooOld), today: day })).toThrow(
        refusal('validation', cashDayMessages.outsideWindow),
      );
      expect(() => given(cashDayDecider, [opened]).when(close({ day: tooOld }))).toThrow(
        refusal('validation', cashDayMessages.outsideWindow),
      );
    }
    expect(cashDayMessages.outsideWindow).toBe('Solo se puede abrir o cerrar la caja de hoy y de los 7 días anteriores.');
    // Across a month and a year boundary, on the calendar, whatever the clock's zone.
    expect(earliestCashDay('2026-03-03')).toBe('2026-02-24');
    expect(earliestCashDay('2027-01-05')).toBe('2026-12-29');
  });
});
