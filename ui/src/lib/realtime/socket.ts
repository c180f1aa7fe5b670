import { REALTIME_PATH, type ClientToServerEvents, type HandshakeAuth, type ServerToClientEvents } from '@lavado/realtime/protocol';
import { io, type Socket } from 'socket.io-client';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The session's Socket.IO connection on this origin. `auth` is called on every (re)connection, so
 * each handshake carries the current token and last applied position; never the query string.
 */
export function openRealtimeSocket(auth: () => HandshakeAuth): RealtimeSocket {
  return io({ path: REALTIME_PATH, auth: (send) => send(auth()) });
}
