import { z } from 'zod';

export const LOGS_PAGE_MAX = 500;
const LOGS_PAGE_DEFAULT = 200;

/** `admin/getLogs`: the original client sends an empty body; a search text and a page size may be sent. */
export const logsQueryBody = z
  .strictObject({
    search: z.string('Búsqueda inválida.').trim().max(120, 'Máximo 120 caracteres.').optional(),
    limit: z
      .number('Límite inválido.')
      .int('Límite inválido.')
      .min(1, 'Límite inválido.')
      .max(LOGS_PAGE_MAX, `Máximo ${LOGS_PAGE_MAX} registros.`)
      .default(LOGS_PAGE_DEFAULT),
  })
  .default({ limit: LOGS_PAGE_DEFAULT });
export type LogsQuery = z.output<typeof logsQueryBody>;

export const logTypeSchema = z.enum(['info', 'error']);
export type LogType = z.infer<typeof logTypeSchema>;

export const logEntrySchema = z.object({
  id: z.uuid(),
  /** 'info': something a person did (from the events); 'error': a refused login or command, a stopped projection. */
  type: logTypeSchema,
  /** dd/mm/yyyy HH:mm in America/Santiago, as the log table shows it. */
  date: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const logsResponse = z.object({ logs: z.array(logEntrySchema) });
