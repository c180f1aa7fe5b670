import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import type { ReactNode } from 'react';
import { deliveryMoment, describeStatus, entryMoment, serviceName } from './ticketDisplay';

const texts = uiMessages.board;

interface BoardCardProps {
  ticket: Ticket;
  overdue: boolean;
  /** The wall screen's type, readable from across the room. */
  large?: boolean;
  /** The card's buttons; read-only boards have none. */
  children?: ReactNode;
}

/** One ticket of the board: plate, service, state, entry and delivery. */
export function BoardCard({ ticket, overdue, large = false, children }: BoardCardProps) {
  const status = describeStatus(ticket.status);
  const size = large ? 'xl' : 'sm';
  return (
    <Card
      withBorder
      radius="md"
      padding={large ? 'xl' : 'md'}
      component="article"
      aria-label={ticket.vehicle.ppu}
      style={overdue ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap={large ? 'sm' : 'xs'}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={800} fz={large ? 44 : 'xl'} ff="monospace" lh={1.1}>
            {ticket.vehicle.ppu}
          </Text>
          <Badge color={status.color} size={large ? 'xl' : 'lg'} variant="filled">
            {status.label}
          </Badge>
        </Group>
        <Text fw={600} size={large ? '1.6rem' : 'md'}>
          {serviceName(ticket)}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size={size} c="dimmed" w={large ? 130 : 64}>
            {texts.entry}
          </Text>
          <Text size={size}>{entryMoment(ticket)}</Text>
        </Group>
        <Group gap="xs">
          <Text size={size} c="dimmed" w={large ? 130 : 64}>
            {texts.delivery}
          </Text>
          <Text size={size} fw={overdue ? 700 : undefined} c={overdue ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
            {deliveryMoment(ticket)}
          </Text>
          {overdue && (
            <Badge color="red" variant="light" size={large ? 'lg' : 'sm'}>
              {texts.overdue}
            </Badge>
          )}
        </Group>
        {ticket.responsibleName && (
          <Text size={size} c="dimmed">
            {texts.responsible}: {ticket.responsibleName}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
