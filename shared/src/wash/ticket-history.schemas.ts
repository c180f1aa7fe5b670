import { z } from 'zod';
import { isoDateTimeInRange } from '../validation/dates';
import { ticketSchema } from './wash.schemas';

export const ticketHistoryBody = z.strictObject({ organizationId: z.uuid().nullish(), id: z.uuid('Identificador inválido.') });

/** One event of a ticket's stream, as an auditor reads it. */
export const ticketHistoryEntrySchema = z.object({
  revision: z.number(),
  type: z.string(),
  /** What happened, in Spanish. */
  label: z.string(),
  /** ISO instant it was decided at. */
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string().nullable(), role: z.string().nullable() }),
  /** Extra facts worth showing (service, delivery, employee number…). */
  details: z.string().nullable(),
});
export type TicketHistoryEntry = z.infer<typeof ticketHistoryEntrySchema>;

/** `wash/getBoardAt`: the board as it stood at a past moment (AD, SA naming the organization). */
export const boardAtBody = z.strictObject({
  organizationId: z.uuid().nullish(),
  at: isoDateTimeInRange('Ingrese una fecha y hora válidas.'),
});
export const boardAtResponse = z.object({ at: z.string(), day: z.string(), tickets: z.array(ticketSchema) });
