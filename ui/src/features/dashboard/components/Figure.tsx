import { Skeleton, Stack, Text } from '@mantine/core';

interface FigureProps {
  label: string;
  value: number | undefined;
}

/** A labelled count; a placeholder while the count is on its way. */
export function Figure({ label, value }: FigureProps) {
  return (
    <Stack gap={2} align="center" role="group" aria-label={label}>
      <Skeleton visible={value === undefined} miw={32}>
        <Text fz={28} fw={700} lh={1.1}>
          {value ?? 0}
        </Text>
      </Skeleton>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
