import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { boardLaneMessages } from '@lavado/shared/messages/board';
import type { Board, BoardLane, WallScreenCard } from '@lavado/shared/wash/board';
import type { StateThreshold } from '@lavado/shared/wash/state-thresholds';
import { ticketStatuses } from '@lavado/shared/wash/ticket-status';
import { cardsByLane, isEmptyBoard, isOverdue, type LaneCards } from '../api/boardTickets';
import { useCardsPerPage } from './useCardsPerPage';
import type { BoardClock } from './useLocalClock';
import { usePageTurn } from './usePageTurn';
import { WALL_CARD_GAP_UNITS, WALL_CARD_UNITS, WallCard } from './WallCard';
import { lanePageAt, WALL_PAGE_MS } from './wallPaging';
import { wallBadgeStyle, wallUnits } from './wallUnits';

const texts = boardLaneMessages;
const HEADING_UNITS = 1.1;
const HEADING_LINE = 1.2;

interface WallLanesProps {
  board: Board<WallScreenCard>;
  clock: BoardClock;
  thresholds: readonly StateThreshold[];
  emptyText: string;
}

/**
 * The board's lanes on the wall screen, as tall as the screen: a lane shows the whole cards that fit
 * in it and, when it has more, turns to its next page every WALL_PAGE_MS, saying which page it shows.
 * Pages rather than smaller type or scrolling: a card stays still, whole and as big while it is read.
 */
export function WallLanes({ board, clock, thresholds, emptyText }: WallLanesProps) {
  const turn = usePageTurn(WALL_PAGE_MS);
  if (isEmptyBoard(board)) {
    return (
      <Text c="gray.3" ta="center" py="xl" fz={wallUnits(1.5)}>
        {emptyText}
      </Text>
    );
  }
  return (
    <Box
      style={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: wallUnits(0.5) }}
      data-testid="board-lanes"
    >
      {cardsByLane(board).map((lane) => (
        <WallLane key={lane.lane} {...lane} turn={turn} clock={clock} thresholds={thresholds} />
      ))}
    </Box>
  );
}

interface WallLaneProps extends LaneCards<WallScreenCard> {
  turn: number;
  clock: BoardClock;
  thresholds: readonly StateThreshold[];
}

function WallLane({ lane, cards, count, more, turn, clock, thresholds }: WallLaneProps) {
  const label = texts.lanes[lane];
  const { ref, perPage } = useCardsPerPage<HTMLDivElement>(WALL_CARD_UNITS, WALL_CARD_GAP_UNITS);
  const shown = lanePageAt(cards, perPage, turn);
  return (
    <Paper
      component="section"
      aria-label={label}
      data-lane={lane}
      p={wallUnits(0.4)}
      radius="md"
      bg="dark.7"
      style={{
        borderTop: `${wallUnits(0.25)} solid var(--mantine-color-${laneColor(lane)}-6)`,
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
      }}
    >
      {/* Two lines for every lane's name ('Listo / Finalizado hoy' takes two): the first cards of all lanes stand level. */}
      <Group
        justify="space-between"
        wrap="nowrap"
        gap={wallUnits(0.3)}
        mb={wallUnits(0.4)}
        mih={wallUnits(2 * HEADING_UNITS * HEADING_LINE)}
      >
        <Title order={2} fz={wallUnits(HEADING_UNITS)} lh={HEADING_LINE} c="white">
          {label}
        </Title>
        <Badge color={laneColor(lane)} variant="filled" style={{ ...wallBadgeStyle, flexShrink: 0 }}>
          {count}
        </Badge>
      </Group>
      {/* One wall unit of font size: the unit the lane's measure reads in pixels (useCardsPerPage). */}
      <Stack ref={ref} gap={wallUnits(WALL_CARD_GAP_UNITS)} fz={wallUnits(1)} style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
        {count === 0 ? (
          <Text c="gray.4" fz={wallUnits(1)} ta="center" py={wallUnits(0.5)}>
            {texts.emptyLane}
          </Text>
        ) : (
          shown.cards.map((ticket) => (
            <WallCard key={ticket.id} ticket={ticket} overdue={isOverdue(ticket, clock)} nowMs={clock.at} thresholds={thresholds} />
          ))
        )}
      </Stack>
      <Stack gap={0} mih={wallUnits(1.6)} justify="flex-end" align="center" c="gray.3" fz={wallUnits(1)} fw={600} lh={1.3}>
        {shown.pages > 1 && (
          <Text inherit data-testid="lane-page">
            {texts.page(shown.page, shown.pages)}
          </Text>
        )}
        {more > 0 && (
          <Text inherit data-testid="lane-more">
            {texts.more(more)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

const laneColor = (lane: BoardLane) => ticketStatuses[lane].color;
