import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor, typedAmount, typedPositiveAmount, weekOf } from './amounts';

describe('amounts as typed', () => {
  it('converts euros with cents to cents and pesos as they are', () => {
    expect(toMinor(12.5, 'EUR')).toBe(1250);
    expect(toMinor(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinor(12990, 'CLP')).toBe(12990);
    expect(fromMinor(1250, 'EUR')).toBe(12.5);
  });

  it('words an empty, a fractional peso and a zero payment in Spanish', () => {
    expect(typedAmount('CLP').safeParse('').error?.issues[0]?.message).toBe('Ingrese un monto.');
    expect(typedAmount('CLP').safeParse(10.5).error?.issues[0]?.message).toBe(
      'El monto debe ser un número entero (en la unidad menor de la moneda).',
    );
    expect(typedPositiveAmount('CLP').safeParse(0).error?.issues[0]?.message).toBe('El monto debe ser mayor que cero.');
    expect(typedAmount('EUR').parse(10.5)).toBe(1050);
  });

  it('gives the Monday-to-Sunday week of a day', () => {
    expect(weekOf('2025-06-11')).toEqual({ from: '2025-06-09', to: '2025-06-15' });
    expect(weekOf('2025-06-15')).toEqual({ from: '2025-06-09', to: '2025-06-15' });
    expect(weekOf('2025-06-09')).toEqual({ from: '2025-06-09', to: '2025-06-15' });
  });
});
