import { z } from 'zod';

/**
 * Service types, each with its short label and its full name. Staff screens show
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

/** Vehicle types with their groups (spec section 3). */
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

/** Ticket status: 1 Pendiente, 2 En Curso, 3 Pausado, 4 Finalizado (DESIGN.md, deliberate changes). */
export const TICKET_STATUS = { pending: 1, inProgress: 2, paused: 3, finished: 4 } as const;
export type TicketStatus = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = { 1: 'Pendiente', 2: 'En Curso', 3: 'Pausado', 4: 'Finalizado' };
