import { z } from 'zod';

/**
 * Service types (docs/specification.md#entities), each with its short label and its full name. Staff screens show
 * the label wherever a type sits in a column, a card or a picker; the name is for text written out
 * to be read: the customer's page, the ticket history and the logs.
 */
export const SERVICE_TYPES = {
  BA: { label: 'Basico', name: 'Basico' },
  FL: { label: 'Full', name: 'Full' },
  EM: { label: 'E. Minero', name: 'Estandar Minero' },
} as const;
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
