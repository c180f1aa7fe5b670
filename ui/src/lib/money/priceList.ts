import type { VehicleGroup } from '@lavado/shared/money/money';
import type { BillingSetup } from '@lavado/shared/money/money.schemas';

/** The price in force today of a service for a vehicle group, as the price list answers it; null when it has none. */
export function priceInForce(setup: BillingSetup, serviceCode: string, vehicleGroup: VehicleGroup): number | null {
  return (
    setup.prices.find((price) => price.serviceCode === serviceCode && price.vehicleGroup === vehicleGroup && price.inForce)?.amount ?? null
  );
}
