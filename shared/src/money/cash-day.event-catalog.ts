import { amounts, at, clientId, organizationId } from '../events/example-values';
import type { EventDeclarations } from '../events/declaration';
import type { CashDayEvent } from './cash-day.events';

/**
 * A business day's cash (`cash-day.events.ts`): one declaration per event (docs/conventions.md,
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
