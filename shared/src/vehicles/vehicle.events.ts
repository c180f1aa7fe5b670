import type { VehicleType } from '../wash/wash.catalog';

export type VehicleDetails = { type: VehicleType; brand: string; model: string; color: string };

export type VehicleEvent =
  | {
      type: 'VehicleRegistered';
      /** `vehicleId`: the random id its stream is named by (absent on vehicles registered before pseudonymous streams). */
      data: VehicleDetails & { organizationId: string; ppu: string; clientId: string | null; registeredAt: string; vehicleId?: string };
    }
  | {
      type: 'VehicleAssignedToClient';
      data: VehicleDetails & { organizationId: string; ppu: string; clientId: string; vehicleId?: string };
    };

export type VehicleEventType = VehicleEvent['type'];
export const vehicleEventTypes: readonly VehicleEventType[] = ['VehicleRegistered', 'VehicleAssignedToClient'];

/**
 * A vehicle's stream: `vehicle-<org>-<random id>`, the one its plate finds through the pseudonymous
 * names (`shared/src/privacy/stream-pseudonyms.ts`), which keep a plate unique within an organization.
 */
export const vehicleStreamId = (organizationId: string, vehicleId: string) => `vehicle-${organizationId.toLowerCase()}-${vehicleId}`;

/** The random id in a vehicle's stream name. */
export const vehicleIdOf = (streamId: string) => streamId.slice(streamId.length - 36);

/** The stream name a vehicle had before pseudonymous streams, which held its plate. */
export const legacyVehicleStreamId = (organizationId: string, ppu: string) => `vehicle-${organizationId}-${ppu.toUpperCase()}`;
