import { ActionIcon, Paper, Stack, Title } from '@mantine/core';
import { supportPageMessages } from '@lavado/shared/messages/support';
import type { SupportTicket } from '@lavado/shared/support/support.schemas';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { shortDateTime } from '../../../lib/format/instants';
import { QueryState } from '../../../lib/query/QueryState';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';
import { useUserTickets } from '../api/supportApi';
import { TicketDetailModal } from './TicketDetailModal';
import { TicketStateBadge } from './TicketStateBadge';
import { typeLabel } from './ticketDisplay';
import { TooltipOnDemand } from '../../../lib/components/TooltipOnDemand';

const texts = supportPageMessages;

/** 'Mis Tickets': the organization's tickets with their state, each opening its detail. */
export function MyTickets({ organizationId }: { organizationId: string | null }) {
  const ticketsQuery = useUserTickets(organizationId);
  const [openedId, setOpenedId] = useState<string | null>(null);
  // The detail follows the list, so an answer pushed while it is open shows up in it.
  const opened = ticketsQuery.data?.find((ticket) => ticket.id === openedId) ?? null;

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={3} size="h4">
          {texts.myTickets}
        </Title>
        <QueryState query={ticketsQuery} failureText={texts.loadFailed}>
          {(tickets) => <TicketsTable tickets={tickets} onOpen={setOpenedId} />}
        </QueryState>
      </Stack>
      <TicketDetailModal ticket={opened} onClose={() => setOpenedId(null)} />
    </Paper>
  );
}

function TicketsTable({ tickets, onOpen }: { tickets: SupportTicket[]; onOpen: (id: string) => void }) {
  const columns: ListColumn<SupportTicket>[] = [
    { header: texts.columns.number, cell: (ticket) => ticket.ticketNumber },
    { header: texts.columns.date, cellProps: { style: { whiteSpace: 'nowrap' } }, cell: (ticket) => shortDateTime(ticket.createdAt) },
    { header: texts.columns.type, cell: (ticket) => typeLabel(ticket.type) },
    { header: texts.columns.issue, cellProps: { fw: 500 }, card: 'title', cell: (ticket) => ticket.issue },
    { header: texts.columns.state, card: 'aside', cell: (ticket) => <TicketStateBadge state={ticket.state} /> },
    {
      header: texts.columns.actions,
      align: 'right',
      card: 'actions',
      cell: (ticket) => (
        <TooltipOnDemand label={texts.view}>
          <ActionIcon variant="light" aria-label={texts.view} onClick={() => onOpen(ticket.id)}>
            <IconEye size={18} />
          </ActionIcon>
        </TooltipOnDemand>
      ),
    },
  ];
  return <ListTable rows={tickets} columns={columns} minWidth={520} emptyText={texts.empty} striped={false} />;
}
