import { z } from 'zod';
import { isoDateTimeInRange } from '../validation/dates';

export const applicationParametersSchema = z.object({
  maintenance: z.boolean(),
  onboarding: z.boolean(),
  mailService: z.boolean(),
  /** Minutes of inactivity after which a session ends. */
  sessionTime: z.number().int(),
  /** When the scheduled maintenance ends (shown on the overlay); null when not announced. */
  maintenanceEndsAt: z.string().nullable(),
});
export type ApplicationParameters = z.infer<typeof applicationParametersSchema>;

export const DEFAULT_PARAMETERS: ApplicationParameters = {
  maintenance: false,
  onboarding: true,
  mailService: false,
  sessionTime: 60,
  maintenanceEndsAt: null,
};

/**
 * `admin/setAplicationParameters`: the original's three switches, plus the values it showed but did not save
 * (docs/specification.md#deliberate-changes).
 */
export const setApplicationParametersBody = z.strictObject({
  maintenance: z.boolean('Indique si el sitio está en mantenimiento.'),
  onboarding: z.boolean('Indique si se muestra la bienvenida.'),
  mailService: z.boolean('Indique si el servicio de correo está activo.'),
  sessionTime: z
    .number('Ingrese el tiempo de sesión en minutos.')
    .int('Ingrese minutos enteros.')
    .min(5, 'El tiempo de sesión debe ser de al menos 5 minutos.')
    .max(1440, 'El tiempo de sesión no puede superar 1440 minutos.')
    .optional(),
  maintenanceEndsAt: isoDateTimeInRange('Ingrese una fecha y hora de término válidas.').nullable().optional(),
});
export type SetApplicationParameters = z.infer<typeof setApplicationParametersBody>;
