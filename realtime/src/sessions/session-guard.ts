import { describeSessionEnd, type SessionEnd } from '@lavado/shared/auth/session-end';
import { checkSession, sessionEndOf } from '@lavado/shared/auth/sessions';
import type { Pool } from '@lavado/shared/db/pool';
import type { Logger } from '@lavado/shared/logger';
import { throttle } from '@lavado/shared/timing/throttle';
import type { SessionEndedNotice } from '../protocol';
import { sessionRoom } from '../rooms';
import type { GatewayServer, GatewaySocket } from '../socket-types';

/** setTimeout fires at once beyond this delay, so longer waits are taken in steps. */
const MAX_TIMER_DELAY_MS = 2_147_483_647;

export interface SessionGuard {
  /** Disconnects the socket when its token expires. */
  watch(socket: GatewaySocket): void;
  forget(socket: GatewaySocket): void;
  /** Tells every socket of the session why, then disconnects them (the client must not reconnect). */
  endSession(sessionId: string, reason: SessionEndedNotice['reason'], end: SessionEnd): void;
  /** A session ended by the API (its notification): reads why, then ends it as `endSession` does. */
  sessionEnded(sessionId: string): Promise<void>;
  /** Re-checks every connected session and ends those no longer live (idle timeout, ended unnoticed). */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

export function startSessionGuard(options: {
  io: GatewayServer;
  pool: Pool;
  now: () => Date;
  sweepIntervalMs: number;
  logger: Logger;
}): SessionGuard {
  const { io, pool, now, logger } = options;
  const expiryTimers = new Map<string, NodeJS.Timeout>();

  function endSession(sessionId: string, reason: SessionEndedNotice['reason'], end: SessionEnd): void {
    io.local.to(sessionRoom(sessionId)).emit('session_ended', { reason, end });
    io.local.in(sessionRoom(sessionId)).disconnectSockets(true);
  }

  async function sessionEnded(sessionId: string): Promise<void> {
    let end: SessionEnd;
    try {
      end = await sessionEndOf(pool, sessionId, now());
    } catch (error) {
      // The session is over either way: it ends now, with the reason left general.
      logger.warn({ err: error, sessionId }, 'could not read why a session ended');
      end = describeSessionEnd('expired');
    }
    endSession(sessionId, 'ended', end);
  }

  function watch(socket: GatewaySocket): void {
    const waitUntilExpiry = () => {
      const remainingMs = socket.data.claims.exp * 1000 - now().getTime();
      const expire = () => {
        socket.emit('session_ended', { reason: 'expired', end: describeSessionEnd('expired') });
        socket.disconnect(true);
      };
      expiryTimers.set(
        socket.id,
        remainingMs > MAX_TIMER_DELAY_MS ? setTimeout(waitUntilExpiry, MAX_TIMER_DELAY_MS) : setTimeout(expire, remainingMs),
      );
    };
    waitUntilExpiry();
  }

  function forget(socket: GatewaySocket): void {
    clearTimeout(expiryTimers.get(socket.id));
    expiryTimers.delete(socket.id);
  }

  async function checkEachSession(): Promise<void> {
    const sessionIds = new Set([...io.of('/').sockets.values()].map((socket) => socket.data.claims.sid));
    for (const sessionId of sessionIds) {
      try {
        const session = await checkSession(pool, sessionId, now(), { touch: false });
        if (!session.live) endSession(sessionId, 'inactive', session.end);
      } catch (error) {
        logger.warn({ err: error, sessionId }, 'session sweep could not check a session; it is checked again on the next sweep');
      }
    }
  }

  // One sweep at a time; a sweep asked for during one (a reconnected listener) follows it.
  const sweep = throttle(checkEachSession);

  const sweepTimer = setInterval(() => void sweep(), options.sweepIntervalMs);

  return {
    watch,
    forget,
    endSession,
    sessionEnded,
    sweep,
    async close() {
      clearInterval(sweepTimer);
      for (const timer of expiryTimers.values()) clearTimeout(timer);
      expiryTimers.clear();
      await sweep.settled();
    },
  };
}
