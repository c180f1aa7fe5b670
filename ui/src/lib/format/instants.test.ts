import { describe, expect, it } from 'vitest';
import { shortDateTime } from './instants';

describe('shortDateTime', () => {
  it("shows an instant on Chile's wall clock as d/M/yy H:mm", () => {
    expect(shortDateTime('2025-06-01T14:05:00.000Z')).toBe('1/6/25 10:05');
    expect(shortDateTime('2025-01-15T03:30:00Z')).toBe('15/1/25 0:30');
  });

  it('shows text that is not an instant as it came', () => {
    expect(shortDateTime('mañana')).toBe('mañana');
  });
});
