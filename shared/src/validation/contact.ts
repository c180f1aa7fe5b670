import { z } from 'zod';

export const EMAIL_MESSAGE = 'El correo ingresado no es válido.';
export const PHONE_MESSAGE = 'El telefono ingresado no es válido debe tener 9 dígitos.';
export const PHONE_PATTERN = /^[1-9]\d{8}$/;

export const emailSchema = z.string().trim().max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE));

/** A Chilean mobile or landline without the +56 prefix: 9 digits, first not 0. Sent as a number. */
export const phoneSchema = z.coerce
  .number(PHONE_MESSAGE)
  .int(PHONE_MESSAGE)
  .refine((phone) => PHONE_PATTERN.test(String(phone)), PHONE_MESSAGE);

/** The client form's phone: empty is sent as 0 (docs/specification.md#validation), otherwise a valid phone. */
export const optionalPhoneSchema = z.coerce
  .number(PHONE_MESSAGE)
  .int(PHONE_MESSAGE)
  .refine((phone) => phone === 0 || PHONE_PATTERN.test(String(phone)), PHONE_MESSAGE);

/** The chat link (docs/specification.md#calls): country code 56 plus the phone, with a prefilled text. */
export function chatLink(phone: number, text: string): string {
  return `https://wa.me/56${phone}?text=${encodeURIComponent(text)}`;
}
