import { at, clientId, vehicle } from '../events/example-values';
import { LOG_SUBJECT, type DataSubject, type EventDeclarations } from '../events/declaration';
import { legacyVehicleStreamId, vehicleStreamId, type VehicleEvent } from './vehicle.events';

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

/** A vehicle (`vehicle.events.ts`): one declaration per event (docs/conventions.md, "Declaring an event"). */
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
