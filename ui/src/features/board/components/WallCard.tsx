import { Badge, Box, Card, Group, Text } from '@mantine/core';
import { boardLaneMessages, boardMessages } from '@lavado/shared/messages/board';
import type { StateThreshold } from '@lavado/shared/wash/state-thresholds';
import type { WallScreenCard } from '@lavado/shared/wash/board';
import { IconClock, IconUser } from '@tabler/icons-react';
import { cardTimers, formatDuration, toneColors } from './cardTimers';
import { serviceName } from './ticketDisplay';
import { wallBadgeStyle, wallUnits } from './wallUnits';

const texts = boardMessages;
const laneTexts = boardLaneMessages;

/** A line of text on a wall card: one unit high type, one line, never wrapped. */
const LINE_UNITS = 1.25;
const PLATE_UNITS = 2;
const ROW_GAP_UNITS = 0.2;
const PADDING_UNITS = 0.4;
/** Every wall card is this tall, whatever it says, so that a lane knows how many fit before drawing them. */
export const WALL_CARD_UNITS = PLATE_UNITS + 3 * LINE_UNITS + 3 * ROW_GAP_UNITS + 2 * PADDING_UNITS;
/** The space between two cards of a lane. */
export const WALL_CARD_GAP_UNITS = 0.5;

interface WallCardProps {
  ticket: WallScreenCard;
  overdue: boolean;
  /** The instant the card's timers are read at. */
  nowMs: number;
  thresholds: readonly StateThreshold[];
}

/**
 * One ticket on the wall screen, in type a washer reads from 4 m: the plate; the service and the time
 * in its state; the delivery (or how late it is, or when it was finished); who is responsible. Its
 * state is the lane it stands in, whose name is above it.
 */
export function WallCard({ ticket, overdue, nowMs, thresholds }: WallCardProps) {
  const timers = cardTimers(ticket, nowMs, thresholds);
  const line = { fz: wallUnits(1), lh: LINE_UNITS, style: { whiteSpace: 'nowrap' } } as const;
  return (
    <Card
      withBorder
      radius="md"
      component="article"
      aria-label={ticket.vehicle.ppu}
      data-overdue={overdue || undefined}
      h={wallUnits(WALL_CARD_UNITS)}
      py={wallUnits(PADDING_UNITS)}
      px={wallUnits(0.5)}
      style={{
        flexShrink: 0,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        gap: wallUnits(ROW_GAP_UNITS),
        ...(overdue ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: wallUnits(0.15) } : {}),
      }}
    >
      <Text fw={800} fz={wallUnits(PLATE_UNITS)} lh={1} ff="monospace" h={wallUnits(PLATE_UNITS)} style={{ whiteSpace: 'nowrap' }}>
        {ticket.vehicle.ppu}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap={wallUnits(0.3)} h={wallUnits(LINE_UNITS)}>
        <Text fw={700} {...line}>
          {serviceName(ticket)}
        </Text>
        {timers.inState && (
          <Badge
            color={toneColors[timers.inState.tone]}
            variant={timers.inState.tone === 'normal' ? 'light' : 'filled'}
            leftSection={<IconClock size="0.9em" aria-hidden />}
            tt="none"
            title={`${laneTexts.inState(formatDuration(timers.inState.seconds))} (${laneTexts.timerTones[timers.inState.tone]})`}
            data-tone={timers.inState.tone}
            style={{ ...wallBadgeStyle, '--badge-height': wallUnits(LINE_UNITS), flexShrink: 0 }}
          >
            {formatDuration(timers.inState.seconds)}
          </Badge>
        )}
      </Group>
      <Box h={wallUnits(LINE_UNITS)}>
        {timers.finishedAt ? (
          <Text c="teal" fw={600} {...line}>
            {laneTexts.finishedAt(timers.finishedAt)}
          </Text>
        ) : overdue && timers.untilDelivery !== null ? (
          <Text c="red" fw={700} {...line}>
            {laneTexts.lateBy(formatDuration(-timers.untilDelivery))}
          </Text>
        ) : (
          <Text {...line}>
            {texts.delivery} {ticket.endTime}
          </Text>
        )}
      </Box>
      <Group gap={wallUnits(0.3)} wrap="nowrap" h={wallUnits(LINE_UNITS)} c="dimmed">
        {ticket.responsibleName && (
          <>
            <IconUser size={wallUnits(0.9)} aria-hidden style={{ flexShrink: 0 }} />
            <Text {...line} c="dimmed" truncate title={`${texts.responsible}: ${ticket.responsibleName}`}>
              {ticket.responsibleName}
            </Text>
          </>
        )}
      </Group>
    </Card>
  );
}
