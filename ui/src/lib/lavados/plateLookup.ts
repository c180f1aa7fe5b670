import { vehicleApi } from '@lavado/shared/vehicles/vehicle.contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type VehicleWithClient } from '@lavado/shared/vehicles/vehicle.schemas';
import { ApiError, call } from '../api/apiClient';
import { sessionOrganizationId } from './organizationScope';
import { isCompletePlate } from './plate';

type Owner = NonNullable<VehicleWithClient['client']>;

const plateKeys = {
  lookup: (ppu: string) => ['vehicle', 'plateLookup', ppu] as const,
};

/** The three answers of a plate search (docs/specification.md#states-and-transitions). */
export type PlateLookup =
  | { kind: 'unregistered'; message: string }
  | { kind: 'withoutClient'; vehicle: VehicleWithClient }
  | { kind: 'withClient'; vehicle: VehicleWithClient; owner: Owner };

/** `vehicle/getVehicleByPpu`; an unknown plate is an answer (404 with the server's message), not a failure. */
export async function lookUpPlate(ppu: string): Promise<PlateLookup> {
  try {
    const vehicle = await call(vehicleApi.findVehicleByPlate, { organizationId: sessionOrganizationId(), ppu });
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

/** How long typing must pause before a complete plate is looked up. */
export const PLATE_LOOKUP_PAUSE_MS = 350;

export type TypedPlateLookup =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; plate: string; result: PlateLookup }
  | { status: 'failed'; error: unknown };

/** Looks `plate` up as it is typed: once it is complete and the typing paused; a plate edited since is not answered for. */
export function usePlateLookupAsTyped(plate: string): TypedPlateLookup {
  const [settled] = useDebouncedValue(plate, PLATE_LOOKUP_PAUSE_MS);
  const complete = isCompletePlate(plate);
  const ready = complete && settled === plate;
  const query = useQuery({
    queryKey: plateKeys.lookup(settled),
    queryFn: () => lookUpPlate(settled),
    enabled: ready,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (!complete) return { status: 'idle' };
  if (!ready || query.isPending) return { status: 'searching' };
  if (query.isError) return { status: 'failed', error: query.error };
  return { status: 'found', plate: settled, result: query.data };
}
