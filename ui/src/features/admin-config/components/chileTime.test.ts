import { describe, expect, it } from 'vitest';
import { chileInstant, chileWallClock } from './chileTime';

describe('chileInstant', () => {
  it("gives Chile's winter offset (-04:00) and summer offset (-03:00)", () => {
    expect(chileInstant('2025-06-15 10:00:00')).toBe('2025-06-15T10:00:00-04:00');
    expect(chileInstant('2025-01-15 10:00')).toBe('2025-01-15T10:00:00-03:00');
  });

  it('names the same instant as the wall clock it came from', () => {
    for (const wallClock of ['2025-06-15 10:00:00', '2025-01-15 23:30:00', '2025-09-07 01:00:00']) {
      expect(chileWallClock(chileInstant(wallClock))).toBe(wallClock);
    }
  });
});

describe('chileWallClock', () => {
  it("shows an instant on Chile's wall clock", () => {
    expect(chileWallClock('2025-06-15T14:00:00Z')).toBe('2025-06-15 10:00:00');
    expect(chileWallClock('2025-01-15T13:00:00Z')).toBe('2025-01-15 10:00:00');
  });
});
