import { z } from 'zod';

/** Chilean plates (PPU): new format ABCD01, old format AB0123. Always upper case. */
export const PLATE_PATTERN = /^([A-Z]{4}\d{2}|[A-Z]{2}\d{4})$/;

export const plateSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, 'Ingrese Patente...')
  .regex(PLATE_PATTERN, 'Patente inválida: use el formato ABCD01 o AB0123.');
