import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { ORGANIZATION_MEMBERS } from '../auth/roles';
import { statusMessageResponse } from '../identity/auth.schemas';
import { createVehicleBody, vehicleByPlateBody, vehicleSchema, vehiclesOfClientsBody, vehicleWithClientSchema } from './vehicle.schemas';

export const vehicleApi = {
  /** The spec's lookup: an unknown plate is a 404 with 'Vehiculo no registrado.' (docs/specification.md#error-catalogue). */
  findVehicleByPlate: apiRead({
    path: 'vehicle/getVehicleByPpu',
    action: 'Buscar vehículo por patente',
    access: ORGANIZATION_MEMBERS,
    body: vehicleByPlateBody,
    response: vehicleWithClientSchema,
  }),
  /** The same lookup for this product's screens, where a new plate is an ordinary answer (`vehicle: null`), not an error. */
  lookUpPlate: apiRead({
    path: 'vehicle/lookUpPlate',
    action: 'Consultar patente',
    access: ORGANIZATION_MEMBERS,
    body: vehicleByPlateBody,
    response: z.object({ vehicle: vehicleWithClientSchema.nullable() }),
  }),
  listVehiclesOfClients: apiRead({
    path: 'vehicle/getClientsVehiclesByIds',
    action: 'Ver vehículos de clientes',
    access: ORGANIZATION_MEMBERS,
    body: vehiclesOfClientsBody,
    response: z.array(vehicleSchema),
  }),
  registerVehicle: apiCommand({
    path: 'vehicle/createClientsVehicle',
    action: 'Registrar vehículo',
    access: ORGANIZATION_MEMBERS,
    body: createVehicleBody,
    response: statusMessageResponse.extend({ vehicle: vehicleWithClientSchema }),
    waitsFor: ['vehicles', 'clients'],
  }),
} as const;
