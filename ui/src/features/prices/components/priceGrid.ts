import type { PriceCell as PriceChange } from '@lavado/shared/money/billing.decider';
import { VEHICLE_GROUPS, type VehicleGroup } from '@lavado/shared/money/money';
import type { BillingSetup } from '@lavado/shared/money/money.schemas';
import { typedPositiveAmount } from '../../../lib/money/amounts';
import { priceInForce } from '../../../lib/money/priceList';

export const vehicleGroups = Object.keys(VEHICLE_GROUPS) as VehicleGroup[];

/** A cell of the grid: a service for a vehicle group. */
export type CellKey = `${string}|${VehicleGroup}`;
export const cellKey = (serviceCode: string, vehicleGroup: VehicleGroup): CellKey => `${serviceCode}|${vehicleGroup}`;

/** What was typed in each cell touched since the last save, as the amount field gives it ('' when emptied). */
export type PriceDrafts = Partial<Record<CellKey, number | string>>;

/** The prices set for later days, of one service for one vehicle group, soonest first. */
export function laterPrices(setup: BillingSetup, serviceCode: string, vehicleGroup: VehicleGroup) {
  return setup.prices
    .filter((price) => price.serviceCode === serviceCode && price.vehicleGroup === vehicleGroup && !price.inForce)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
    .map(({ amount, effectiveFrom }) => ({ amount, effectiveFrom }));
}

export interface DraftCheck {
  /** The cells whose typed amount differs from the price in force, in the grid's order, in the currency's minor unit. */
  changes: PriceChange[];
  /** The cells whose typed amount cannot be a price, each with why. */
  problems: Partial<Record<CellKey, string>>;
}

/**
 * The grid's drafts checked with the shared amount schema: a cell emptied where there was no price
 * is no change (a price cannot be removed, only replaced, so emptying one that has a price is refused).
 */
export function checkDrafts(setup: BillingSetup, drafts: PriceDrafts): DraftCheck {
  const amount = typedPositiveAmount(setup.currency);
  const changes: PriceChange[] = [];
  const problems: DraftCheck['problems'] = {};
  for (const { code: serviceCode } of setup.services) {
    for (const vehicleGroup of vehicleGroups) {
      const key = cellKey(serviceCode, vehicleGroup);
      const typed = drafts[key];
      if (typed === undefined) continue;
      const inForce = priceInForce(setup, serviceCode, vehicleGroup);
      if (typed === '' && inForce === null) continue;
      const parsed = amount.safeParse(typed);
      if (!parsed.success) problems[key] = parsed.error.issues[0]?.message ?? '';
      else if (parsed.data !== inForce) changes.push({ serviceCode, vehicleGroup, amount: parsed.data });
    }
  }
  return { changes, problems };
}
