import { supportApi } from '@lavado/shared/support/support.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SupportTicketsQuery, type SupportTicketStatus } from '@lavado/shared/support/support.schemas';
import { SUPPORT_CHANGED } from '@lavado/shared/support/support.events';
import { call } from '../../../lib/api/apiClient';
import { idempotencyHeaders } from '../../../lib/api/idempotencyKey';
import { useFeed } from '../../../lib/realtime/useFeed';

/** The filters `admin/getSupportTickets` takes; the page size is the server's default. */
export type TicketsQuery = Omit<SupportTicketsQuery, 'limit'>;

const ticketListQueryKey = ['admin', 'supportTickets'] as const;

/** The list follows every organization's tickets live: the gateway puts super admins in their own feed room. */
export function useSupportTickets(query: TicketsQuery) {
  const queryClient = useQueryClient();
  useFeed(SUPPORT_CHANGED, () => void queryClient.invalidateQueries({ queryKey: ticketListQueryKey }));
  return useQuery({
    queryKey: [...ticketListQueryKey, query],
    queryFn: () => call(supportApi.listAllTickets, query),
    placeholderData: keepPreviousData,
  });
}

export interface TicketStateChange {
  id: string;
  state: SupportTicketStatus;
  /** The resolution the author will read; required to close. */
  response: string;
}

/** Start (1) or close (2) a ticket; the list refreshes in place once the server accepted it. */
export function useSetTicketState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, idempotencyKey }: { change: TicketStateChange; idempotencyKey: string }) =>
      call(supportApi.setTicketState, change, idempotencyHeaders(idempotencyKey)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketListQueryKey }),
  });
}
