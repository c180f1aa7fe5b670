import { describe, expect, it } from 'vitest';
import { shortDate, shortTime, splitDateTime } from './dates';

describe('dates in the spec locale', () => {
  it('shows a date as d/M/yy', () => {
    expect(shortDate('2025-06-01')).toBe('1/6/25');
    expect(shortDate('2024-12-31')).toBe('31/12/24');
  });

  it('shows a time as H:mm', () => {
    expect(shortTime('08:05')).toBe('8:05');
    expect(shortTime('18:30')).toBe('18:30');
  });

  it('shows unexpected text unchanged', () => {
    expect(shortDate('mañana')).toBe('mañana');
    expect(shortTime('')).toBe('');
  });

  it('splits an arrival date into date and time', () => {
    expect(splitDateTime('2025-06-01 08:05')).toEqual({ date: '2025-06-01', time: '08:05' });
  });
});
