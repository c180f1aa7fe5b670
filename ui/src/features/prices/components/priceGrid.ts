import { VEHICLE_GROUPS, type VehicleGroup } from '@lavado/shared/money/money';
import type { BillingSetup } from '@lavado/shared/money/money.schemas';

export const vehicleGroups = Object.keys(VEHICLE_GROUPS) as VehicleGroup[];

export interface PriceCell {
  inForce: { amount: number; effectiveFrom: string } | null;
  later: { amount: number; effectiveFrom: string }[];
}

/** The price in force and those set for later days, of one service for one vehicle group. */
export function priceCell(setup: BillingSetup, serviceCode: string, vehicleGroup: VehicleGroup): PriceCell {
  const prices = setup.prices.filter((price) => price.serviceCode === serviceCode && price.vehicleGroup === vehicleGroup);
  const inForce = prices.find((price) => price.inForce) ?? null;
  return {
    inForce: inForce && { amount: inForce.amount, effectiveFrom: inForce.effectiveFrom },
    later: prices
      .filter((price) => !price.inForce)
      .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
      .map(({ amount, effectiveFrom }) => ({ amount, effectiveFrom })),
  };
}
