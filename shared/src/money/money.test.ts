import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountSchema, formatMoney, splitProportionally, vehicleGroupOf } from './money';

describe('money', () => {
  it('formats whole pesos the Chilean way and euros with cents', () => {
    expect(formatMoney(12990, 'CLP')).toBe('$12.990');
    expect(formatMoney(0, 'CLP')).toBe('$0');
    expect(formatMoney(129950, 'EUR').replace(/\s/u, ' ')).toBe('1299,50 €');
  });

  it('accepts only whole, non-negative amounts within range', () => {
    expect(amountSchema.safeParse(12990).success).toBe(true);
    expect(amountSchema.safeParse(12.5).success).toBe(false);
    expect(amountSchema.safeParse(-1).success).toBe(false);
    expect(amountSchema.safeParse(1e12).success).toBe(false);
  });

  it('groups vehicle types as the price list does', () => {
    expect(vehicleGroupOf('SED')).toBe('AUT');
    expect(vehicleGroupOf('CAD')).toBe('CAM');
    expect(vehicleGroupOf('SUV')).toBe('OTR');
  });

  it('splits an amount into parts that add up to it exactly', () => {
    expect(splitProportionally(1000, [50, 50])).toEqual([500, 500]);
    expect(splitProportionally(1001, [50, 50])).toEqual([501, 500]);
    expect(splitProportionally(100, [33, 33, 34])).toEqual([33, 33, 34]);
    expect(splitProportionally(10, [1, 1, 1])).toEqual([4, 3, 3]);
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }), (total, weights) => {
        const parts = splitProportionally(total, weights);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
        parts.forEach((part, index) =>
          expect(Math.abs(part - (total * weights[index]!) / weights.reduce((a, b) => a + b))).toBeLessThan(1),
        );
      }),
    );
  });
});
