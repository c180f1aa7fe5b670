import type { TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';

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
