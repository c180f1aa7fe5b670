import { z } from 'zod';
import { emailSchema, optionalPhoneSchema } from '../validation/contact';
import { rutSchema } from '../validation/rut';
import { motiveSchema } from '../data-access/data-access.schemas';

export const clientTypeSchema = z.enum(['E', 'P'], { error: 'Seleccione el tipo de cliente.' });
export type ClientType = z.infer<typeof clientTypeSchema>;

/** What a client agrees to, per purpose (docs/privacy.md, "Consentimiento por finalidad"). */
export const clientConsentsSchema = z.strictObject({ serviceMessages: z.boolean(), marketing: z.boolean() });

/** The intake's boxes as they start: the ticket's notice is part of the service, marketing is asked for, never assumed. */
export const intakeConsents = { serviceMessages: true, marketing: false } as const;

const clientDetailsShape = {
  name: z.string().trim().min(1, 'Ingrese el nombre del cliente.').max(120, 'Máximo 120 caracteres.'),
  type: clientTypeSchema,
  identification: rutSchema,
  contactName: z.string().trim().max(120, 'Máximo 120 caracteres.').default(''),
  clientAddress: z.string().trim().max(200, 'Máximo 200 caracteres.').default(''),
  clientEmail: z.union([z.literal(''), emailSchema]).default(''),
  clientPhone: optionalPhoneSchema.default(0),
};

/** For a Particular the contact name is the name. */
const withContact = <Client extends { type: ClientType; name: string; contactName: string }>(client: Client): Client =>
  client.type === 'P' ? { ...client, contactName: client.name } : client;

/** `client/createClient`'s `client`: the details and what the client agrees to at intake. */
export const clientInputSchema = z
  .strictObject({ ...clientDetailsShape, consents: clientConsentsSchema.default(intakeConsents) })
  .transform(withContact);

/** `client/correctClient`'s `client`: the details only; consents change one by one (`client/changeClientConsent`). */
const clientDetailsSchema = z.strictObject(clientDetailsShape).transform(withContact);

/** The organization's clients; `search` matches the name or the RUT. */
export const organizationClientsBody = z.strictObject({ organizationId: z.uuid().nullish(), search: z.string().trim().max(60).optional() });

export const createClientBody = z.strictObject({
  organizationId: z.uuid('Identificador inválido.').nullish(),
  client: clientInputSchema,
});
/** `client/correctClient`: the client's details as the AD wants them now, checked as at registration. */
export const correctClientBody = z.strictObject({
  organizationId: z.uuid('Identificador inválido.').nullish(),
  id: z.uuid('Identificador inválido.'),
  client: clientDetailsSchema,
});

export const clientByIdBody = z.strictObject({
  organizationId: z.uuid('Identificador inválido.').nullish(),
  id: z.uuid('Identificador inválido.'),
});
/** `client/exportClientData`: the client, and optionally why (kept in the accountability log). */
export const clientExportBody = clientByIdBody.extend({ motivo: motiveSchema.optional() });

/** `client/eraseClient`: the client, and why (the person asked, or the retention period ran out). */
export const eraseClientBody = z.strictObject({
  organizationId: z.uuid('Identificador inválido.').nullish(),
  id: z.uuid('Identificador inválido.'),
  reason: z.enum(['request', 'retention'], { error: 'Seleccione el motivo de la eliminación.' }),
});

/** `client/changeClientConsent`: one purpose agreed to or withdrawn. */
export const changeClientConsentBody = z.strictObject({
  organizationId: z.uuid('Identificador inválido.').nullish(),
  id: z.uuid('Identificador inválido.'),
  purpose: z.enum(['serviceMessages', 'marketing'], { error: 'Finalidad inválida.' }),
  granted: z.boolean({ error: 'Indique si el cliente consiente.' }),
});

/** `client/blockClient`: the client and why (bloqueo temporal). */
export const blockClientBody = z.strictObject({
  organizationId: z.uuid('Identificador inválido.').nullish(),
  id: z.uuid('Identificador inválido.'),
  reason: z.string().trim().min(1, 'Ingrese el motivo del bloqueo.').max(300, 'Máximo 300 caracteres.'),
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
  consents: z.object({ serviceMessages: z.boolean(), marketing: z.boolean() }),
  /** Since when and why the client is blocked (bloqueo temporal), or null. */
  blocked: z.object({ at: z.string(), reason: z.string() }).nullable(),
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
  /** Each payment of their services: when, how, how much and its boleta. */
  payments: z.array(
    z.object({
      ticketId: z.uuid(),
      recordedAt: z.string(),
      method: z.string(),
      amount: z.number(),
      currency: z.string().nullable(),
      boleta: z.string(),
    }),
  ),
  processing: z.array(
    z.object({ data: z.string(), purpose: z.string(), legalBasis: z.string(), source: z.string(), retention: z.string() }),
  ),
});
export type ClientDataExport = z.infer<typeof clientDataExportSchema>;
