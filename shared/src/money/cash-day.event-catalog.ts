import type { EventDeclarations } from '../events/declaration';
import type { CashDayEvent } from './cash-day.events';

/**
 * A business day's cash (`cash-day.events.ts`): one declaration per event (docs/conventions.md,
 * "Declaring an event"). Not in the SA's log: the cash is the organization's.
 */
export const cashDayEventCatalog = {
  BusinessDayOpened: { readModels: ['money'], log: null, personal: null },
  BusinessDayClosed: {
    readModels: ['money'],
    log: null,
    // Whoever closed the day typed it, about the day's cash: it is the organization's.
    personal: { subject: (data) => ({ kind: 'organization', id: data.organizationId }), fields: { note: 'freeText' } },
  },
} as const satisfies EventDeclarations<CashDayEvent>;
