import { describe, expect, it } from 'vitest';
import { formatInZone, instantOfWallClock, localDate } from './zone';

describe('instantOfWallClock', () => {
  it("gives Chile's winter offset (-04:00) and summer offset (-03:00)", () => {
    expect(instantOfWallClock('2025-06-15 10:00:00')).toBe('2025-06-15T10:00:00-04:00');
    expect(instantOfWallClock('2025-01-15 10:00')).toBe('2025-01-15T10:00:00-03:00');
  });

  it('is right on the days the clocks change', () => {
    // Chile went back from UTC-3 to UTC-4 at 2025-04-06 00:00 local (03:00 UTC).
    expect(new Date(instantOfWallClock('2025-04-05 22:00')).toISOString()).toBe('2025-04-06T01:00:00.000Z');
    expect(new Date(instantOfWallClock('2025-04-06 10:00')).toISOString()).toBe('2025-04-06T14:00:00.000Z');
    // And forward to UTC-3 at 2025-09-07 00:00 local (04:00 UTC).
    expect(new Date(instantOfWallClock('2025-09-07 10:00')).toISOString()).toBe('2025-09-07T13:00:00.000Z');
  });

  it('names the same instant as the wall clock it came from', () => {
    for (const wallClock of ['2025-06-15 10:00:00', '2025-01-15 23:30:00', '2025-09-07 01:00:00']) {
      expect(formatInZone(instantOfWallClock(wallClock), 'yyyy-MM-dd HH:mm:ss')).toBe(wallClock);
    }
  });

  it('refuses what is not a wall-clock time', () => {
    expect(() => instantOfWallClock('15/06/2025 10:00')).toThrow('not a wall-clock time');
  });
});

describe('formatInZone and localDate', () => {
  it("show an instant on Chile's wall clock, whatever the machine's zone", () => {
    expect(formatInZone('2025-06-15T14:00:00Z', 'yyyy-MM-dd HH:mm:ss')).toBe('2025-06-15 10:00:00');
    expect(formatInZone(new Date('2025-01-15T13:00:00Z'), 'dd/MM/yyyy HH:mm')).toBe('15/01/2025 10:00');
    expect(localDate(new Date('2025-06-16T03:30:00Z'))).toBe('2025-06-15');
    expect(localDate(new Date('2025-06-16T03:30:00Z'), 'UTC')).toBe('2025-06-16');
  });
});

describe('localDate', () => {
  it('agrees with the date-fns pattern every hour of a year with both clock changes, in several zones', () => {
    for (const timeZone of ['America/Santiago', 'UTC', 'Pacific/Auckland', 'America/Punta_Arenas']) {
      for (let instant = Date.UTC(2025, 0, 1); instant < Date.UTC(2026, 0, 1); instant += 60 * 60_000) {
        const date = new Date(instant);
        if (localDate(date, timeZone) !== formatInZone(date, 'yyyy-MM-dd', timeZone))
          expect([date.toISOString(), timeZone, localDate(date, timeZone)]).toEqual([
            date.toISOString(),
            timeZone,
            formatInZone(date, 'yyyy-MM-dd', timeZone),
          ]);
      }
    }
  });

  it('writes years before 1000 with four digits, as the pattern does', () => {
    expect(localDate(new Date('0999-03-04T12:00:00Z'), 'UTC')).toBe('0999-03-04');
  });
});

describe('instantOfWallClock, asked again', () => {
  it('answers the same instant for the same wall clock and zone, and another for another zone', () => {
    expect(instantOfWallClock('2025-06-15 10:00', 'UTC')).toBe('2025-06-15T10:00:00Z');
    expect(instantOfWallClock('2025-06-15 10:00', 'UTC')).toBe('2025-06-15T10:00:00Z');
    expect(instantOfWallClock('2025-06-15 10:00')).toBe('2025-06-15T10:00:00-04:00');
  });
});
