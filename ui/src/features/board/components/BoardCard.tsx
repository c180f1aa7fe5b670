import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { boardLaneMessages, boardMessages } from '@lavado/shared/messages/board';
import type { StateThreshold } from '@lavado/shared/wash/state-thresholds';
import type { WallScreenCard } from '@lavado/shared/wash/board';
import { IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { cardTimers, formatDuration, toneColors } from './cardTimers';
import { deliveryMoment, describeStatus, entryMoment, serviceName } from './ticketDisplay';

const texts = boardMessages;
const laneTexts = boardLaneMessages;

/** How big a card is drawn: the desk's board, the wall screen, or the wall screen crowded. */
export type CardScale = 'desk' | 'wall' | 'wallDense';

interface BoardCardProps {
  ticket: WallScreenCard;
  overdue: boolean;
  /** The instant the card's timers are read at. */
  nowMs: number;
  thresholds: readonly StateThreshold[];
  scale?: CardScale;
  /** The card's buttons (and any other action); read-only boards have none. */
  children?: ReactNode;
}

const plateSize: Record<CardScale, number | string> = { desk: 'xl', wall: 72, wallDense: 64 };
const textSize: Record<CardScale, string> = { desk: 'sm', wall: '1.7rem', wallDense: '1.5rem' };
const badgeSize: Record<CardScale, string> = { desk: 'md', wall: 'xl', wallDense: 'xl' };

/** One ticket of the board: plate, service, state with its time in it, delivery with its countdown, entry. */
export function BoardCard({ ticket, overdue, nowMs, thresholds, scale = 'desk', children }: BoardCardProps) {
  const status = describeStatus(ticket.status);
  const timers = cardTimers(ticket, nowMs, thresholds);
  const size = textSize[scale];
  const onWall = scale !== 'desk';
  const dense = scale === 'wallDense';
  return (
    <Card
      withBorder
      radius="md"
      padding={dense ? 'sm' : onWall ? 'lg' : 'sm'}
      component="article"
      aria-label={ticket.vehicle.ppu}
      data-overdue={overdue || undefined}
      style={overdue ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: onWall ? 4 : 2 } : undefined}
    >
      <Stack gap={dense ? 4 : 'xs'}>
        <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
          <Text fw={800} fz={plateSize[scale]} ff="monospace" lh={1} style={{ whiteSpace: 'nowrap' }}>
            {ticket.vehicle.ppu}
          </Text>
          <Badge color={status.color} size={badgeSize[scale]} variant="filled" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} fz={onWall ? size : 'md'}>
            {serviceName(ticket)}
          </Text>
          {timers.inState && (
            <Badge
              color={toneColors[timers.inState.tone]}
              variant={timers.inState.tone === 'normal' ? 'light' : 'filled'}
              size={badgeSize[scale]}
              leftSection={<IconClock size={onWall ? 22 : 14} />}
              tt="none"
              title={laneTexts.inState(formatDuration(timers.inState.seconds))}
              aria-label={`${laneTexts.inState(formatDuration(timers.inState.seconds))} (${laneTexts.timerTones[timers.inState.tone]})`}
              data-tone={timers.inState.tone}
              style={{ flexShrink: 0 }}
            >
              {formatDuration(timers.inState.seconds)}
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="wrap" align="center">
          {!dense && (
            <Text fz={size} c="dimmed">
              {texts.delivery}
            </Text>
          )}
          <Text fz={size} fw={overdue ? 700 : 500} c={overdue ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
            {dense ? ticket.endTime : deliveryMoment(ticket)}
          </Text>
          {overdue ? (
            <Badge color="red" variant="filled" size={badgeSize[scale]}>
              {texts.overdue}
            </Badge>
          ) : (
            timers.untilDelivery !== null && (
              <Text fz={size} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {laneTexts.dueIn(formatDuration(timers.untilDelivery))}
              </Text>
            )
          )}
          {overdue && timers.untilDelivery !== null && (
            <Text fz={size} c="red" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {laneTexts.lateBy(formatDuration(-timers.untilDelivery))}
            </Text>
          )}
          {timers.finishedAt && (
            <Text fz={size} c="teal" fw={600}>
              {laneTexts.finishedAt(timers.finishedAt)}
            </Text>
          )}
        </Group>
        {!dense && (
          <Group gap="xs" wrap="nowrap">
            <Text fz={size} c="dimmed">
              {texts.entry}
            </Text>
            <Text fz={size}>{entryMoment(ticket)}</Text>
          </Group>
        )}
        {ticket.responsibleName && (
          <Text fz={size} c="dimmed" truncate>
            {texts.responsible}: {ticket.responsibleName}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
