import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface FigureProps {
  label: string;
  value: number | undefined;
  /** A line under the label, e.g. the same figure a week before. */
  comparison?: ReactNode;
}

/** A labelled count; a placeholder while the count is on its way. */
export function Figure({ label, value, comparison }: FigureProps) {
  return (
    <Stack gap={2} align="center" role="group" aria-label={label} maw={220}>
      <Skeleton visible={value === undefined} miw={32}>
        <Text fz={28} fw={700} lh={1.1}>
          {value ?? 0}
        </Text>
      </Skeleton>
      <Text size="sm" c="dimmed" ta="center">
        {label}
      </Text>
      {comparison}
    </Stack>
  );
}
