import { SimpleGrid, Text } from '@mantine/core';
import { stateThresholds } from '@lavado/shared/wash/state-thresholds';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { isOverdue } from '../api/boardTickets';
import { BoardCard } from './BoardCard';
import type { BoardClock } from './useLocalClock';

const defaultThresholds = stateThresholds([]);

interface TicketGridProps {
  tickets: readonly Ticket[];
  /** The moment overdue deliveries and times in state are measured against. */
  now: BoardClock;
  emptyText: string;
}

/** Read-only cards in delivery order (the board as it stood at a past moment). */
export function TicketGrid({ tickets, now, emptyText }: TicketGridProps) {
  if (tickets.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" fz="lg">
        {emptyText}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {tickets.map((ticket) => (
        <BoardCard key={ticket.id} ticket={ticket} overdue={isOverdue(ticket, now)} nowMs={now.at} thresholds={defaultThresholds} />
      ))}
    </SimpleGrid>
  );
}
