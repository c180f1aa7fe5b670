import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Namespace, Socket } from 'socket.io';
import { z } from 'zod';
import type { Pool } from '@lavado/shared/db/pool';
import { clientAddressOf, type TrustedProxies } from '@lavado/shared/http/client-address';
import { publicTicketOf } from '@lavado/shared/wash/public-ticket-of';
import { TICKET_CHANGED, ticketChangedPayload } from '@lavado/shared/wash/ticket-feed';
import type { TicketEventType } from '@lavado/shared/wash/ticket.events';
import type { FeedRow } from './feed/feed-reader';
import { addressSlot, tooManyConnections, type ConnectionCounter, type ConnectionLimits } from './transport/connection-caps';
import { PUBLIC_CONNECT_ERRORS, PUBLIC_NAMESPACE, PUBLIC_TICKET_EVENT } from './protocol';
import type { GatewayServer } from './socket-types';

const handshake = z.object({ ticketId: z.uuid() });
const ticketRoom = (ticketId: string) => `ticket:${ticketId}`;
const CUSTOMER_NOTIFIED: TicketEventType = 'TicketCustomerNotified';

/**
 * Customers' phones follow one ticket without signing in: the random ticket id is the capability.
 * They receive only the whitelisted public fields, the ticket's own part of what `code/getPublicTicket` answers.
 * Connections are limited per client address, as the HTTP call is, so that guessing ids is slow
 * on both doors; and the sockets an address holds open are capped with every other namespace's.
 */
export function servePublicTickets(
  io: GatewayServer,
  pool: Pool,
  limits: { trustProxy: TrustedProxies; perMinute: number; connections: { counter: ConnectionCounter; limits: ConnectionLimits } },
): { publish(rows: readonly FeedRow[]): void } {
  const namespace: Namespace = io.of(PUBLIC_NAMESPACE);
  const connections = new RateLimiterMemory({ points: limits.perMinute, duration: 60 });
  /** Lets the socket in (undefined) or says why not. */
  const admit = async (socket: Socket): Promise<Error | undefined> => {
    const parsed = handshake.safeParse(socket.handshake.auth);
    if (!parsed.success) return new Error(PUBLIC_CONNECT_ERRORS.notFound);
    const address = clientAddressOf(socket.request, limits.trustProxy);
    try {
      await connections.consume(address);
    } catch {
      return new Error(PUBLIC_CONNECT_ERRORS.tooManyRequests);
    }
    try {
      const { rowCount } = await pool.query('select 1 from wash_records where id = $1', [parsed.data.ticketId]);
      if (!rowCount) return new Error(PUBLIC_CONNECT_ERRORS.notFound);
    } catch {
      return new Error(PUBLIC_CONNECT_ERRORS.unavailable);
    }
    // Last, in the same step as the connection: the open sockets an address holds, counted with the board's.
    const open = limits.connections;
    if (!open.counter.admit(socket, [addressSlot(address, open.limits)]))
      return tooManyConnections(PUBLIC_CONNECT_ERRORS.tooManyConnections);
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
