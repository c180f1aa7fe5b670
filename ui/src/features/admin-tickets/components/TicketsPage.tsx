import { Paper } from '@mantine/core';
import { adminMessages } from '@lavado/shared/messages/admin';
import type { AdminSupportTicket } from '@lavado/shared/support/support.schemas';
import { useState } from 'react';
import { TitledPage } from '../../../lib/components/TitledPage';
import { ListPanel } from '../../../lib/table/ListPanel';
import { QueryState } from '../../../lib/query/QueryState';
import { useSupportTickets } from '../api/ticketsApi';
import { TicketDetailModal } from './TicketDetailModal';
import { TicketFilters } from './TicketFilters';
import { noTicketFilter, toTicketsQuery } from './ticketFilter';
import { TicketsTable } from './TicketsTable';

const texts = adminMessages.tickets;

/** Every organization's support tickets, newest first; the SA starts and closes them from the detail. */
export function TicketsPage() {
  const [query, setQuery] = useState(() => toTicketsQuery(noTicketFilter));
  // The open ticket is kept here, not looked up in the list: a change may move it out of the filtered list.
  const [openTicket, setOpenTicket] = useState<AdminSupportTicket | null>(null);
  const ticketsQuery = useSupportTickets(query);

  return (
    <TitledPage title={texts.title}>
      <Paper withBorder radius="md" p="md">
        <TicketFilters onSearch={(filter) => setQuery(toTicketsQuery(filter))} />
      </Paper>
      <ListPanel>
        <QueryState query={ticketsQuery} failureText={texts.loadFailed}>
          {(tickets) => <TicketsTable tickets={tickets} onOpen={setOpenTicket} />}
        </QueryState>
      </ListPanel>
      {openTicket && (
        <TicketDetailModal key={openTicket.id} ticket={openTicket} onClose={() => setOpenTicket(null)} onChanged={setOpenTicket} />
      )}
    </TitledPage>
  );
}
