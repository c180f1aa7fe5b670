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
    log: { describe: (data) => `registró el vehículo ${data.ppu} (${data.brand} ${data.model}, ${data.color})` },
    personal: { subject: vehicleKeeper, fields: { ppu: 'plate' } },
    notPersonal: vehicleDescription,
  },
  VehicleAssignedToClient: {
    readModels: ['vehicles', 'clients'],
    log: {
      describe: (data) => `asignó el vehículo ${data.ppu} al cliente ${LOG_SUBJECT}`,
      subject: (data) => ({ kind: 'client', id: data.clientId }),
    },
    personal: { subject: vehicleKeeper, fields: { ppu: 'plate' } },
    notPersonal: vehicleDescription,
  },
} as const satisfies EventDeclarations<VehicleEvent>;
