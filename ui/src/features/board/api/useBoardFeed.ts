import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { TICKET_CHANGED, ticketChangedPayload } from '@lavado/shared/wash/ticket-feed';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { useFeed } from '../../../lib/realtime/useFeed';
import { applyTicketChange } from './boardTickets';

/**
 * Applies each pushed card to the board in the cache: no refetch per push. While the board is
 * being fetched (or has no data yet) the answer in flight may predate the push, so the board is
 * fetched again instead; the server has committed the change before pushing it.
 */
export function useBoardFeed(queryKey: QueryKey, today: string): void {
  const queryClient = useQueryClient();
  useFeed(TICKET_CHANGED, (payload) => {
    const change = ticketChangedPayload.safeParse(payload);
    const board = queryClient.getQueryData<Ticket[]>(queryKey);
    if (!change.success || board === undefined || queryClient.isFetching({ queryKey }) > 0) {
      void queryClient.invalidateQueries({ queryKey });
      return;
    }
    queryClient.setQueryData<Ticket[]>(queryKey, applyTicketChange(board, change.data.ticket, today));
  });
}
