import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCardLayout } from './ListCards';

/** The frame around a list: a bordered panel around a table; on a phone the cards are frame enough. */
export function ListPanel({ children }: { children: ReactNode }) {
  const cards = useCardLayout();
  return (
    <Paper withBorder={!cards} radius="md" p={cards ? 0 : 'xs'}>
      {children}
    </Paper>
  );
}
