import { z } from 'zod';

/** Service types (docs/specification.md#entities). */
export const SERVICE_TYPES = { BA: 'Basico', FL: 'Full', EM: 'Estandar Minero' } as const;
export const serviceTypeSchema = z.enum(['BA', 'FL', 'EM'], { error: 'Seleccione Tipo de Servicio...' });
export type ServiceType = z.infer<typeof serviceTypeSchema>;

/** Vehicle types with their groups (docs/specification.md#entities). */
export const VEHICLE_TYPES = {
  HAT: { label: 'Hatchback', group: 'Automóvil' },
  SED: { label: 'Sedán', group: 'Automóvil' },
  SOU: { label: 'Coupé', group: 'Automóvil' },
  CIC: { label: 'Citycar', group: 'Automóvil' },
  SWA: { label: 'Station Wagon', group: 'Automóvil' },
  CAS: { label: 'Cabina Simple', group: 'Camioneta' },
  CAD: { label: 'Doble Cabina', group: 'Camioneta' },
  SUV: { label: 'SUV', group: 'Otros' },
  OTH: { label: 'Otro', group: 'Otros' },
} as const;
export const vehicleTypeSchema = z.enum(['HAT', 'SED', 'SOU', 'CIC', 'SWA', 'CAS', 'CAD', 'SUV', 'OTH'], {
  error: 'Seleccione tipo de Vehiculo...',
});
export type VehicleType = z.infer<typeof vehicleTypeSchema>;
