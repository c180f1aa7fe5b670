import { z } from 'zod';
import { plateSchema } from '../validation/plate';
import { vehicleTypeSchema } from '../wash/wash.catalog';

const uuid = z.uuid('Identificador inválido.');
const organizationId = uuid.nullish();

export const vehicleDetailsSchema = {
  brand: z.string().trim().min(1, 'Ingrese Marca...').max(60, 'Máximo 60 caracteres.'),
  model: z.string().trim().min(1, 'Ingrese Modelo...').max(60, 'Máximo 60 caracteres.'),
  color: z.string().trim().min(1, 'Ingrese Color...').max(40, 'Máximo 40 caracteres.'),
};

/** `vehicle/createClientsVehicle`'s `vehicle` (the new-vehicle modal). */
export const vehicleInputSchema = z.strictObject({
  clientId: uuid,
  ppu: plateSchema,
  type: vehicleTypeSchema,
  ...vehicleDetailsSchema,
});

export const createVehicleBody = z.strictObject({ organizationId, vehicle: vehicleInputSchema });
export const vehicleByPlateBody = z.strictObject({ organizationId, ppu: plateSchema });
export const vehiclesOfClientsBody = z.strictObject({
  organizationId,
  clients: z.array(uuid).max(500, 'Máximo 500 clientes por consulta.'),
});

export const vehicleSchema = z.object({
  id: z.string(),
  clientId: z.uuid().nullable(),
  ppu: z.string(),
  brand: z.string(),
  model: z.string(),
  color: z.string(),
  type: vehicleTypeSchema,
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleWithClientSchema = vehicleSchema.extend({ client: z.object({ id: z.uuid(), name: z.string() }).nullable() });
export type VehicleWithClient = z.infer<typeof vehicleWithClientSchema>;
