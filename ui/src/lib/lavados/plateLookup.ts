import { vehicleApi } from '@lavado/shared/vehicles/vehicle.contract';
import { useMutation } from '@tanstack/react-query';
import { type VehicleWithClient } from '@lavado/shared/vehicles/vehicle.schemas';
import { ApiError, call } from '../api/apiClient';
import { sessionOrganizationId } from './organizationScope';

type Owner = NonNullable<VehicleWithClient['client']>;

/** The three answers of a plate search (docs/specification.md#states-and-transitions). */
export type PlateLookup =
  | { kind: 'unregistered'; message: string }
  | { kind: 'withoutClient'; vehicle: VehicleWithClient }
  | { kind: 'withClient'; vehicle: VehicleWithClient; owner: Owner };

/** `vehicle/getVehicleByPpu`; an unknown plate is an answer (404 with the server's message), not a failure. */
export async function lookUpPlate(ppu: string): Promise<PlateLookup> {
  try {
    const vehicle = await call(vehicleApi.getVehicleByPpu, { organizationId: sessionOrganizationId(), ppu });
    return vehicle.client ? { kind: 'withClient', vehicle, owner: vehicle.client } : { kind: 'withoutClient', vehicle };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'rejected' && error.status === 404)
      return { kind: 'unregistered', message: error.message };
    throw error;
  }
}

/** A search the user starts with a button, so it runs as a mutation: pending state, no cache. */
export function usePlateLookup() {
  return useMutation({ mutationFn: lookUpPlate });
}
