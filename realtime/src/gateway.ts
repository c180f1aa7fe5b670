import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { SESSION_ENDED_CHANNEL } from '@lavado/shared/auth/sessions';
import type { TokenSettings } from '@lavado/shared/auth/token';
import { listenForNotifications } from '@lavado/shared/db/listen';
import type { Pool } from '@lavado/shared/db/pool';
import { clientAddressOf, type TrustedProxies } from '@lavado/shared/http/client-address';
import type { Logger } from '@lavado/shared/logger';
import { FEED_CHANNEL } from '@lavado/shared/realtime/feed';
import { retryDelayMs } from '@lavado/shared/timing/backoff';
import { pause } from '@lavado/shared/timing/pause';
import { PUBLIC_TICKET_LOOKUPS_PER_MINUTE } from '@lavado/shared/wash/public-ticket';
import { createFeedFanOut, type FeedFanOut } from './feed/feed-fan-out';
import { startFeedFollower } from './feed/feed-follower';
import { readFeedHorizon } from './feed/feed-reader';
import { CONNECT_ERRORS, REALTIME_PATH } from './protocol';
import { roomsFor } from './rooms';
import { authenticateHandshake } from './sessions/handshake';
import { startSessionGuard, type SessionGuard } from './sessions/session-guard';
import type { GatewayServer } from './socket-types';
import { servePublicTickets } from './public-tickets';
import {
  addressSlot,
  createConnectionCounter,
  DEFAULT_CONNECTION_LIMITS,
  sessionSlot,
  tooManyConnections,
  type ConnectionCounter,
  type ConnectionLimits,
} from './transport/connection-caps';
import { attachUndoably } from './transport/http-attachment';
import { allowOnlyFrom } from './transport/origin';

export interface RealtimeGatewayOptions {
  /** The server to serve `/socket.io` on; the gateway never closes it. */
  httpServer: HttpServer;
  pool: Pool;
  /** For the dedicated LISTEN connection (a pooled connection cannot keep listening). */
  databaseUrl: string;
  tokenSettings: TokenSettings;
  allowedOrigins: readonly string[];
  now?: () => Date;
  logger: Logger;
  /** Proxies whose `X-Forwarded-For` names the client (config TRUST_PROXY), for per-address limits. */
  trustProxy?: TrustedProxies;
  /** Customers' page connections one address may open per minute (default PUBLIC_TICKET_LOOKUPS_PER_MINUTE). */
  publicConnectionsPerMinute?: number;
  /** How often every connected session is re-checked (idle timeout, deactivation). */
  sessionSweepIntervalMs?: number;
  /** Open sockets per session and per client address, every namespace together (default DEFAULT_CONNECTION_LIMITS). */
  connectionLimits?: { perSession?: number | undefined; perAddress?: number | undefined };
}

export interface RealtimeGateway {
  io: GatewayServer;
  /**
   * Resolves once `/socket.io` is served: the feed's current end is known and LISTEN is on. Until
   * then the HTTP server answers `/socket.io` as before and clients retry. Never rejects: a failed
   * start is logged and retried with backoff.
   */
  ready: Promise<void>;
  /** Stops listening, timers and Socket.IO; clients see a closed transport and reconnect. */
  close(): Promise<void>;
}

interface RunningFeed {
  fanOut: FeedFanOut;
  close(): Promise<void>;
}

/** The node's open sockets per session and per address, shared by every namespace. */
interface Connections {
  counter: ConnectionCounter;
  limits: ConnectionLimits;
}

// A client sends nothing but its handshake, and the handshake carries little more than a token.
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;
/** Safety poll, for feed rows whose NOTIFY was lost. */
const FEED_POLL_INTERVAL_MS = 2_000;
/** A gateway that could not start tries again after 250 ms, 500 ms, 1 s, … at most 10 s. */
const START_RETRY_BACKOFF = { firstDelayMs: 250, maxDelayMs: 10_000 };

/**
 * The realtime gateway of one node: authenticates sockets, puts them in the rooms their token
 * allows, pushes the feed to them from the current end of the feed (or from their last position),
 * and disconnects them when their session ends.
 */
export function createRealtimeGateway(options: RealtimeGatewayOptions): RealtimeGateway {
  const now = options.now ?? (() => new Date());
  const { httpServer, pool, logger } = options;
  const io: GatewayServer = new Server({
    path: REALTIME_PATH,
    serveClient: false,
    allowRequest: allowOnlyFrom(options.allowedOrigins),
    cors: { origin: [...options.allowedOrigins] },
    maxHttpBufferSize: MAX_CLIENT_MESSAGE_BYTES,
  });
  const guard = startSessionGuard({ io, pool, now, sweepIntervalMs: options.sessionSweepIntervalMs ?? 30_000, logger });
  const connections: Connections = {
    counter: createConnectionCounter(),
    limits: {
      perSession: options.connectionLimits?.perSession ?? DEFAULT_CONNECTION_LIMITS.perSession,
      perAddress: options.connectionLimits?.perAddress ?? DEFAULT_CONNECTION_LIMITS.perAddress,
    },
  };
  const closing = new AbortController();
  let detach: (() => void) | null = null;

  const running = startFeedUntilRunning({ ...options, guard, io, connections }, closing.signal).then((feed) => {
    if (feed && !closing.signal.aborted) {
      serveSockets(io, feed.fanOut, guard, connections, { ...options, now });
      detach = attachUndoably(httpServer, () => io.attach(httpServer));
    }
    return feed;
  });

  return {
    io,
    ready: running.then(() => undefined),
    async close() {
      closing.abort();
      const feed = await running;
      detach?.();
      await Promise.all([guard.close(), feed?.close()]);
      if (detach) io.engine.close();
    },
  };
}

function serveSockets(
  io: GatewayServer,
  fanOut: FeedFanOut,
  guard: SessionGuard,
  connections: Connections,
  options: RealtimeGatewayOptions & { now: () => Date },
): void {
  io.use(authenticateHandshake({ pool: options.pool, tokenSettings: options.tokenSettings, now: options.now, logger: options.logger }));
  // Last, once the session is known: a slot is taken only by a socket that is about to connect.
  io.use((socket, next) => {
    const address = clientAddressOf(socket.request, options.trustProxy ?? false);
    const { counter, limits } = connections;
    if (counter.admit(socket, [sessionSlot(socket.data.claims.sid, limits), addressSlot(address, limits)])) return next();
    options.logger.warn({ sessionId: socket.data.claims.sid, address }, 'realtime connection refused: too many open sockets');
    next(tooManyConnections(CONNECT_ERRORS.tooManyConnections));
  });
  io.on('connection', (socket) => {
    // Rooms first, then feed delivery, in one synchronous step: no row can fall between the two.
    void socket.join(roomsFor(socket.data.claims));
    guard.watch(socket);
    fanOut.connect(socket, socket.handshake.auth.lastPosition);
    socket.on('disconnect', () => {
      guard.forget(socket);
      fanOut.disconnect(socket);
    });
  });
}

async function startFeedUntilRunning(
  options: RealtimeGatewayOptions & { guard: SessionGuard; io: GatewayServer; connections: Connections },
  signal: AbortSignal,
): Promise<RunningFeed | null> {
  for (let failures = 1; !signal.aborted; failures += 1) {
    try {
      return await startFeed(options, signal);
    } catch (error) {
      options.logger.error({ err: error, failures }, 'realtime gateway could not start; retrying');
      await pause(retryDelayMs(failures, START_RETRY_BACKOFF), signal);
    }
  }
  return null;
}

/**
 * Feed fan-out from the current end of the feed, woken by NOTIFY on a dedicated connection; resolves
 * once listening, or null when the gateway closes first.
 */
async function startFeed(
  options: RealtimeGatewayOptions & { guard: SessionGuard; io: GatewayServer; connections: Connections },
  closing: AbortSignal,
): Promise<RunningFeed | null> {
  const { pool, logger, guard } = options;
  const start = await readFeedHorizon(pool);
  const fanOut = createFeedFanOut({ io: options.io, pool, logger, handedOverTo: start });
  const publicTickets = servePublicTickets(options.io, pool, {
    trustProxy: options.trustProxy ?? false,
    perMinute: options.publicConnectionsPerMinute ?? PUBLIC_TICKET_LOOKUPS_PER_MINUTE,
    connections: options.connections,
  });
  const follower = startFeedFollower({
    pool,
    from: start,
    pollIntervalMs: FEED_POLL_INTERVAL_MS,
    logger,
    onPage: (rows, handedOverTo) => {
      fanOut.publish(rows, handedOverTo);
      publicTickets.publish(rows);
    },
  });
  let lost = false;
  const listener = listenForNotifications({
    connection: { connectionString: options.databaseUrl, application_name: 'lavado-realtime-listener' },
    handlers: {
      [FEED_CHANNEL]: follower.wake,
      [SESSION_ENDED_CHANNEL]: (sessionId) => void guard.sessionEnded(sessionId),
    },
    // Notifications sent while not listening are lost: read the feed again and re-check sessions.
    onListening: () => {
      if (lost) logger.info('realtime notification connection restored');
      lost = false;
      follower.wake();
      void guard.sweep();
    },
    onLost: (error, retryInMs) => {
      lost = true;
      logger.warn({ err: error, retryInMs }, 'realtime notification connection unavailable; retrying');
    },
  });
  const feed: RunningFeed = {
    fanOut,
    close: async () => {
      await Promise.all([listener.close(), follower.close()]);
      await fanOut.close();
    },
  };
  const stopWaiting = () => void listener.close();
  if (closing.aborted) stopWaiting();
  else closing.addEventListener('abort', stopWaiting, { once: true });
  const listening = await listener.listening;
  closing.removeEventListener('abort', stopWaiting);
  if (listening) return feed;
  await feed.close();
  return null;
}
