import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import './spanish-errors';

const messagesOf = (schema: z.ZodType, input: unknown) => (schema.safeParse(input).error?.issues ?? []).map((issue) => issue.message);

describe('Spanish validation messages', () => {
  const organization = z.strictObject({
    organization: z.strictObject({
      name: z.string().min(2).max(5),
      domain: z.url(),
      day: z.iso.date(),
      kind: z.enum(['P', 'H']),
      size: z.number().int().max(10),
    }),
  });

  it('name the field and say what is wrong, in Spanish', () => {
    expect(messagesOf(organization, {})).toEqual(['El campo «organization» es obligatorio.']);
    expect(
      messagesOf(organization, { organization: { name: 'a', domain: 'x', day: '2025-13-01', kind: 'X', size: 11, role: 'SA' } }),
    ).toEqual([
      'El campo «organization.name» debe tener al menos 2 caracteres.',
      'El campo «organization.domain» debe ser una dirección web válida.',
      'El campo «organization.day» debe ser una fecha válida (AAAA-MM-DD).',
      'El campo «organization.kind» tiene un valor no permitido (permitidos: "P", "H").',
      'El campo «organization.size» debe ser menor o igual a 10.',
      'El campo «organization» tiene un campo no permitido: role.',
    ]);
    expect(messagesOf(organization, { organization: { name: 'abcdefg', domain: 7, day: '2025-01-01', kind: 'P', size: 1 } })).toEqual([
      'El campo «organization.name» debe tener como máximo 5 caracteres.',
      'El campo «organization.domain» debe ser un texto.',
    ]);
  });

  it("keep a schema's own message", () => {
    expect(
      messagesOf(z.object({ phone: z.string().regex(/^[1-9]\d{8}$/, 'El telefono ingresado no es válido debe tener 9 dígitos.') }), {
        phone: '0',
      }),
    ).toEqual(['El telefono ingresado no es válido debe tener 9 dígitos.']);
  });

  it('name the field for the rarer issues too, without a zod locale', () => {
    expect(messagesOf(z.object({ plate: z.string().refine((plate) => plate !== 'XX') }), { plate: 'XX' })).toEqual([
      'El campo «plate» no es válido.',
    ]);
    expect(messagesOf(z.object({ counts: z.record(z.string().regex(/^[a-z]+$/), z.number()) }), { counts: { A1: 1 } })).toEqual([
      'El campo «counts.A1» no es una clave válida.',
    ]);
  });

  it('never answer in English for a whole body of the wrong type', () => {
    for (const input of [null, [], 'texto', 42]) {
      for (const message of messagesOf(organization, input)) expect(message).not.toMatch(/Invalid|expected|received/);
    }
  });
});
