import { describe, expect, it } from 'vitest';
import { formatRut, isValidRut, normalizeRut, rutCheckDigit } from './rut';

describe('RUT', () => {
  it('computes the modulo-11 check digit, including K and 0', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('11111111')).toBe('1');
    expect(rutCheckDigit('10000013')).toBe('K');
    expect(rutCheckDigit('1000013')).toBe('0');
  });

  it('normalizes the ways people type it', () => {
    expect(normalizeRut('76.086.428-5')).toBe('76086428-5');
    expect(normalizeRut('10000013k')).toBe('10000013-K');
    expect(normalizeRut('abc')).toBeNull();
  });

  it('accepts only a matching check digit', () => {
    expect(isValidRut('76.086.428-5')).toBe(true);
    expect(isValidRut('76.086.428-4')).toBe(false);
    expect(isValidRut('10.000.013-K')).toBe(true);
  });

  it('formats with thousands dots and a hyphen', () => {
    expect(formatRut('760864285')).toBe('76.086.428-5');
    expect(formatRut('1000001-3')).toBe('1.000.001-3');
  });
});
