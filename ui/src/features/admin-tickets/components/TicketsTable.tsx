import { Button } from '@mantine/core';
import { adminMessages } from '@lavado/shared/messages/admin';
import { SUPPORT_TICKET_TYPES, type AdminSupportTicket } from '@lavado/shared/support/support.schemas';
import { shortDateTime } from '../../../lib/format/instants';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';
import { TicketStateBadge } from './TicketStateBadge';

const texts = adminMessages.tickets;

interface TicketsTableProps {
  tickets: readonly AdminSupportTicket[];
  onOpen: (ticket: AdminSupportTicket) => void;
}

export function TicketsTable({ tickets, onOpen }: TicketsTableProps) {
  const columns: ListColumn<AdminSupportTicket>[] = [
    { header: texts.columns.id, cellProps: { fw: 600 }, cell: (ticket) => ticket.ticketNumber },
    { header: texts.columns.date, cellProps: { style: { whiteSpace: 'nowrap' } }, cell: (ticket) => shortDateTime(ticket.createdAt) },
    { header: texts.columns.company, card: 'title', cell: (ticket) => ticket.organizationName },
    { header: texts.columns.type, cell: (ticket) => SUPPORT_TICKET_TYPES[ticket.type] },
    { header: texts.columns.state, card: 'aside', cell: (ticket) => <TicketStateBadge state={ticket.state} /> },
    {
      header: texts.columns.action,
      align: 'right',
      card: 'actions',
      cell: (ticket) => (
        <Button size="xs" variant="light" aria-label={texts.viewTicket(ticket.ticketNumber)} onClick={() => onOpen(ticket)}>
          {texts.view}
        </Button>
      ),
    },
  ];
  return <ListTable rows={tickets} columns={columns} minWidth={720} emptyText={texts.empty} />;
}
