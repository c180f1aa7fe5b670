import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Namespace, Socket } from 'socket.io';
import { z } from 'zod';
import type { Pool } from '@lavado/shared/db/pool';
import { clientAddressOf, type TrustedProxies } from '@lavado/shared/http/client-address';
import { publicTicketOf } from '@lavado/shared/wash/public-ticket';
import { TICKET_CHANGED, ticketChangedPayload } from '@lavado/shared/wash/ticket-feed';
import type { TicketEventType } from '@lavado/shared/wash/ticket.events';
import type { FeedRow } from './feed/feed-reader';
import { PUBLIC_CONNECT_ERRORS, PUBLIC_NAMESPACE, PUBLIC_TICKET_EVENT } from './protocol';
import type { GatewayServer } from './socket-types';

const handshake = z.object({ ticketId: z.uuid() });
const ticketRoom = (ticketId: string) => `ticket:${ticketId}`;
const CUSTOMER_NOTIFIED: TicketEventType = 'TicketCustomerNotified';

/**
 * Customers' phones follow one ticket without signing in: the random ticket id is the capability.
 * They receive only the whitelisted public fields, the ticket's own part of what `code/getPublicTicket` answers.
 * Connections are limited per client address, as the HTTP call is, so that guessing ids is slow
 * on both doors.
 */
export function servePublicTickets(
  io: GatewayServer,
  pool: Pool,
  limits: { trustProxy: TrustedProxies; perMinute: number },
): { publish(rows: readonly FeedRow[]): void } {
  const namespace: Namespace = io.of(PUBLIC_NAMESPACE);
  const connections = new RateLimiterMemory({ points: limits.perMinute, duration: 60 });
  /** Lets the socket in (undefined) or says why not. */
  const admit = async (socket: Socket): Promise<Error | undefined> => {
    const parsed = handshake.safeParse(socket.handshake.auth);
    if (!parsed.success) return new Error(PUBLIC_CONNECT_ERRORS.notFound);
    try {
      await connections.consume(clientAddressOf(socket.request, limits.trustProxy));
    } catch {
      return new Error(PUBLIC_CONNECT_ERRORS.tooManyRequests);
    }
    try {
      const { rowCount } = await pool.query('select 1 from wash_records where id = $1', [parsed.data.ticketId]);
      if (!rowCount) return new Error(PUBLIC_CONNECT_ERRORS.notFound);
    } catch {
      return new Error(PUBLIC_CONNECT_ERRORS.unavailable);
    }
    socket.data.ticketId = parsed.data.ticketId;
    return undefined;
  };
  namespace.use((socket, next) => void admit(socket).then(next));
  namespace.on('connection', (socket) => void socket.join(ticketRoom(socket.data.ticketId as string)));

  return {
    publish(rows) {
      for (const row of rows) {
        if (row.topic !== TICKET_CHANGED) continue;
        const payload = ticketChangedPayload.safeParse(row.payload);
        // A notice sent to the customer changes nothing the customer's page shows.
        if (payload.success && payload.data.change !== CUSTOMER_NOTIFIED)
          namespace.local.to(ticketRoom(payload.data.ticket.id)).emit(PUBLIC_TICKET_EVENT, publicTicketOf(payload.data.ticket));
      }
    },
  };
}
