import { z } from 'zod';
import { isoDateInRange } from '../validation/dates';

/**
 * Support ticket types (docs/specification.md#entities). The original app reads the fourth type two ways: one part has
 * "MN or CH Módulo No Carga", another "MN Otro". We keep MN = Módulo No Carga and OT = Otro, so
 * that every code has one meaning.
 */
export const SUPPORT_TICKET_TYPES = {
  IF: 'Información Incorrecta',
  IC: 'Información No Carga',
  EX: 'Problema al Exportar',
  MN: 'Módulo No Carga',
  OT: 'Otro',
} as const;
export const supportTicketTypeSchema = z.enum(['IF', 'IC', 'EX', 'MN', 'OT'], { error: 'Seleccione el tipo de problema.' });
export type SupportTicketType = z.infer<typeof supportTicketTypeSchema>;

/** Support ticket states (docs/specification.md#states-and-transitions); only the SA moves a ticket forward. */
export const SUPPORT_TICKET_STATUS = { created: 0, inProgress: 1, closed: 2 } as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUS)[keyof typeof SUPPORT_TICKET_STATUS];
export const SUPPORT_TICKET_STATUS_LABELS: Record<SupportTicketStatus, string> = { 0: 'Creado', 1: 'En progreso', 2: 'Cerrado' };
export const supportTicketStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Estado inválido.' });

export const ISSUE_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const RESPONSE_MAX = 2000;
export const RESOLUTION_REQUIRED = 'Debes ingresar una resolución';

const uuid = z.uuid('Identificador inválido.');

/** The new-ticket form and `support/createTicket`'s `ticket`. */
export const supportTicketInputSchema = z.strictObject({
  type: supportTicketTypeSchema,
  issue: z.string('Ingrese el título.').trim().min(1, 'Ingrese el título.').max(ISSUE_MAX, `Máximo ${ISSUE_MAX} caracteres.`),
  description: z
    .string('Ingrese la descripción.')
    .trim()
    .min(1, 'Ingrese la descripción.')
    .max(DESCRIPTION_MAX, `Máximo ${DESCRIPTION_MAX} caracteres.`),
});

export const createSupportTicketBody = z.strictObject({ organizationId: uuid.nullish(), ticket: supportTicketInputSchema });
export const userSupportTicketsBody = z.strictObject({ organizationId: uuid.nullish() });

export const SUPPORT_TICKETS_PAGE_MAX = 500;
const SUPPORT_TICKETS_PAGE_DEFAULT = 200;
/**
 * `admin/getSupportTickets`: the original client sends an empty body; its filters may also be sent.
 * `type` is the company's type: P Principal, S a secondary ('hija') organization.
 */
export const supportTicketsQueryBody = z
  .strictObject({
    name: z.string('Nombre inválido.').trim().max(120, 'Máximo 120 caracteres.').nullish(),
    type: z.enum(['P', 'S'], { error: 'Tipo de empresa inválido.' }).nullish(),
    date: isoDateInRange('Fecha inválida.').nullish(),
    state: supportTicketStatusSchema.nullish(),
    limit: z
      .number('Límite inválido.')
      .int('Límite inválido.')
      .min(1, 'Límite inválido.')
      .max(SUPPORT_TICKETS_PAGE_MAX, `Máximo ${SUPPORT_TICKETS_PAGE_MAX} tickets.`)
      .default(SUPPORT_TICKETS_PAGE_DEFAULT),
  })
  .default({ limit: SUPPORT_TICKETS_PAGE_DEFAULT });
export type SupportTicketsQuery = z.output<typeof supportTicketsQueryBody>;

/** `admin/setSupportTicketsStatus`: start (1) or close (2, with the resolution the author will read). */
export const setSupportTicketStatusBody = z
  .strictObject({
    id: uuid,
    state: supportTicketStatusSchema,
    response: z.string('Respuesta inválida.').trim().max(RESPONSE_MAX, `Máximo ${RESPONSE_MAX} caracteres.`).default(''),
  })
  .refine((body) => body.state !== SUPPORT_TICKET_STATUS.closed || body.response.length > 0, {
    message: RESOLUTION_REQUIRED,
    path: ['response'],
  });

export const supportTicketSchema = z.object({
  id: z.uuid(),
  ticketNumber: z.number(),
  type: supportTicketTypeSchema,
  issue: z.string(),
  description: z.string(),
  state: supportTicketStatusSchema,
  response: z.string().nullable(),
  createdAt: z.string(),
  organizationId: z.uuid(),
  /** The author's name, from the users read model. */
  createdBy: z.string().nullable(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const adminSupportTicketSchema = supportTicketSchema.extend({ organizationName: z.string() });
export type AdminSupportTicket = z.infer<typeof adminSupportTicketSchema>;
