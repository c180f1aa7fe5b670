import { z } from 'zod';
import { apiRoute } from '../api/route';
import { statusMessageResponse } from '../identity/auth.schemas';
import { createVehicleBody, vehicleByPlateBody, vehicleSchema, vehiclesOfClientsBody, vehicleWithClientSchema } from './vehicle.schemas';

export const vehicleApi = {
  getVehicleByPpu: apiRoute('vehicle/getVehicleByPpu', vehicleByPlateBody, vehicleWithClientSchema),
  getClientsVehiclesByIds: apiRoute('vehicle/getClientsVehiclesByIds', vehiclesOfClientsBody, z.array(vehicleSchema)),
  createClientsVehicle: apiRoute(
    'vehicle/createClientsVehicle',
    createVehicleBody,
    statusMessageResponse.extend({ vehicle: vehicleWithClientSchema }),
  ),
} as const;
