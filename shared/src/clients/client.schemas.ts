import { z } from 'zod';
import { emailSchema, optionalPhoneSchema } from '../validation/contact';
import { isValidRut, normalizeRut } from '../validation/rut';

export const clientTypeSchema = z.enum(['E', 'P'], { error: 'Seleccione el tipo de cliente.' });
export type ClientType = z.infer<typeof clientTypeSchema>;

export const rutSchema = z
  .string()
  .trim()
  .min(1, 'Ingrese el Rut.')
  .refine(isValidRut, 'El Rut ingresado no es válido.')
  .transform((rut) => normalizeRut(rut) ?? rut);

/** `client/createClient`'s `client`; for a Particular the contact name is the name. */
export const clientInputSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Ingrese el nombre del cliente.').max(120, 'Máximo 120 caracteres.'),
    type: clientTypeSchema,
    identification: rutSchema,
    contactName: z.string().trim().max(120, 'Máximo 120 caracteres.').default(''),
    clientAddress: z.string().trim().max(200, 'Máximo 200 caracteres.').default(''),
    clientEmail: z.union([z.literal(''), emailSchema]).default(''),
    clientPhone: optionalPhoneSchema.default(0),
  })
  .transform((client) => (client.type === 'P' ? { ...client, contactName: client.name } : client));

export const organizationScopedBody = z.strictObject({ organizationId: z.uuid('Identificador inválido.').nullish() });

/** The organization's clients; `search` matches the name or the RUT. */
export const organizationClientsBody = z.strictObject({ organizationId: z.uuid().nullish(), search: z.string().trim().max(60).optional() });

export const createClientBody = z.strictObject({
  organizationId: z.uuid('Identificador inválido.').nullish(),
  client: clientInputSchema,
});
export const clientByIdBody = z.strictObject({
  organizationId: z.uuid('Identificador inválido.').nullish(),
  id: z.uuid('Identificador inválido.'),
});

/** `client/eraseClient`: the client, and why (the person asked, or the retention period ran out). */
export const eraseClientBody = z.strictObject({
  organizationId: z.uuid('Identificador inválido.').nullish(),
  id: z.uuid('Identificador inválido.'),
  reason: z.enum(['request', 'retention'], { error: 'Seleccione el motivo de la eliminación.' }),
});

export const clientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: clientTypeSchema,
  identification: z.string(),
  organizationId: z.uuid(),
  contactName: z.string(),
  clientAddress: z.string(),
  clientEmail: z.string(),
  clientPhone: z.number(),
  lastService: z.string().nullable(),
  vehicles: z.number(),
  createdAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** `client/exportClientData`: everything the organization holds about one client, with the register of why (Ley 21.719: access and portability). */
export const clientDataExportSchema = z.object({
  exportedAt: z.string(),
  client: clientSchema,
  vehicles: z.array(
    z.object({ ppu: z.string(), type: z.string(), brand: z.string(), model: z.string(), color: z.string(), registeredAt: z.string() }),
  ),
  services: z.array(
    z.object({
      id: z.uuid(),
      createdAt: z.string(),
      ppu: z.string(),
      service: z.string(),
      ownerName: z.string(),
      driver: z.string(),
      observations: z.string(),
      charged: z.number().nullable(),
      paid: z.number().nullable(),
      currency: z.string().nullable(),
    }),
  ),
  processing: z.array(
    z.object({ data: z.string(), purpose: z.string(), legalBasis: z.string(), source: z.string(), retention: z.string() }),
  ),
});
export type ClientDataExport = z.infer<typeof clientDataExportSchema>;
