import type { CommissionRule } from './billing.events';
import { splitProportionally } from './money';
import type { WasherShare } from './ticket-billing.events';

export type CommissionLine = { userId: string; name: string; percent: number; amount: number };

/** The commission a ticket earns in all under the organization's rule. */
export function ticketCommission(rule: CommissionRule, serviceCode: string, amountCharged: number): number {
  switch (rule.kind) {
    case 'percent':
      return Math.round((amountCharged * rule.percent) / 100);
    case 'fixed':
      return rule.amounts[serviceCode] ?? 0;
  }
}

/** Each washer's part of a ticket's commission; the parts add up to the whole, to the peso. */
export function commissionLines(total: number, washers: readonly WasherShare[]): CommissionLine[] {
  const amounts = splitProportionally(
    total,
    washers.map((washer) => washer.percent),
  );
  return washers.map((washer, index) => ({ ...washer, amount: amounts[index] ?? 0 }));
}
