/**
 * Child process of realtime.bench.ts: opens board clients (Socket.IO) so that their memory and CPU
 * are not the gateway's, and reports each ticket card's arrival time to the parent.
 * Input: a { kind: 'setup', origin, clients: Array<{ token }> } message (too large for argv). Messages to the parent:
 * { kind: 'ready' } once all are connected; { kind: 'arrival', ticketId, change, at } per card per client.
 */
import { io, type Socket } from 'socket.io-client';

interface Setup {
  origin: string;
  clients: Array<{ token: string }>;
}

const sockets: Socket[] = [];
const send = (message: unknown) => process.send?.(message);
const now = () => performance.timeOrigin + performance.now();

async function connectAll(setup: Setup): Promise<void> {
  await Promise.all(
    setup.clients.map(
      ({ token }) =>
        new Promise<void>((resolve, reject) => {
          const socket = io(setup.origin, {
            path: '/socket.io',
            transports: ['websocket'],
            auth: { token },
            extraHeaders: { origin: setup.origin },
            reconnection: false,
          });
          socket.on('feed', (message: { topic: string; payload: { change: string; ticket?: { id: string } } }) => {
            if (message.topic === 'ticket.changed' && message.payload.ticket) {
              send({ kind: 'arrival', ticketId: message.payload.ticket.id, change: message.payload.change, at: now() });
            }
          });
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
          sockets.push(socket);
        }),
    ),
  );
  send({ kind: 'ready' });
}

process.on('message', (message: { kind: string } & Partial<Setup>) => {
  if (message.kind === 'setup') {
    connectAll(message as Setup).catch((error: unknown) => {
      send({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    });
  }
  if (message.kind === 'stop') {
    for (const socket of sockets) socket.close();
    process.exit(0);
  }
});
