import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { ORGANIZATION_MEMBERS } from '../auth/roles';
import { statusMessageResponse } from '../identity/auth.schemas';
import { createVehicleBody, vehicleByPlateBody, vehicleSchema, vehiclesOfClientsBody, vehicleWithClientSchema } from './vehicle.schemas';

export const vehicleApi = {
  findVehicleByPlate: apiRead({
    path: 'vehicle/getVehicleByPpu',
    action: 'Buscar vehículo por patente',
    access: ORGANIZATION_MEMBERS,
    body: vehicleByPlateBody,
    response: vehicleWithClientSchema,
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
