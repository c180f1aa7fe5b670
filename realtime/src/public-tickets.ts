import type { Namespace } from 'socket.io';
import { z } from 'zod';
import type { Pool } from '@lavado/shared/db/pool';
import { publicTicketOf } from '@lavado/shared/wash/public-ticket';
import { TICKET_CHANGED, ticketChangedPayload } from '@lavado/shared/wash/ticket-feed';
import type { FeedRow } from './feed/feed-reader';
import { PUBLIC_NAMESPACE, PUBLIC_TICKET_EVENT } from './protocol';
import type { GatewayServer } from './socket-types';

const handshake = z.object({ ticketId: z.uuid() });
const ticketRoom = (ticketId: string) => `ticket:${ticketId}`;

/**
 * Customers' phones follow one ticket without signing in: the random ticket id is the capability.
 * They receive only the whitelisted public fields, the same ones `code/getPublicTicket` answers.
 */
export function servePublicTickets(io: GatewayServer, pool: Pool): { publish(rows: readonly FeedRow[]): void } {
  const namespace: Namespace = io.of(PUBLIC_NAMESPACE);
  namespace.use((socket, next) => {
    const parsed = handshake.safeParse(socket.handshake.auth);
    if (!parsed.success) return next(new Error('not_found'));
    pool
      .query('select 1 from wash_records where id = $1', [parsed.data.ticketId])
      .then(({ rowCount }) => {
        if (!rowCount) return next(new Error('not_found'));
        socket.data.ticketId = parsed.data.ticketId;
        next();
      })
      .catch(() => next(new Error('unavailable')));
  });
  namespace.on('connection', (socket) => void socket.join(ticketRoom(socket.data.ticketId as string)));

  return {
    publish(rows) {
      for (const row of rows) {
        if (row.topic !== TICKET_CHANGED) continue;
        const payload = ticketChangedPayload.safeParse(row.payload);
        if (payload.success) namespace.local.to(ticketRoom(payload.data.ticket.id)).emit(PUBLIC_TICKET_EVENT, publicTicketOf(payload.data.ticket));
      }
    },
  };
}
