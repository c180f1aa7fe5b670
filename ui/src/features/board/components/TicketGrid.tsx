import { SimpleGrid, Text } from '@mantine/core';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import type { ReactNode } from 'react';
import { isOverdue, type LocalClock } from '../api/boardTickets';
import { BoardCard } from './BoardCard';

interface TicketGridProps {
  tickets: readonly Ticket[];
  /** The moment overdue deliveries are measured against. */
  now: LocalClock;
  emptyText: string;
  large?: boolean;
  actionsOf?: (ticket: Ticket) => ReactNode;
}

export function TicketGrid({ tickets, now, emptyText, large = false, actionsOf }: TicketGridProps) {
  if (tickets.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" fz={large ? 36 : 'lg'}>
        {emptyText}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={large ? { base: 1, md: 2, xl: 3 } : { base: 1, sm: 2, lg: 3 }} spacing={large ? 'xl' : 'md'}>
      {tickets.map((ticket) => (
        <BoardCard key={ticket.id} ticket={ticket} overdue={isOverdue(ticket, now)} large={large}>
          {actionsOf?.(ticket)}
        </BoardCard>
      ))}
    </SimpleGrid>
  );
}
