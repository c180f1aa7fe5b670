import { Badge } from '@mantine/core';

/** Whether an account or a company is enabled (teal) or not (grey), in the words of its list. */
export function EnabledBadge({ enabled, label }: { enabled: boolean; label: string }) {
  return (
    // A visible label keeps the badge as wide as its text in a tight table column.
    <Badge color={enabled ? 'teal' : 'gray'} variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>
      {label}
    </Badge>
  );
}
