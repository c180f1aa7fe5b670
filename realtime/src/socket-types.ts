import type { Server, Socket } from 'socket.io';
import type { TokenClaims } from '@lavado/shared/auth/token';
import type { ClientToServerEvents, ServerToClientEvents } from './protocol';

/** What the handshake check verified, kept on the socket for rooms, expiry and sweeps. */
export interface GatewaySocketData {
  claims: TokenClaims & { exp: number };
}

type NoInterServerEvents = Record<string, never>;

export type GatewayServer = Server<ClientToServerEvents, ServerToClientEvents, NoInterServerEvents, GatewaySocketData>;
export type GatewaySocket = Socket<ClientToServerEvents, ServerToClientEvents, NoInterServerEvents, GatewaySocketData>;
