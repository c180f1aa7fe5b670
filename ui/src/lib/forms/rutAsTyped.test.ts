import { describe, expect, it } from 'vitest';
import { formatRutAsTyped, rutCharacters } from './rutAsTyped';

describe('a RUT as it is typed', () => {
  it('is formatted at every keystroke, the last character being the check digit', () => {
    const typed = '123456785';
    expect([...typed].map((_, index) => formatRutAsTyped(typed.slice(0, index + 1)))).toEqual([
      '1',
      '1-2',
      '12-3',
      '123-4',
      '1.234-5',
      '12.345-6',
      '123.456-7',
      '1.234.567-8',
      '12.345.678-5',
    ]);
  });

  it('keeps digits and a final K (also lower-case), whatever else is typed or pasted', () => {
    expect(formatRutAsTyped('12.345.678-k')).toBe('12.345.678-K');
    expect(formatRutAsTyped(' 9.876.543-2 ')).toBe('9.876.543-2');
    expect(rutCharacters('1K2k3-x')).toBe('123');
    expect(rutCharacters('')).toBe('');
  });
});
