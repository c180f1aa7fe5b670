import {
  Modal,
  Notification,
  createTheme,
  darken,
  DEFAULT_THEME,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { commonMessages } from '@lavado/shared/messages/common';

/** WCAG 2.1 AA for body text: every text on a filled or light surface must reach it. */
export const READABLE_CONTRAST = 4.5;
/** Filled buttons and badges use shade 6; hovering one darkens it to 7, 8 and 9 are text on light surfaces. */
const FILLED_SHADE = 6;
const DARKENING_STEP = 0.04;
/** Each shade from the filled one on stays visibly darker than the one before it. */
const SHADE_SEPARATION = 1.12;
const WHITE = '#ffffff';

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function darkenUntil(color: string, reached: (candidate: string) => boolean): string {
  let candidate = color;
  while (!reached(candidate)) candidate = darken(candidate, DARKENING_STEP);
  return candidate;
}

/**
 * Mantine's palette with its text-carrying shades darkened as little as needed: white reads on the
 * filled shades at 4.5:1, and the light variant's text (shade 9) reads on its background (shade 1).
 */
export function readablePalette(palette: MantineColorsTuple): MantineColorsTuple {
  const shades: string[] = [...palette];
  for (let shade = FILLED_SHADE; shade < shades.length; shade += 1) {
    const floor = shade === FILLED_SHADE ? READABLE_CONTRAST : contrastRatio(shades[shade - 1]!, WHITE) * SHADE_SEPARATION;
    shades[shade] = darkenUntil(
      shades[shade]!,
      (candidate) => contrastRatio(candidate, WHITE) >= floor && contrastRatio(candidate, shades[1]!) >= READABLE_CONTRAST,
    );
  }
  return shades as unknown as MantineColorsTuple;
}

/** Mantine's colors but dark, whose shades are dark surfaces. Grey 6 is also Mantine's "dimmed" text colour. */
const readableColors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, palette]) => [name, readablePalette(palette)]),
);

/**
 * Placeholders read as hints at grey 5 (2:1); Mantine's pickers show theirs as text in a button, which
 * must be readable: the readable grey 6, as helper text.
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
  dark: {},
});

/** Mantine's close buttons have no name of their own: a screen reader would announce a bare "button". */
const closeButtonProps = { 'aria-label': commonMessages.close };

export const theme = createTheme({
  primaryColor: 'cyan',
  colors: readableColors,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps } }),
  },
});

export { cssVariablesResolver };
