import { Table, Text, type TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListCards, useCardLayout } from './ListCards';

export interface ListColumn<Row> {
  /** Also the column's key, so headers within one table must differ. */
  header: string;
  /** Aligns the header and every cell; the actions column sits on the right. */
  align?: 'center' | 'right';
  /** Set on the header and every cell (and the column's place on a card), e.g. to keep a column off paper. */
  className?: string;
  /** Styles every cell of the column, such as its weight or keeping it on one line. */
  cellProps?: TableTdProps;
  cell: (row: Row) => ReactNode;
  /**
   * Its place on a phone's card (ListCards): the card's `title` (the first column when no column says
   * so), an `aside` beside the title such as a state badge, the `actions` row at the bottom, or
   * `hidden`. Left out, it is a line under its header's name.
   */
  card?: 'title' | 'aside' | 'actions' | 'hidden';
}

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
