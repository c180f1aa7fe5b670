import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { boardLaneMessages, boardMessages } from '@lavado/shared/messages/board';
import type { StateThreshold } from '@lavado/shared/wash/state-thresholds';
import { currentPauseReason, pauseReasonLabel } from '@lavado/shared/wash/pause-reason';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { cardTimers, formatDuration, toneColors } from './cardTimers';
import { deliveryMoment, describeStatus, entryMoment, serviceName } from './ticketDisplay';

const texts = boardMessages;
const laneTexts = boardLaneMessages;

interface BoardCardProps {
  ticket: Ticket;
  overdue: boolean;
  /** The instant the card's timers are read at. */
  nowMs: number;
  thresholds: readonly StateThreshold[];
  /** The card's buttons (and any other action); read-only boards have none. */
  children?: ReactNode;
}

/** One ticket of the staff's board: plate, service, state with its time in it, delivery with its countdown, entry. */
export function BoardCard({ ticket, overdue, nowMs, thresholds, children }: BoardCardProps) {
  const status = describeStatus(ticket.status);
  const timers = cardTimers(ticket, nowMs, thresholds);
  const pauseReason = currentPauseReason({ status: ticket.status, steps: ticket.stateChanges });
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={ticket.vehicle.ppu}
      data-overdue={overdue || undefined}
      style={overdue ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
          <Text fw={800} fz="xl" ff="monospace" lh={1} style={{ whiteSpace: 'nowrap' }}>
            {ticket.vehicle.ppu}
          </Text>
          {/* The spec's card says its state (docs/specification.md#board), and on a phone the lane's name has scrolled away. */}
          <Badge color={status.color} size="md" variant="filled" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        {pauseReason && (
          <Text fz="sm" fw={600} c="orange.9" data-testid="pause-reason">
            {texts.pausedBecause(pauseReasonLabel(pauseReason))}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} fz="md">
            {serviceName(ticket)}
          </Text>
          {timers.inState && (
            <Badge
              color={toneColors[timers.inState.tone]}
              variant={timers.inState.tone === 'normal' ? 'light' : 'filled'}
              size="md"
              leftSection={<IconClock size={14} />}
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
          <Text fz="sm" c="dimmed">
            {texts.delivery}
          </Text>
          <Text fz="sm" fw={overdue ? 700 : 500} c={overdue ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
            {deliveryMoment(ticket)}
          </Text>
          {overdue ? (
            <Badge color="red" variant="filled" size="md">
              {texts.overdue}
            </Badge>
          ) : (
            timers.untilDelivery !== null && (
              <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {laneTexts.dueIn(formatDuration(timers.untilDelivery))}
              </Text>
            )
          )}
          {overdue && timers.untilDelivery !== null && (
            <Text fz="sm" c="red" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {laneTexts.lateBy(formatDuration(-timers.untilDelivery))}
            </Text>
          )}
          {timers.finishedAt && (
            <Text fz="sm" c="teal" fw={600}>
              {laneTexts.finishedAt(timers.finishedAt)}
            </Text>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Text fz="sm" c="dimmed">
            {texts.entry}
          </Text>
          <Text fz="sm">{entryMoment(ticket)}</Text>
        </Group>
        {ticket.responsibleName && (
          <Text fz="sm" c="dimmed" truncate>
            {texts.responsible}: {ticket.responsibleName}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
