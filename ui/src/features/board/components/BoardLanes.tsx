import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { boardLaneMessages } from '@lavado/shared/messages/board';
import type { Board, BoardLane } from '@lavado/shared/wash/board';
import type { StateThreshold } from '@lavado/shared/wash/state-thresholds';
import { ticketStatuses } from '@lavado/shared/wash/ticket-status';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { memo, type ReactNode } from 'react';
import { cardsByLane, isEmptyBoard, isOverdue } from '../api/boardTickets';
import { BoardCard } from './BoardCard';
import type { BoardClock } from './useLocalClock';

const texts = boardLaneMessages;

interface BoardLanesProps {
  /** The first cards of each lane, and how many each lane has in all. */
  board: Board<Ticket>;
  clock: BoardClock;
  thresholds: readonly StateThreshold[];
  emptyText: string;
  actionsOf?: (ticket: Ticket) => ReactNode;
}

/**
 * The staff's board as lanes by state: Pendiente, En Curso, Pausado and the tickets finished today. A
 * lane with more cards than the board holds (BOARD_LANE_LIMIT) says how many more there are. (The
 * wall screen draws the same lanes its own way: WallLanes.)
 */
export const BoardLanes = memo(function BoardLanes({ board, clock, thresholds, emptyText, actionsOf }: BoardLanesProps) {
  if (isEmptyBoard(board)) {
    return (
      <Text c="dimmed" ta="center" py="xl" fz="lg">
        {emptyText}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" data-testid="board-lanes">
      {cardsByLane(board).map(({ lane, cards, count, more }) => (
        <Lane key={lane} lane={lane} count={count} more={more}>
          {cards.map((ticket) => (
            <BoardCard key={ticket.id} ticket={ticket} overdue={isOverdue(ticket, clock)} nowMs={clock.at} thresholds={thresholds}>
              {actionsOf?.(ticket)}
            </BoardCard>
          ))}
        </Lane>
      ))}
    </SimpleGrid>
  );
});

interface LaneProps {
  lane: BoardLane;
  /** Cards in the lane, held or not. */
  count: number;
  /** Cards in the lane the board does not hold. */
  more: number;
  children: ReactNode;
}

function Lane({ lane, count, more, children }: LaneProps) {
  const label = texts.lanes[lane];
  return (
    <Paper
      component="section"
      aria-label={label}
      data-lane={lane}
      p="xs"
      radius="md"
      bg="gray.0"
      style={{ borderTop: `4px solid var(--mantine-color-${ticketStatuses[lane].color}-6)` }}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={2} fz="lg">
          {label}
        </Title>
        <Badge color={ticketStatuses[lane].color} size="lg" circle={count < 10} variant="filled">
          {count}
        </Badge>
      </Group>
      {count === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="md">
          {texts.emptyLane}
        </Text>
      ) : (
        <Stack gap="sm">{children}</Stack>
      )}
      {more > 0 && (
        <Text c="dimmed" fz="sm" fw={600} ta="center" pt="xs" data-testid="lane-more">
          {texts.more(more)}
        </Text>
      )}
    </Paper>
  );
}
