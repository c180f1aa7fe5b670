import { supportApi } from '@lavado/shared/support/support.contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SupportTicketsQuery } from '@lavado/shared/support/support.schemas';
import { SUPPORT_CHANGED } from '@lavado/shared/support/support.events';
import { call } from '../../../lib/api/apiClient';
import { useCommand } from '../../../lib/query/useCommand';
import { useFeed } from '../../../lib/realtime/useFeed';

/** The filters `admin/getSupportTickets` takes; the page size is the server's default. */
export type TicketsQuery = Omit<SupportTicketsQuery, 'limit'>;

const ticketKeys = {
  all: ['admin', 'supportTickets'] as const,
  list: (query: TicketsQuery) => [...ticketKeys.all, query] as const,
};

/** The list follows every organization's tickets live: the gateway puts super admins in their own feed room. */
export function useSupportTickets(query: TicketsQuery) {
  const queryClient = useQueryClient();
  useFeed(SUPPORT_CHANGED, () => void queryClient.invalidateQueries({ queryKey: ticketKeys.all }));
  return useQuery({
    queryKey: ticketKeys.list(query),
    queryFn: () => call(supportApi.listAllTickets, query),
    placeholderData: keepPreviousData,
  });
}

/** Start (1) or close (2) a ticket (closing needs the resolution the author will read); the list refreshes in place once the server accepted it. */
export const useSetTicketState = () => useCommand(supportApi.setTicketState, { invalidates: [ticketKeys.all] });
