import { z } from 'zod';
import { isoDateInRange } from '../validation/dates';

export const LOGS_PAGE_MAX = 500;
const LOGS_PAGE_DEFAULT = 200;

export const logTypeSchema = z.enum(['info', 'error'], 'Tipo de registro inválido.');
export type LogType = z.infer<typeof logTypeSchema>;

/**
 * `admin/getLogs`: the original client sends an empty body; a search text, a page size and filters
 * may be sent: the type, an organization (its people's actions; failures belong to none) and a
 * range of days (from and to included, in America/Santiago).
 */
export const logsQueryBody = z
  .strictObject({
    search: z.string('Búsqueda inválida.').trim().max(120, 'Máximo 120 caracteres.').optional(),
    type: logTypeSchema.optional(),
    organizationId: z.uuid('Organización inválida.').optional(),
    from: isoDateInRange('Fecha desde inválida.').optional(),
    to: isoDateInRange('Fecha hasta inválida.').optional(),
    limit: z
      .number('Límite inválido.')
      .int('Límite inválido.')
      .min(1, 'Límite inválido.')
      .max(LOGS_PAGE_MAX, `Máximo ${LOGS_PAGE_MAX} registros.`)
      .default(LOGS_PAGE_DEFAULT),
  })
  .default({ limit: LOGS_PAGE_DEFAULT });
export type LogsQuery = z.output<typeof logsQueryBody>;

export const logEntrySchema = z.object({
  id: z.uuid(),
  /** 'info': something a person did (from the events); 'error': a refused login or command, a stopped projection. */
  type: logTypeSchema,
  /** dd/mm/yyyy HH:mm in America/Santiago, as the log table shows it. */
  date: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** The organization whose member acted or was refused, by name; null for the SA's and the system's rows and for failures with no signed-in caller. */
  organization: z.string().nullable(),
  /** The wash ticket the row is about: the log links to its record. */
  ticketId: z.uuid().nullable(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const logsResponse = z.object({ logs: z.array(logEntrySchema) });
