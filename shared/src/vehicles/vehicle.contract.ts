import { z } from 'zod';
import { apiRoute } from '../api/route';
import { statusMessageResponse } from '../identity/auth.schemas';
import { createVehicleBody, vehicleByPlateBody, vehicleSchema, vehiclesOfClientsBody, vehicleWithClientSchema } from './vehicle.schemas';

export const vehicleApi = {
  findVehicleByPlate: apiRoute('vehicle/getVehicleByPpu', vehicleByPlateBody, vehicleWithClientSchema),
  listVehiclesOfClients: apiRoute('vehicle/getClientsVehiclesByIds', vehiclesOfClientsBody, z.array(vehicleSchema)),
  registerVehicle: apiRoute(
    'vehicle/createClientsVehicle',
    createVehicleBody,
    statusMessageResponse.extend({ vehicle: vehicleWithClientSchema }),
  ),
} as const;
