import { z } from 'zod';
import { phoneSchema } from '../validation/contact';
import { ADDRESS_MAX_LENGTH, BUSINESS_NAME_MAX_LENGTH, OPENING_HOURS_MAX_LENGTH, OPENING_HOURS_MAX_LINES } from './contact-card-limits';
import { LOGO_BASE64_MAX_LENGTH, LOGO_CONTENT_TYPES, bytesOfBase64, inspectLogo, logoMessages } from './logo-image';

/**
 * The car wash's own contact card (issue 20): the name, phone, WhatsApp number, address, opening
 * hours and logo its customers see on their page and in the WhatsApp notices. Every field may be
 * left empty; the page then falls back to the organization's registered name and the phone of its
 * first administrator, as before the card existed.
 */

export const contactCardMessages = {
  nameRequired: 'Ingrese el nombre del negocio.',
  nameTooLong: `Máximo ${BUSINESS_NAME_MAX_LENGTH} caracteres.`,
  addressTooLong: `Máximo ${ADDRESS_MAX_LENGTH} caracteres.`,
  addressOneLine: 'La dirección debe ocupar una sola línea.',
  hoursTooLong: `Máximo ${OPENING_HOURS_MAX_LENGTH} caracteres.`,
  hoursTooManyLines: `Máximo ${OPENING_HOURS_MAX_LINES} líneas, por ejemplo una por día o por grupo de días.`,
  saved: 'Datos del negocio guardados.',
  logoSaved: 'Logo guardado.',
  logoRemoved: 'Logo quitado.',
} as const;

/** A phone the card may leave empty (null, or an empty field); otherwise a Chilean number of 9 digits, as every phone of the product. */
const optionalCardPhone = z.preprocess((phone) => (phone === '' ? null : phone), phoneSchema.nullable());

/**
 * Opening hours are free text, a line per day or group of days ('Lun a Vie 9:00–19:00'): a car wash's
 * week has lunch breaks, holidays and "según clima" that a per-day grid cannot hold, and the page only
 * shows them, computing nothing from them.
 */
const openingHoursSchema = z
  .string()
  .max(OPENING_HOURS_MAX_LENGTH, contactCardMessages.hoursTooLong)
  .transform((hours) =>
    hours
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .join('\n'),
  )
  .refine((hours) => hours.split('\n').length <= OPENING_HOURS_MAX_LINES, contactCardMessages.hoursTooManyLines);

/** What the AD types in the card's form: `organization/setContactCard`'s `card`. */
export const contactCardInputSchema = z.strictObject({
  publicName: z.string().trim().min(1, contactCardMessages.nameRequired).max(BUSINESS_NAME_MAX_LENGTH, contactCardMessages.nameTooLong),
  phone: optionalCardPhone,
  whatsapp: optionalCardPhone,
  address: z
    .string()
    .trim()
    .max(ADDRESS_MAX_LENGTH, contactCardMessages.addressTooLong)
    .refine((address) => !/[\r\n]/.test(address), contactCardMessages.addressOneLine),
  openingHours: openingHoursSchema,
});
export type ContactCardFields = z.output<typeof contactCardInputSchema>;

export const setContactCardBody = z.strictObject({
  organizationId: z.uuid('Identificador inválido.').nullish(),
  card: contactCardInputSchema,
});

/**
 * The logo as the AD's browser sends it: the file's bytes in base64, whatever its name or declared
 * type. Its type, weight and dimensions are read from the bytes (logo-image.ts); null removes it.
 */
export const logoUploadSchema = z
  .string()
  .max(LOGO_BASE64_MAX_LENGTH, logoMessages.tooHeavy)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, logoMessages.notAnImage)
  .transform((base64, context) => {
    const bytes = bytesOfBase64(base64);
    const facts = bytes ? inspectLogo(bytes) : 'notAnImage';
    if (typeof facts === 'string') {
      context.addIssue({ code: 'custom', message: logoMessages[facts] });
      return z.NEVER;
    }
    return { ...facts, data: base64 };
  });

export const setLogoBody = z.strictObject({
  organizationId: z.uuid('Identificador inválido.').nullish(),
  logo: logoUploadSchema.nullable(),
});

/** A stored logo: its type and dimensions as read from its bytes, and the bytes in base64. */
export const storedLogoSchema = z.object({
  contentType: z.enum(LOGO_CONTENT_TYPES),
  width: z.number(),
  height: z.number(),
  data: z.string(),
});
export type StoredLogo = z.infer<typeof storedLogoSchema>;

/** The logo as a page draws it: a `data:` address of its own verified type, and its size so the page keeps its place. */
export const shownLogoSchema = z.object({ src: z.string(), width: z.number(), height: z.number() });
export type ShownLogo = z.infer<typeof shownLogoSchema>;

export const logoSource = (logo: Pick<StoredLogo, 'contentType' | 'data'>): string => `data:${logo.contentType};base64,${logo.data}`;

/**
 * The car wash as its customers see it (`organization/getContactCard`, and the `business` of
 * `code/getPublicTicket`): the card's values, or where it has none, the organization's name and
 * its first administrator's phone.
 */
export const businessContactSchema = z.object({
  name: z.string(),
  phone: z.number().nullable(),
  whatsapp: z.number().nullable(),
  address: z.string(),
  openingHours: z.string(),
  logo: shownLogoSchema.nullable(),
});
export type BusinessContact = z.infer<typeof businessContactSchema>;

/** `organization/getContactCard`: what the AD's form holds (null fields were never set) and what customers see. */
export const contactCardSchema = z.object({
  card: z.object({
    publicName: z.string().nullable(),
    phone: z.number().nullable(),
    whatsapp: z.number().nullable(),
    address: z.string(),
    openingHours: z.string(),
  }),
  business: businessContactSchema,
});
export type ContactCard = z.infer<typeof contactCardSchema>;

/** A map search for the address (an address is not a place id: the map finds it as a person would type it). */
export function mapLinkOf(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
