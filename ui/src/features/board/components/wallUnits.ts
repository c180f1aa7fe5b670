import type { CSSProperties } from 'react';

/** `count` wall units (WallScreen.module.css): 32 px each on a 1920×1080 screen. */
export const wallUnits = (count: number) => `calc(var(--wall-unit) * ${count})`;

/** A Mantine badge drawn in wall units: its text one unit high, as every text of the wall screen. */
export const wallBadgeStyle = {
  '--badge-fz': wallUnits(1),
  '--badge-height': wallUnits(1.6),
  '--badge-padding-x': wallUnits(0.5),
  '--badge-dot-size': wallUnits(0.4),
} as CSSProperties;
