import type { VehicleType } from '../wash/wash.catalog';

export type VehicleDetails = { type: VehicleType; brand: string; model: string; color: string };

export type VehicleEvent =
  | {
      type: 'VehicleRegistered';
      data: VehicleDetails & { organizationId: string; ppu: string; clientId: string | null; registeredAt: string };
    }
  | { type: 'VehicleAssignedToClient'; data: VehicleDetails & { organizationId: string; ppu: string; clientId: string } };

export type VehicleEventType = VehicleEvent['type'];
export const vehicleEventTypes: readonly VehicleEventType[] = ['VehicleRegistered', 'VehicleAssignedToClient'];

/** The stream id makes a plate unique within an organization (created with no_stream). */
export const vehicleStreamId = (organizationId: string, ppu: string) => `vehicle-${organizationId}-${ppu.toUpperCase()}`;
