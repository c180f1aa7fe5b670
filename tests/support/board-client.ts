import { io, type Socket } from 'socket.io-client';
import { belongsOnBoard } from '@lavado/shared/wash/board';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { todayInSantiago } from './wash-fixtures';

/**
 * A board client as the UI keeps one: cards applied from pushes, resuming from its last position.
 * `moveTo` connects it to another gateway (as a load balancer sends it elsewhere when its node dies),
 * carrying its position, so a missed or repeated change shows in its board or its duplicates.
 */
export function boardClient(url: string, token: string, origin = url) {
  const board = new Map<string, Ticket>();
  const seen = new Set<string>();
  let lastPosition: string | undefined;
  let resyncs = 0;
  let duplicates = 0;
  const connect = (to: string): Socket => {
    const socket: Socket = io(to, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      extraHeaders: { origin },
      auth: (send) => send({ token, ...(lastPosition ? { lastPosition } : {}) }),
      reconnectionDelay: 50,
      reconnectionDelayMax: 200,
    });
    socket.on('feed', (message: { position: string; topic: string; payload: { ticket?: Ticket } }) => {
      if (seen.has(message.position)) duplicates += 1;
      seen.add(message.position);
      lastPosition = message.position;
      const ticket = message.payload.ticket;
      if (message.topic !== 'ticket.changed' || !ticket) return;
      if (belongsOnBoard(ticket, todayInSantiago())) board.set(ticket.id, ticket);
      else board.delete(ticket.id);
    });
    socket.on('resync', (message: { position: string }) => {
      resyncs += 1;
      lastPosition = message.position;
    });
    return socket;
  };
  const client = {
    socket: connect(url),
    board,
    connected: Promise.resolve(),
    /** The board as `id status` pairs, sorted: what is compared with the server's. */
    statuses: () => JSON.stringify([...board].map(([id, ticket]) => [id, ticket.status]).sort()),
    stats: () => ({ resyncs, duplicates }),
    moveTo(to: string): void {
      client.socket.close();
      client.socket = connect(to);
    },
  };
  client.connected = new Promise<void>((resolve) => client.socket.once('connect', () => resolve()));
  return client;
}

export type BoardClient = ReturnType<typeof boardClient>;
