/**
 * Child process of the board benchmarks: opens board clients (Socket.IO) so that their memory and
 * CPU are not the gateway's, and notes when each ticket card reaches each client. Arrivals stay
 * here until asked for, so that the server's process is not busy with them while it is measured.
 *
 * Messages from the parent: { kind: 'setup', origin, tokens } (too large for argv), { kind: 'collect' },
 * { kind: 'stop' }. To the parent: { kind: 'ready' } once all are connected; { kind: 'arrivals', arrivals }
 * in chunks, then { kind: 'collected', disconnects } after 'collect'; { kind: 'error', message }.
 */
import { io, type Socket } from 'socket.io-client';
import type { Arrival } from './board-load';

interface Setup {
  origin: string;
  tokens: string[];
}

const CHUNK = 20_000;
const sockets: Socket[] = [];
const arrivals: Arrival[] = [];
let disconnects = 0;
let stopping = false;
const send = (message: unknown) => process.send?.(message);
const now = () => performance.timeOrigin + performance.now();

async function connectAll(setup: Setup): Promise<void> {
  await Promise.all(
    setup.tokens.map(
      (token) =>
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
              arrivals.push({ ticketId: message.payload.ticket.id, change: message.payload.change, at: now() });
            }
          });
          socket.on('disconnect', () => {
            if (!stopping) disconnects++;
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
  if (message.kind === 'collect') {
    for (let start = 0; start < arrivals.length; start += CHUNK) send({ kind: 'arrivals', arrivals: arrivals.slice(start, start + CHUNK) });
    arrivals.length = 0;
    send({ kind: 'collected', disconnects });
  }
  if (message.kind === 'stop') {
    stopping = true;
    for (const socket of sockets) socket.close();
    process.exit(0);
  }
});
