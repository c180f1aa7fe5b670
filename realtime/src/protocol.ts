/**
 * The browser-facing contract of the realtime gateway. Imports nothing but zod and shared's session-end
 * reasons, so the UI can use
 * the same names, schemas and types as the server (see realtime/README.md).
 */
import { z } from 'zod';
import { sessionEndSchema } from '@lavado/shared/auth/session-end';

/** Socket.IO path on the API origin (single process) or on the gateway's own port. */
export const REALTIME_PATH = '/socket.io';

/**
 * What the client sends in `io(url, { auth })`; never in the query string, which ends up in logs.
 * `lastPosition` is the `position` of the last `feed` message the client applied.
 */
export const handshakeAuthSchema = z.object({
  token: z.string().min(1),
  lastPosition: z.string().optional(),
});
export type HandshakeAuth = z.infer<typeof handshakeAuthSchema>;

/** Server-to-client event names. There are no client-to-server events: rooms are the server's business. */
export const REALTIME_EVENTS = {
  feed: 'feed',
  resync: 'resync',
  sessionEnded: 'session_ended',
} as const;

/** One committed change. `position` is opaque to the client: it only echoes it back as `lastPosition`. */
export const feedMessageSchema = z.object({
  position: z.string(),
  topic: z.string(),
  payload: z.record(z.string(), z.unknown()),
});
export type FeedMessage = z.infer<typeof feedMessageSchema>;

/**
 * The client must refetch its data, then keep `position` as its `lastPosition` until the next
 * `feed` message: every change after it will arrive as `feed`. Sent on every connection without a
 * `lastPosition`, and instead of a replay when the position is unknown or more rows behind than a
 * whole board holds (`MAX_REPLAY_ROWS`, 200).
 */
export const RESYNC_REASONS = ['no_position', 'unknown_position', 'too_far_behind'] as const;
export const resyncNoticeSchema = z.object({ reason: z.enum(RESYNC_REASONS), position: z.string() });
export type ResyncNotice = z.infer<typeof resyncNoticeSchema>;

/**
 * Sent just before the server disconnects the socket. `ended`: logout, deactivation, password or
 * role change; `expired`: the token's lifetime is over; `inactive`: the session is no longer live
 * (idle timeout, or ended while this gateway was not listening). `end` says why in the same terms as
 * an HTTP 401 (`sessionEnd`: a machine-readable reason and its Spanish message).
 */
export const SESSION_ENDED_REASONS = ['ended', 'expired', 'inactive'] as const;
export const sessionEndedNoticeSchema = z.object({ reason: z.enum(SESSION_ENDED_REASONS), end: sessionEndSchema.optional() });
export type SessionEndedNotice = z.infer<typeof sessionEndedNoticeSchema>;

/** `connect_error` messages from the gateway's handshake check. */
export const CONNECT_ERRORS = {
  /** No, invalid or expired token, or the session has ended: sign in again. */
  unauthorized: 'unauthorized',
  /** The gateway could not check the session (database unavailable): call `connect()` again later. */
  unavailable: 'unavailable',
  /**
   * This session, or this client address, already holds as many sockets as the gateway allows:
   * call `connect()` again later (a closed socket frees its slot). `data.message` says so in Spanish.
   */
  tooManyConnections: 'too_many_connections',
} as const;

export interface ServerToClientEvents {
  [REALTIME_EVENTS.feed]: (message: FeedMessage) => void;
  [REALTIME_EVENTS.resync]: (notice: ResyncNotice) => void;
  [REALTIME_EVENTS.sessionEnded]: (notice: SessionEndedNotice) => void;
}

export type ClientToServerEvents = Record<string, never>;

/** The public namespace of customers' phones (`code/{id}`): no token, one ticket per socket. */
export const PUBLIC_NAMESPACE = '/public';

/** `connect_error` messages of the public namespace. */
export const PUBLIC_CONNECT_ERRORS = {
  /** The id names no ticket: nothing will ever come. */
  notFound: 'not_found',
  /** This address opened too many connections this minute: try again later. */
  tooManyRequests: 'too_many_requests',
  /** This address holds as many open connections as the gateway allows: try again later. */
  tooManyConnections: 'too_many_connections',
  /** The gateway could not look the ticket up: try again later. */
  unavailable: 'unavailable',
} as const;
export const PUBLIC_TICKET_EVENT = 'ticket';
