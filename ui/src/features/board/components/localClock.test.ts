import { describe, expect, it } from 'vitest';
import { formatBoardDate, localClock, msUntilNextMinute } from './localClock';

describe('localClock', () => {
  it("reads Chile's wall clock, whatever the browser's zone", () => {
    // 03:30 UTC on June 2nd is 23:30 on June 1st in Santiago (UTC-4 in winter).
    expect(localClock(new Date('2025-06-02T03:30:00Z'), 'America/Santiago')).toEqual({ date: '2025-06-01', time: '23:30' });
    // In January Chile keeps summer time (UTC-3).
    expect(localClock(new Date('2025-01-15T03:05:00Z'), 'America/Santiago')).toEqual({ date: '2025-01-15', time: '00:05' });
  });
});

describe('msUntilNextMinute', () => {
  it('waits for the next minute to start', () => {
    expect(msUntilNextMinute(Date.UTC(2025, 5, 2, 10, 0, 59, 500))).toBe(500);
    expect(msUntilNextMinute(Date.UTC(2025, 5, 2, 10, 0, 0, 0))).toBe(60_000);
  });
});

describe('formatBoardDate', () => {
  it('spells the day in Spanish', () => {
    expect(formatBoardDate('2025-06-02')).toBe('Lunes, 2 de junio de 2025');
  });
});
