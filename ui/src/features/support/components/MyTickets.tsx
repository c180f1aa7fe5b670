import { ActionIcon, Button, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { SupportTicket } from '@lavado/shared/support/support.schemas';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLoader } from '../../../lib/components/PageLoader';
import { shortDateTime } from '../../../lib/format/instants';
import { useUserTickets } from '../api/supportApi';
import { TicketDetailModal } from './TicketDetailModal';
import { TicketStateBadge } from './TicketStateBadge';
import { typeLabel } from './ticketDisplay';

const texts = uiMessages.support;

/** 'Mis Tickets': the organization's tickets with their state, each opening its detail. */
export function MyTickets({ organizationId }: { organizationId: string | null }) {
  const { data: tickets = [], isPending, isError, refetch } = useUserTickets(organizationId);
  const [openedId, setOpenedId] = useState<string | null>(null);
  // The detail follows the list, so an answer pushed while it is open shows up in it.
  const opened = tickets.find((ticket) => ticket.id === openedId) ?? null;

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={3} size="h4">
          {texts.myTickets}
        </Title>
        {isPending && <PageLoader />}
        {isError && (
          <Stack align="center" py="xl" gap="sm">
            <Text c="dimmed">{texts.loadFailed}</Text>
            <Button variant="light" onClick={() => void refetch()}>
              {uiMessages.common.retry}
            </Button>
          </Stack>
        )}
        {!isPending && !isError && <TicketsTable tickets={tickets} onOpen={setOpenedId} />}
      </Stack>
      <TicketDetailModal ticket={opened} onClose={() => setOpenedId(null)} />
    </Paper>
  );
}

function TicketsTable({ tickets, onOpen }: { tickets: SupportTicket[]; onOpen: (id: string) => void }) {
  if (tickets.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {texts.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.columns.number}</Table.Th>
            <Table.Th>{texts.columns.date}</Table.Th>
            <Table.Th>{texts.columns.type}</Table.Th>
            <Table.Th>{texts.columns.issue}</Table.Th>
            <Table.Th>{texts.columns.state}</Table.Th>
            <Table.Th ta="right">{texts.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <Table.Tr key={ticket.id}>
              <Table.Td>{ticket.ticketNumber}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDateTime(ticket.createdAt)}</Table.Td>
              <Table.Td>{typeLabel(ticket.type)}</Table.Td>
              <Table.Td fw={500}>{ticket.issue}</Table.Td>
              <Table.Td>
                <TicketStateBadge state={ticket.state} />
              </Table.Td>
              <Table.Td ta="right">
                <Tooltip label={texts.view}>
                  <ActionIcon variant="light" aria-label={texts.view} onClick={() => onOpen(ticket.id)}>
                    <IconEye size={18} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
