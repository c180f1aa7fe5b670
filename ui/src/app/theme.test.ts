import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, READABLE_CONTRAST, theme } from './theme';

const WHITE = '#ffffff';
const textCarryingShades = [6, 7, 8, 9] as const;

describe('theme colors', () => {
  const palettes = Object.entries(theme.colors ?? {});

  it('replaces every colored palette of Mantine', () => {
    expect(palettes.map(([name]) => name).sort()).toEqual(
      Object.keys(DEFAULT_THEME.colors)
        .filter((name) => name !== 'dark')
        .sort(),
    );
  });

  it.each(palettes)('%s: white reads at 4.5:1 on every filled shade, and the light variant text on its background', (_, palette) => {
    for (const shade of textCarryingShades) expect(contrastRatio(palette![shade], WHITE)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    expect(contrastRatio(palette![9], palette![1])).toBeGreaterThanOrEqual(READABLE_CONTRAST);
  });

  it.each(palettes)('%s: each shade from the filled one on is darker than the one before', (_, palette) => {
    for (const shade of textCarryingShades)
      expect(contrastRatio(palette![shade], WHITE)).toBeGreaterThan(contrastRatio(palette![shade - 1]!, WHITE));
  });

  it('keeps the lighter shades, the surfaces, as Mantine has them', () => {
    expect(theme.colors?.cyan?.slice(0, 6)).toEqual(DEFAULT_THEME.colors.cyan.slice(0, 6));
  });

  it('keeps secondary ("dimmed") text, grey 6, readable on white and on the grey surfaces', () => {
    const gray = theme.colors?.gray;
    expect(contrastRatio(gray![6], WHITE)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    expect(contrastRatio(gray![6], gray![1])).toBeGreaterThanOrEqual(READABLE_CONTRAST);
  });
});
