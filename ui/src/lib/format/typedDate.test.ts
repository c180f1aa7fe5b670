import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './typedDate';

describe('parseTypedDate', () => {
  it('reads day/month/year with or without leading zeros', () => {
    expect(parseTypedDate('1/3/2025')).toBe('2025-03-01');
    expect(parseTypedDate(' 01/03/2025 ')).toBe('2025-03-01');
    expect(parseTypedDate('31/12/2024')).toBe('2024-12-31');
  });

  it('refuses what is not a calendar date', () => {
    expect(parseTypedDate('31/02/2025')).toBeNull();
    expect(parseTypedDate('2025-03-01')).toBeNull();
    expect(parseTypedDate('1/13/2025')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });
});
