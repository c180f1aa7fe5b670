import { DEFAULT_THEME } from '@mantine/core';
import type { ServiceType } from '@lavado/shared/wash/wash.catalog';

const { colors } = DEFAULT_THEME;

/**
 * One color per service, shared by the legend and the donut so that they read together. Plain
 * color values, not CSS variables: the donut's SVG attributes take no `var(...)`.
 */
export const serviceColors: Record<ServiceType, string> = { BA: colors.cyan[6], FL: colors.indigo[6], EM: colors.orange[6] };
