import { vehicleApi } from '@lavado/shared/vehicles/vehicle.contract';
import { vehicleMessages } from '@lavado/shared/vehicles/vehicle.decider';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type VehicleWithClient } from '@lavado/shared/vehicles/vehicle.schemas';
import { call } from '../api/apiClient';
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

/** `vehicle/lookUpPlate`: an unknown plate is an ordinary answer, worded as the spec's lookup words it. */
async function lookUpPlate(ppu: string): Promise<PlateLookup> {
  const { vehicle } = await call(vehicleApi.lookUpPlate, { organizationId: sessionOrganizationId(), ppu });
  if (!vehicle) return { kind: 'unregistered', message: vehicleMessages.notFound };
  return vehicle.client ? { kind: 'withClient', vehicle, owner: vehicle.client } : { kind: 'withoutClient', vehicle };
}

/** How long typing must pause before a complete plate is looked up. */
export const PLATE_LOOKUP_PAUSE_MS = 350;

export type TypedPlateLookup =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; plate: string; result: PlateLookup }
  | { status: 'failed'; error: unknown };

/**
 * Looks `plate` up as it is typed: once it is complete and the typing paused, or at once after
 * `hurry` (a Buscar button); a plate edited since is not answered for.
 */
export function usePlateLookupAsTyped(plate: string): TypedPlateLookup & { hurry: () => void } {
  const [settled] = useDebouncedValue(plate, PLATE_LOOKUP_PAUSE_MS);
  const [hurried, setHurried] = useState<string | null>(null);
  const complete = isCompletePlate(plate);
  const ready = complete && (settled === plate || hurried === plate);
  const query = useQuery({
    queryKey: plateKeys.lookup(plate),
    queryFn: () => lookUpPlate(plate),
    enabled: ready,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const hurry = () => setHurried(plate);
  if (!complete) return { status: 'idle', hurry };
  if (!ready || query.isPending) return { status: 'searching', hurry };
  if (query.isError) return { status: 'failed', error: query.error, hurry };
  return { status: 'found', plate, result: query.data, hurry };
}
