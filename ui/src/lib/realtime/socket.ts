import { REALTIME_PATH, type ClientToServerEvents, type HandshakeAuth, type ServerToClientEvents } from '@lavado/realtime/protocol';
import type { Socket } from 'socket.io-client';
import { openSocketOnceLoaded, type LoadingSocket } from './socketOnceLoaded';

export type RealtimeSocket = LoadingSocket<Socket<ServerToClientEvents, ClientToServerEvents>>;

/**
 * The session's Socket.IO connection on this origin. `auth` is called on every (re)connection, so
 * each handshake carries the current token and last applied position; never the query string.
 */
export function openRealtimeSocket(auth: () => HandshakeAuth): RealtimeSocket {
  return openSocketOnceLoaded(({ io }) => io({ path: REALTIME_PATH, auth: (send) => send(auth()) }));
}
