import { describe, expect, it } from 'vitest';
import { isCompletePlate, platePlaceholder, toPlateInput } from './plate';

describe('plate input', () => {
  it('forces upper case and drops separators and spaces', () => {
    expect(toPlateInput('ab-cd 12')).toBe('ABCD12');
    expect(toPlateInput('xy·1234')).toBe('XY1234');
  });

  it('keeps six characters at most', () => {
    expect(toPlateInput('abcd123')).toBe('ABCD12');
  });

  it('recognises both Chilean formats only', () => {
    expect(isCompletePlate('ABCD01')).toBe(true);
    expect(isCompletePlate('AB0123')).toBe(true);
    expect(isCompletePlate('ABC123')).toBe(false);
    expect(isCompletePlate('ABCD0')).toBe(false);
  });

  it('shows both formats as the placeholder', () => {
    expect(platePlaceholder).toBe('ABCD01 / AB0123');
  });
});
