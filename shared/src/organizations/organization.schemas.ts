import { z } from 'zod';
import { formatRut, isValidRut, normalizeRut } from '../validation/rut';

export const enableSchema = z.union([z.literal(0), z.literal(1)]);
export type Enable = z.infer<typeof enableSchema>;

/** The new-company form and `admin/createOrganization`'s `organization`. */
export const organizationInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Ingrese el nombre de la organización.').max(120, 'Máximo 120 caracteres.'),
  identification: z
    .string()
    .trim()
    .min(1, 'Ingrese el RUT de la organización.')
    .refine(isValidRut, 'El RUT ingresado no es válido (formato xx.xxx.xxx-x).')
    .transform((rut) => normalizeRut(rut) ?? rut),
  domain: z
    .string()
    .trim()
    .min(1, 'Ingrese el dominio de la organización.')
    .max(255, 'Máximo 255 caracteres.')
    .refine(
      (domain) => /^(https?:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(\/\S*)?$/i.test(domain),
      'El dominio ingresado no es válido.',
    ),
  /** Parent organization: null for a main organization, the parent's id for a 'hija'. */
  organizationId: z.uuid('Seleccione la organización principal.').nullable().default(null),
});

export const createOrganizationBody = z.strictObject({ organization: organizationInputSchema });
export const organizationIdBody = z.strictObject({ id: z.uuid('Identificador inválido.') });
export const setOrganizationStateBody = z.strictObject({ id: z.uuid('Identificador inválido.'), enable: enableSchema });
/**
 * The body of a call about the caller's own organization (`organization/getOrganization`, the
 * dashboard, the board…): the id, if sent, must be the token's; the super admin names one.
 */
export const organizationScopedBody = z.strictObject({ organizationId: z.uuid('Identificador inválido.').nullish() });

export const organizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  identification: z.string(),
  domain: z.string(),
  enable: enableSchema,
  organizationId: z.uuid().nullable(),
  expirateAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

export function displayOrganizationRut(identification: string): string {
  return formatRut(identification);
}
