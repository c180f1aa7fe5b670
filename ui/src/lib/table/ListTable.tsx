import { Table, Text } from '@mantine/core';
import { ListCards, useCardLayout } from './ListCards';
import type { ListColumn } from './listColumn';

export type { ListColumn } from './listColumn';

interface ListTableProps<Row extends { id: string }> {
  rows: readonly Row[];
  columns: readonly ListColumn<Row>[];
  /**
   * Below this width the table scrolls sideways instead of squeezing its columns. Left out where the page
   * swaps the table for something narrower before it would have to.
   */
  minWidth?: number;
  /** Shown instead of the table when there are no rows. Leave it out when the page says so itself. */
  emptyText?: string;
  striped?: boolean;
}

/**
 * A list as a table: a header row over one row per item, keyed by its id. Where the side menu folds
 * away (Mantine's `sm`), columns no longer fit: each item becomes a card, actions within thumb's reach.
 */
export function ListTable<Row extends { id: string }>({ rows, columns, minWidth, emptyText, striped = true }: ListTableProps<Row>) {
  const narrow = useCardLayout();
  if (rows.length === 0 && emptyText !== undefined) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  }
  if (narrow && rows.length > 0) return <ListCards rows={rows} columns={columns} />;
  const table = (
    <Table striped={striped} highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header} ta={column.align} className={column.className}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            {columns.map((column) => (
              <Table.Td key={column.header} ta={column.align} className={column.className} {...column.cellProps}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>;
}
