import type { AmountsByMethod, Currency, DenominationCount } from './money';
import { amounts, at, clientId, organizationId } from '../events/example-values';
import type { EventDeclarations } from '../events/declaration';

/** A business day's cash: opened with the float in the drawer, closed once with what was counted. */
export type CashDayEvent =
  | { type: 'BusinessDayOpened'; data: { organizationId: string; day: string; openingCash: number; openedAt: string } }
  | {
      type: 'BusinessDayClosed';
      data: {
        organizationId: string;
        day: string;
        /** What the payments of the day (plus the opening float, for cash) say should be there. */
        expected: AmountsByMethod;
        counted: AmountsByMethod;
        /** counted − expected, per method and in all. */
        difference: AmountsByMethod;
        totalDifference: number;
        note: string;
        closedAt: string;
        /** The drawer's currency, which every amount of the close is in. Absent from closes stored before it was recorded. */
        currency?: Currency;
        /**
         * The payments `expected` counts. Any other payment of the day (stored after the close, even
         * one decided while the day was open) is shown after the close. Absent from closes stored
         * before it was recorded.
         */
        paymentIds?: string[];
        /**
         * The cash counted by notes and coins, when the AD counted that way (pesos only): each denomination with a
         * quantity above zero, largest first, adding up to `counted.cash`. Absent when the cash was typed as one amount.
         */
        cashCount?: DenominationCount[];
      };
    };

export type CashDayEventType = CashDayEvent['type'];
export const cashDayEventTypes: readonly CashDayEventType[] = ['BusinessDayOpened', 'BusinessDayClosed'];

export const cashDayStreamId = (organizationId: string, day: string) => `cash-day-${organizationId}-${day}`;

/**
 * A business day's cash: one declaration per event above (docs/conventions.md,
 * "Declaring an event"). Not in the SA's log: the cash is the organization's.
 */
export const cashDayEventCatalog = {
  BusinessDayOpened: {
    readModels: ['money'],
    log: null,
    personal: null,
    example: { organizationId, day: '2026-11-21', openingCash: 20000, openedAt: at },
  },
  BusinessDayClosed: {
    readModels: ['money'],
    log: null,
    // Whoever closed the day typed it, about the day's cash: it is the organization's.
    personal: { subject: (data) => ({ kind: 'organization', id: data.organizationId }), fields: { note: 'freeText' } },
    example: {
      organizationId,
      day: '2026-11-21',
      expected: amounts,
      counted: amounts,
      difference: { ...amounts, cash: 0 },
      totalDifference: 0,
      note: 'Faltó sencillo, lo repuso Ana',
      closedAt: at,
      paymentIds: [clientId],
      currency: 'CLP',
      cashCount: [
        { denomination: 500, quantity: 1 },
        { denomination: 100, quantity: 5 },
      ],
    },
  },
} as const satisfies EventDeclarations<CashDayEvent>;
