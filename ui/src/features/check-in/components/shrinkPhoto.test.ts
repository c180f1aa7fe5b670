import { describe, expect, it } from 'vitest';
import { encodeWithin, fitWithin } from './shrinkPhoto';

describe('shrinking a check-in photo', () => {
  it('fits the longest side within the target, keeping the proportions, and never enlarges', () => {
    expect(fitWithin(4032, 3024, 1280)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(3024, 4032, 1280)).toEqual({ width: 960, height: 1280 });
    expect(fitWithin(800, 600, 1280)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(5000, 3, 1280)).toEqual({ width: 1280, height: 1 });
  });

  it('lowers the quality until the photo weighs at most the target, or keeps the smallest', async () => {
    const sizes: Record<number, number> = { 0.8: 320_000, 0.7: 250_000, 0.6: 190_000, 0.5: 150_000, 0.4: 120_000 };
    const tried: number[] = [];
    const encode = (quality: number) => {
      tried.push(quality);
      return Promise.resolve(new Blob([new Uint8Array(sizes[quality]!)]));
    };
    expect((await encodeWithin(encode, 200_000)).size).toBe(190_000);
    expect(tried).toEqual([0.8, 0.7, 0.6]);
    expect((await encodeWithin(encode, 100_000)).size).toBe(120_000);
  });
});
