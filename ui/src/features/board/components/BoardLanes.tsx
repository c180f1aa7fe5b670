import { Badge, Box, Group, Paper, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { boardLaneMessages } from '@lavado/shared/messages/board';
import { BOARD_LANES, laneOf, type Board, type BoardLane, type WallScreenCard } from '@lavado/shared/wash/board';
import type { StateThreshold } from '@lavado/shared/wash/state-thresholds';
import { ticketStatuses } from '@lavado/shared/wash/ticket-status';
import type { ReactNode } from 'react';
import { isOverdue } from '../api/boardTickets';
import { BoardCard, type CardScale } from './BoardCard';
import type { BoardClock } from './useLocalClock';
import { useAutoScroll } from './useAutoScroll';

const texts = boardLaneMessages;

/** Above this many cards the wall screen draws them denser. */
export const WALL_DENSE_FROM = 12;

interface BoardLanesProps<Card extends WallScreenCard> {
  /** The first cards of each lane, and how many each lane has in all. */
  board: Board<Card>;
  clock: BoardClock;
  thresholds: readonly StateThreshold[];
  emptyText: string;
  /** The wall screen: big type, lanes as tall as the screen that scroll by themselves. */
  wall?: boolean;
  actionsOf?: (ticket: Card) => ReactNode;
}

/**
 * The board as lanes by state: Pendiente, En Curso, Pausado and the tickets finished today. A lane
 * with more cards than the board holds (BOARD_LANE_LIMIT) says how many more there are.
 */
export function BoardLanes<Card extends WallScreenCard>({
  board,
  clock,
  thresholds,
  emptyText,
  wall = false,
  actionsOf,
}: BoardLanesProps<Card>) {
  const { tickets, totals } = board;
  if (tickets.length === 0 && BOARD_LANES.every((lane) => totals[lane] === 0)) {
    return (
      <Text c={wall ? 'gray.3' : 'dimmed'} ta="center" py="xl" fz={wall ? 48 : 'lg'}>
        {emptyText}
      </Text>
    );
  }
  const scale: CardScale = wall ? (tickets.length > WALL_DENSE_FROM ? 'wallDense' : 'wall') : 'desk';
  const byLane = new Map<BoardLane, Card[]>(BOARD_LANES.map((lane) => [lane, []]));
  for (const ticket of tickets) byLane.get(laneOf(ticket.status))?.push(ticket);
  return (
    <SimpleGrid
      cols={wall ? 4 : { base: 1, sm: 2, lg: 4 }}
      spacing={wall ? 'lg' : 'sm'}
      style={wall ? { flex: 1, minHeight: 0 } : undefined}
      data-testid="board-lanes"
    >
      {BOARD_LANES.map((lane) => (
        <Lane
          key={lane}
          lane={lane}
          count={Math.max(totals[lane], byLane.get(lane)?.length ?? 0)}
          more={totals[lane] - (byLane.get(lane)?.length ?? 0)}
          wall={wall}
        >
          {(byLane.get(lane) ?? []).map((ticket) => (
            <BoardCard
              key={ticket.id}
              ticket={ticket}
              overdue={isOverdue(ticket, clock)}
              nowMs={clock.at}
              thresholds={thresholds}
              scale={scale}
            >
              {actionsOf?.(ticket)}
            </BoardCard>
          ))}
        </Lane>
      ))}
    </SimpleGrid>
  );
}

interface LaneProps {
  lane: BoardLane;
  /** Cards in the lane, held or not. */
  count: number;
  /** Cards in the lane the board does not hold. */
  more: number;
  wall: boolean;
  children: ReactNode;
}

function Lane({ lane, count, more, wall, children }: LaneProps) {
  const label = texts.lanes[lane];
  const scroller = useAutoScroll<HTMLDivElement>(wall);
  const heading = (
    <Group justify="space-between" wrap="nowrap" mb={wall ? 'md' : 'xs'}>
      <Title order={2} fz={wall ? 36 : 'lg'} c={wall ? 'white' : undefined}>
        {label}
      </Title>
      <Badge color={ticketStatuses[lane].color} size={wall ? 'xl' : 'lg'} circle={count < 10} variant="filled">
        {count}
      </Badge>
    </Group>
  );
  const cards =
    count === 0 ? (
      <Text c="dimmed" fz={wall ? 28 : 'sm'} ta="center" py="md">
        {texts.emptyLane}
      </Text>
    ) : (
      <Stack gap={wall ? 'md' : 'sm'}>{children}</Stack>
    );
  // Below the cards, outside the wall screen's scrolling: a TV shows it however far the lane has scrolled.
  const moreNote = more > 0 && (
    <Text c={wall ? 'gray.3' : 'dimmed'} fz={wall ? 28 : 'sm'} fw={600} ta="center" pt={wall ? 'md' : 'xs'} data-testid="lane-more">
      {texts.more(more)}
    </Text>
  );
  return (
    <Paper
      component="section"
      aria-label={label}
      data-lane={lane}
      p={wall ? 'md' : 'xs'}
      radius="md"
      bg={wall ? 'dark.7' : 'gray.0'}
      style={{
        borderTop: `${wall ? 8 : 4}px solid var(--mantine-color-${ticketStatuses[lane].color}-6)`,
        ...(wall ? { display: 'flex', flexDirection: 'column', minHeight: 0 } : {}),
      }}
    >
      {heading}
      {wall ? (
        <ScrollArea
          viewportRef={scroller}
          viewportProps={{ tabIndex: 0, 'aria-label': label }}
          style={{ flex: 1, minHeight: 0 }}
          type="never"
        >
          {cards}
        </ScrollArea>
      ) : (
        <Box>{cards}</Box>
      )}
      {moreNote}
    </Paper>
  );
}
