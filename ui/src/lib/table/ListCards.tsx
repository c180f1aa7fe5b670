import { Card, Group, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import type { ListColumn } from './listColumn';
import classes from './ListCards.module.css';

/** Every value starts at the same place; a long label wraps rather than pushing its value aside. */
const LABEL_WIDTH = 112;

/** Whether lists show cards: where the side menu folds away (Mantine's `sm`), table columns no longer fit. */
export function useCardLayout(): boolean {
  const theme = useMantineTheme();
  // Read at once, so that a phone never lays the table out first.
  return useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
}

interface ListCardsProps<Row extends { id: string }> {
  rows: readonly Row[];
  columns: readonly ListColumn<Row>[];
}

/** A list on a phone: one card per item, named by its title column, with the other columns as labelled lines. */
export function ListCards<Row extends { id: string }>({ rows, columns }: ListCardsProps<Row>) {
  const listId = useId();
  const title = columns.find((column) => column.card === 'title') ?? columns.find((column) => column.card === undefined);
  const asides = columns.filter((column) => column.card === 'aside');
  const actions = columns.filter((column) => column.card === 'actions');
  const lines = columns.filter((column) => column.card === undefined && column !== title);

  return (
    <Stack gap="sm">
      {rows.map((row) => {
        const titleId = `${listId}-${row.id}`;
        return (
          <Card key={row.id} withBorder radius="md" padding="sm" component="article" aria-labelledby={title && titleId}>
            {(title || asides.length > 0) && (
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
                {title && (
                  <Text id={titleId} fw={600} component="div" style={{ overflowWrap: 'anywhere' }}>
                    {title.cell(row)}
                  </Text>
                )}
                {asides.map((column) => (
                  <div key={column.header} className={column.className}>
                    {column.cell(row)}
                  </div>
                ))}
              </Group>
            )}
            <Stack gap={4}>
              {lines.map((column) => (
                <Line key={column.header} label={column.header} className={column.className}>
                  {column.cell(row)}
                </Line>
              ))}
            </Stack>
            {actions.map((column) => (
              <Group key={column.header} justify="flex-end" mt="xs" className={`${classes.actions} ${column.className ?? ''}`}>
                {column.cell(row)}
              </Group>
            ))}
          </Card>
        );
      })}
    </Stack>
  );
}

/** A column's value under its header's name; an empty value leaves no line. */
function Line({ label, className, children }: { label: string; className: string | undefined; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <Group gap="xs" wrap="nowrap" align="baseline" className={className}>
      <Text size="sm" c="dimmed" w={LABEL_WIDTH} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}
