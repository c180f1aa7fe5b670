import { vehicleInputSchema } from '@lavado/shared/vehicles/vehicle.schemas';
import type { z } from 'zod';

/** The new-vehicle modal's fields: the shared schema without the client, which the row gives. */
export const newVehicleFormSchema = vehicleInputSchema.omit({ clientId: true });
export type NewVehicleFormValues = z.input<typeof newVehicleFormSchema>;
export type ValidNewVehicleForm = z.output<typeof newVehicleFormSchema>;

/** No type is chosen until a search or the user picks one. */
export const emptyNewVehicleForm: Partial<NewVehicleFormValues> = { ppu: '', brand: '', model: '', color: '' };
