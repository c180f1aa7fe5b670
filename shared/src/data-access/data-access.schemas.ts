import { z } from 'zod';
import { roleSchema } from '../auth/roles';

const uuid = z.uuid('Identificador inválido.');

/** Why the data is read or exported, as the caller says it: kept in the accountability log beside who and when. */
export const MOTIVE_MAX = 200;
export const motiveSchema = z.string('Motivo inválido.').trim().max(MOTIVE_MAX, `Máximo ${MOTIVE_MAX} caracteres.`);

/** One register line: a kind of data, why it is kept, on which legal basis, where it came from and for how long. */
export const processingEntrySchema = z.object({
  data: z.string(),
  purpose: z.string(),
  legalBasis: z.string(),
  source: z.string(),
  retention: z.string(),
});

/** An export of one person's data: the person by id, and optionally why (the "motivo" the screens ask for). */
export const personExportBody = z.strictObject({ organizationId: uuid.nullish(), id: uuid, motivo: motiveSchema.optional() });
/** The caller's own export: only the why. */
export const ownExportBody = z.strictObject({ organizationId: uuid.nullish(), motivo: motiveSchema.optional() });

/**
 * `privacy/exportUserData` and `privacy/exportOwnData`: everything the platform holds about one user
 * (an employee, an administrator), with the register of why (Ley 21.719: access and portability).
 */
export const userDataExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.uuid(),
    firstName: z.string(),
    secondName: z.string(),
    identification: z.string().nullable(),
    email: z.string(),
    phone: z.number().nullable(),
    role: roleSchema,
    gender: z.string().nullable(),
    employeeNumber: z.number().nullable(),
    organizationName: z.string().nullable(),
    enabled: z.boolean(),
    createdAt: z.string(),
  }),
  /** The services they were responsible for or washed. */
  services: z.array(
    z.object({ id: z.uuid(), createdAt: z.string(), ppu: z.string(), service: z.string(), responsible: z.boolean(), washer: z.boolean() }),
  ),
  /** Their share of each finished service, in the service's currency's minor unit. */
  commissions: z.array(
    z.object({ ticketId: z.uuid(), day: z.string(), percent: z.number(), amount: z.number(), currency: z.string().nullable() }),
  ),
  supportTickets: z.array(
    z.object({
      ticketNumber: z.number(),
      createdAt: z.string(),
      type: z.string(),
      issue: z.string(),
      description: z.string(),
      response: z.string().nullable(),
    }),
  ),
  /** The log lines that name them, as actor or as subject (anyone else a line names is left out). */
  logs: z.array(z.object({ at: z.string(), message: z.string() })),
  processing: z.array(processingEntrySchema),
});
export type UserDataExport = z.infer<typeof userDataExportSchema>;

export const DATA_ACCESS_PAGE_MAX = 500;
const DATA_ACCESS_PAGE_DEFAULT = 200;

/** `privacy/getDataAccessLog`: the AD reads their organization's entries; the SA every organization's, or one's. */
export const dataAccessLogBody = z
  .strictObject({
    organizationId: uuid.nullish(),
    limit: z
      .number('Límite inválido.')
      .int('Límite inválido.')
      .min(1, 'Límite inválido.')
      .max(DATA_ACCESS_PAGE_MAX, `Máximo ${DATA_ACCESS_PAGE_MAX} registros.`)
      .default(DATA_ACCESS_PAGE_DEFAULT),
  })
  .default({ limit: DATA_ACCESS_PAGE_DEFAULT });
export type DataAccessLogQuery = z.output<typeof dataAccessLogBody>;

export const dataAccessWhatSchema = z.enum(['read', 'export', 'erasure']);

export const dataAccessEntrySchema = z.object({
  id: z.uuid(),
  at: z.string(),
  /** Who, by name (their role as they had it then). */
  actor: z.string(),
  actorRole: roleSchema,
  what: dataAccessWhatSchema,
  /** The call, by its Spanish name ('Exportar datos de cliente'). */
  action: z.string(),
  subjectKind: z.enum(['client', 'user']),
  /** Whose record, by name: an erased person reads 'Dato eliminado'. */
  subject: z.string(),
  reason: z.string().nullable(),
  organization: z.string().nullable(),
});
export type DataAccessEntry = z.infer<typeof dataAccessEntrySchema>;
export const dataAccessLogResponse = z.object({ entries: z.array(dataAccessEntrySchema) });
