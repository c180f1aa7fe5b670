import { describe, expect, it } from 'vitest';
import { instantOfLocalTime } from './zonedTime';

describe('instantOfLocalTime', () => {
  it("turns Chile's wall clock into the instant, in winter and in summer time", () => {
    expect(instantOfLocalTime('2025-06-15 10:00:00', 'America/Santiago')).toBe('2025-06-15T14:00:00.000Z');
    expect(instantOfLocalTime('2025-01-15 10:00', 'America/Santiago')).toBe('2025-01-15T13:00:00.000Z');
  });

  it('is right on the days the clocks change', () => {
    // Chile went back from UTC-3 to UTC-4 at 2025-04-06 00:00 local (03:00 UTC).
    expect(instantOfLocalTime('2025-04-05 22:00', 'America/Santiago')).toBe('2025-04-06T01:00:00.000Z');
    expect(instantOfLocalTime('2025-04-06 10:00', 'America/Santiago')).toBe('2025-04-06T14:00:00.000Z');
    // And forward to UTC-3 at 2025-09-07 00:00 local (04:00 UTC).
    expect(instantOfLocalTime('2025-09-07 10:00', 'America/Santiago')).toBe('2025-09-07T13:00:00.000Z');
  });
});
