import { Button, Table, Text } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { AdminSupportTicket } from '@lavado/shared/support/support.schemas';
import { shortDateTime } from '../../../lib/format/instants';
import { TicketStateBadge } from './TicketStateBadge';

const texts = uiMessages.admin.tickets;

interface TicketsTableProps {
  tickets: readonly AdminSupportTicket[];
  onOpen: (ticket: AdminSupportTicket) => void;
}

export function TicketsTable({ tickets, onOpen }: TicketsTableProps) {
  if (tickets.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {texts.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.columns.id}</Table.Th>
            <Table.Th>{texts.columns.date}</Table.Th>
            <Table.Th>{texts.columns.company}</Table.Th>
            <Table.Th>{texts.columns.type}</Table.Th>
            <Table.Th>{texts.columns.state}</Table.Th>
            <Table.Th ta="right">{texts.columns.action}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <Table.Tr key={ticket.id}>
              <Table.Td fw={600}>{ticket.ticketNumber}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDateTime(ticket.createdAt)}</Table.Td>
              <Table.Td>{ticket.organizationName}</Table.Td>
              <Table.Td>{uiMessages.supportTypes[ticket.type]}</Table.Td>
              <Table.Td>
                <TicketStateBadge state={ticket.state} />
              </Table.Td>
              <Table.Td ta="right">
                <Button size="xs" variant="light" aria-label={texts.viewTicket(ticket.ticketNumber)} onClick={() => onOpen(ticket)}>
                  {texts.view}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
