import { Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { bayMessages, boardLaneMessages } from '@lavado/shared/messages/board';
import type { Board, BoardLane } from '@lavado/shared/wash/board';
import type { StateThreshold } from '@lavado/shared/wash/state-thresholds';
import { ticketStatus, ticketStatuses } from '@lavado/shared/wash/ticket-status';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { memo, useState, type ReactNode } from 'react';
import { cardsByLane, isEmptyBoard, isOverdue } from '../api/boardTickets';
import { BoardCard } from './BoardCard';
import type { BoardClock } from './useLocalClock';

const texts = bayMessages;

interface PhoneBoardProps {
  board: Board<Ticket>;
  clock: BoardClock;
  thresholds: readonly StateThreshold[];
  emptyText: string;
  /** The signed-in washer: their own cards in progress or paused come first. */
  userId: string | null;
  actionsOf: (ticket: Ticket) => ReactNode;
}

/** The washer's own cards: in progress or paused, in their charge. */
export const isMine = (ticket: Ticket, userId: string | null) =>
  userId !== null &&
  ticket.idResponsible === userId &&
  (ticket.status === ticketStatus.inProgress || ticket.status === ticketStatus.paused);

/**
 * The board on a phone: "Mis servicios" (the washer's own cards in progress or paused) first, then
 * the rest of the board one lane at a time behind tabs, instead of four lanes stacked in one long
 * column with the washer's own cards below every pending one.
 */
export const PhoneBoard = memo(function PhoneBoard({ board, clock, thresholds, emptyText, userId, actionsOf }: PhoneBoardProps) {
  const [lane, setLane] = useState<BoardLane>('pending');
  if (isEmptyBoard(board)) {
    return (
      <Text c="dimmed" ta="center" py="xl" fz="lg">
        {emptyText}
      </Text>
    );
  }
  const card = (ticket: Ticket) => (
    <BoardCard key={ticket.id} ticket={ticket} overdue={isOverdue(ticket, clock)} nowMs={clock.at} thresholds={thresholds}>
      {actionsOf(ticket)}
    </BoardCard>
  );
  const mine = board.tickets.filter((ticket) => isMine(ticket, userId));
  // The washer's own cards are drawn, and counted, above: not twice. `more` is what the board does not hold.
  const lanes = cardsByLane(board).map((entry) => {
    const cards = entry.cards.filter((ticket) => !isMine(ticket, userId));
    return { ...entry, cards, count: entry.count - (entry.cards.length - cards.length) };
  });
  const shown = lanes.find((entry) => entry.lane === lane) ?? lanes[0];

  return (
    <Stack gap="md" data-testid="phone-board">
      <Paper
        component="section"
        aria-label={texts.mine}
        p="xs"
        radius="md"
        bg="blue.0"
        style={{ borderTop: '4px solid var(--mantine-color-blue-6)' }}
      >
        <Group justify="space-between" wrap="nowrap" mb="xs">
          <Title order={2} fz="lg">
            {texts.mine}
          </Title>
          <Badge color="blue" size="lg" circle={mine.length < 10} variant="filled">
            {mine.length}
          </Badge>
        </Group>
        {mine.length === 0 ? (
          <Text c="dimmed" fz="sm" ta="center" py="sm">
            {texts.noneMine}
          </Text>
        ) : (
          <Stack gap="sm">{mine.map(card)}</Stack>
        )}
      </Paper>
      <section aria-label={texts.others}>
        <Tabs value={lane} onChange={(value) => value && setLane(value as BoardLane)} variant="pills" radius="md">
          <Tabs.List grow aria-label={texts.laneTabs} mb="sm">
            {lanes.map((entry) => (
              <Tabs.Tab
                key={entry.lane}
                value={entry.lane}
                px={6}
                h={44}
                color={ticketStatuses[entry.lane].color}
                rightSection={
                  <Badge size="sm" circle={entry.count < 10} color={ticketStatuses[entry.lane].color} variant="light">
                    {entry.count}
                  </Badge>
                }
              >
                {ticketStatuses[entry.lane].label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {shown && (
          <Stack gap="sm" role="tabpanel" aria-label={boardLaneMessages.lanes[shown.lane]}>
            {shown.cards.length === 0 ? (
              <Text c="dimmed" fz="sm" ta="center" py="md">
                {boardLaneMessages.emptyLane}
              </Text>
            ) : (
              shown.cards.map(card)
            )}
            {shown.more > 0 && (
              <Text c="dimmed" fz="sm" fw={600} ta="center" pt="xs">
                {boardLaneMessages.more(shown.more)}
              </Text>
            )}
          </Stack>
        )}
      </section>
    </Stack>
  );
});
