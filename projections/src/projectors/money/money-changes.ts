import { MONEY_CHANGED, type MoneyChangedPayload } from '@lavado/shared/money/money-feed';
import type { FeedItem } from '@lavado/shared/realtime/feed';
import type { MoneyState } from './state';

/**
 * What the batch changed, per organization, as the feed pushes it to that organization's members
 * (`MONEY_CHANGED`): the tickets whose money changed and the business days whose cash did, ids only.
 */
export function moneyChangesOf(state: MoneyState): FeedItem[] {
  const changes = new Map<string, { ticketIds: Set<string>; days: Set<string> }>();
  const of = (organizationId: string) => {
    const change = changes.get(organizationId) ?? { ticketIds: new Set<string>(), days: new Set<string>() };
    changes.set(organizationId, change);
    return change;
  };
  for (const ticketId of state.changedCharges) {
    const charge = state.charges.get(ticketId)!;
    const change = of(charge.organizationId);
    change.ticketIds.add(ticketId);
    // The cash day shows what the tickets finished on it were charged.
    if (charge.finishedDay) change.days.add(charge.finishedDay);
  }
  for (const key of state.changedDays) {
    const day = state.days.get(key)!;
    of(day.organizationId).days.add(day.day);
  }
  for (const payment of state.payments.values()) if (payment.recorded) of(payment.organizationId).days.add(payment.businessDay);
  for (const change of state.commissionChanges) of(change.organizationId).days.add(change.day);
  return [...changes].map(([organizationId, change]) => {
    const payload: MoneyChangedPayload = { ticketIds: [...change.ticketIds].sort(), days: [...change.days].sort() };
    return { organizationId, topic: MONEY_CHANGED, payload };
  });
}
