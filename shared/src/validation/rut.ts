import { z } from 'zod';

/**
 * Chilean RUT: body digits plus a modulo-11 check digit (0-9 or K). Stored normalized as
 * `12345678-K`; shown as `12.345.678-K`.
 */

export function rutCheckDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

/** `12.345.678-k`, `12345678K`, `12345678-K` → `12345678-K`; null when it is not a RUT at all. */
export function normalizeRut(input: string): string | null {
  const compact = input.replace(/[.\s-]/g, '').toUpperCase();
  const match = /^(\d{1,8})([\dK])$/.exec(compact);
  if (!match) return null;
  const body = match[1]!.replace(/^0+(?=\d)/, '');
  return `${body}-${match[2]}`;
}

export function isValidRut(input: string): boolean {
  const normalized = normalizeRut(input);
  if (!normalized) return false;
  const [body, digit] = normalized.split('-') as [string, string];
  return rutCheckDigit(body) === digit;
}

/** `12345678-K` → `12.345.678-K`. */
export function formatRut(input: string): string {
  const normalized = normalizeRut(input);
  if (!normalized) return input;
  const [body, digit] = normalized.split('-') as [string, string];
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${digit}`;
}

/** A RUT as typed (dots, dash, spaces), checked and stored normalized. */
export const rutSchema = z
  .string()
  .trim()
  .min(1, 'Ingrese el Rut.')
  .refine(isValidRut, 'El Rut ingresado no es válido.')
  .transform((rut) => normalizeRut(rut) ?? rut);
