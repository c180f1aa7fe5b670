import { vehicleSchema } from '@lavado/shared/vehicles/vehicle.schemas';
import { z } from 'zod';

/**
 * What the clients screen hands to Nuevo Servicio (router state) when a service is created from a
 * client's row: the chosen vehicle and its owner, whose name Nuevo Servicio looks up.
 */
export const serviceTransferSchema = z.object({
  clientId: z.uuid(),
  vehicle: vehicleSchema.pick({ ppu: true, type: true, brand: true, model: true, color: true }),
});
export type ServiceTransfer = z.infer<typeof serviceTransferSchema>;

/** Router state survives reloads and history moves: anything that is not a transfer is ignored. */
export function readServiceTransfer(state: unknown): ServiceTransfer | null {
  const parsed = serviceTransferSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
