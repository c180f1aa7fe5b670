import type { VehicleType } from '../wash/wash.catalog';
import { at, clientId, vehicle } from '../events/example-values';
import { LOG_SUBJECT, type DataSubject, type EventDeclarations } from '../events/declaration';

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

/**
 * A vehicle's data is its client's; a vehicle no client owns is known only by its own stream (named
 * by a random id; a vehicle registered before pseudonymous streams by its old name, which
 * `privacy:pseudonymize-streams` renames in `data_keys` with the stream).
 */
const vehicleKeeper = (data: { organizationId: string; ppu: string; clientId: string | null; vehicleId?: string }): DataSubject =>
  data.clientId
    ? { kind: 'client', id: data.clientId }
    : {
        kind: 'vehicle',
        id: data.vehicleId ? vehicleStreamId(data.organizationId, data.vehicleId) : legacyVehicleStreamId(data.organizationId, data.ppu),
      };

const vehicleDescription = {
  vehicleId: 'the random id of its stream, which says nothing about the plate',
  brand: 'the make of a car, shared by thousands; personal only with the plate, which is marked',
  model: 'the model of a car, shared by thousands; personal only with the plate, which is marked',
  color: 'the colour of a car; personal only with the plate, which is marked',
} as const;

/** A vehicle: one declaration per event above (docs/conventions.md, "Declaring an event"). */
export const vehicleEventCatalog = {
  VehicleRegistered: {
    readModels: ['vehicles', 'clients'],
    log: {
      describe: (data) => `registró el vehículo ${data.ppu} (${data.brand} ${data.model}, ${data.color})`,
      example: 'registró el vehículo ABCD12 (Toyota Yaris, Rojo)',
    },
    personal: { subject: vehicleKeeper, fields: { ppu: 'plate' } },
    notPersonal: vehicleDescription,
    example: { ...vehicle, clientId: null, registeredAt: at, vehicleId: '0b6f3c2e-8d1a-4f5b-9c7e-2a4d6e8f0a1b' },
  },
  VehicleAssignedToClient: {
    readModels: ['vehicles', 'clients'],
    log: {
      describe: (data) => `asignó el vehículo ${data.ppu} al cliente ${LOG_SUBJECT}`,
      subject: (data) => ({ kind: 'client', id: data.clientId }),
      example: 'asignó el vehículo ABCD12 al cliente {sujeto}',
    },
    personal: { subject: vehicleKeeper, fields: { ppu: 'plate' } },
    notPersonal: vehicleDescription,
    example: { ...vehicle, clientId, vehicleId: '0b6f3c2e-8d1a-4f5b-9c7e-2a4d6e8f0a1b' },
  },
} as const satisfies EventDeclarations<VehicleEvent>;
