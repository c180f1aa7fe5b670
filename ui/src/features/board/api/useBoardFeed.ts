import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { CLIENT_CHANGED, clientChangedPayload } from '@lavado/shared/clients/client-feed';
import type { Board, WallScreenCard } from '@lavado/shared/wash/board';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { TICKET_CHANGED } from '@lavado/shared/wash/ticket-feed-topic';
import type { z } from 'zod';
import { useFeed } from '../../../lib/realtime/useFeed';
import { applyTicketChange } from './boardTickets';

/**
 * Applies each pushed card to the board in the cache: no refetch per push. While the board is
 * being fetched (or has no data yet) the answer in flight may predate the push, so the board is
 * fetched again instead; the server has committed the change before pushing it. The same when the
 * cached board cannot tell where the card goes (a lane has cards beyond the ones it holds).
 * `payloadSchema` reads the push as this board's cards are: whole, or as a wall screen shows them.
 */
export function useBoardFeed<Card extends WallScreenCard>(
  queryKey: QueryKey,
  today: string,
  payloadSchema: z.ZodType<{ change: string; ticket: Card }>,
): void {
  const queryClient = useQueryClient();
  useFeed(TICKET_CHANGED, (payload) => {
    const change = payloadSchema.safeParse(payload);
    const board = queryClient.getQueryData<Board<Card>>(queryKey);
    const next =
      change.success && board !== undefined && queryClient.isFetching({ queryKey }) === 0
        ? applyTicketChange(board, change.data.ticket, today, change.data.change)
        : null;
    if (next) queryClient.setQueryData<Board<Card>>(queryKey, next);
    else void queryClient.invalidateQueries({ queryKey });
  });
}

/**
 * A client's consent to service messages, or their blocking (docs/privacy.md), decides what their
 * cards offer ("Avisar por WhatsApp", the phone): the board is read again when a client with a card
 * on it changes. The clients' read model has committed the change before it is pushed.
 */
export function useClientsOnBoardFeed(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  useFeed(CLIENT_CHANGED, (payload) => {
    const changed = clientChangedPayload.safeParse(payload);
    const board = queryClient.getQueryData<Board<Ticket>>(queryKey);
    if (changed.success && board?.tickets.some((card) => card.clientId === changed.data.id))
      void queryClient.invalidateQueries({ queryKey });
  });
}
