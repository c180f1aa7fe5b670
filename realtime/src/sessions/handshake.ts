import type { ExtendedError } from 'socket.io';
import { describeSessionEnd, type SessionEnd } from '@lavado/shared/auth/session-end';
import { checkSession, sessionMatches } from '@lavado/shared/auth/sessions';
import { InvalidTokenError, verifyToken, type TokenSettings } from '@lavado/shared/auth/token';
import type { Pool } from '@lavado/shared/db/pool';
import type { Logger } from '@lavado/shared/logger';
import { CONNECT_ERRORS, handshakeAuthSchema } from '../protocol';
import type { GatewaySocket } from '../socket-types';

const handshakeTokenSchema = handshakeAuthSchema.pick({ token: true });

/** The token of the handshake's `auth` payload; the query string is never looked at. */
export function handshakeToken(auth: unknown): string | null {
  const parsed = handshakeTokenSchema.safeParse(auth);
  return parsed.success ? parsed.data.token : null;
}

/**
 * Socket.IO middleware with the same checks as an HTTP call: a verified token and a live session
 * of the token's user. Only then does the socket exist, with the claims kept on it.
 */
export function authenticateHandshake(deps: { pool: Pool; tokenSettings: TokenSettings; now: () => Date; logger: Logger }) {
  return async (socket: GatewaySocket, next: (error?: ExtendedError) => void): Promise<void> => {
    const token = handshakeToken(socket.handshake.auth);
    if (!token) return next(new Error(CONNECT_ERRORS.unauthorized));
    let claims;
    try {
      claims = verifyToken(token, deps.tokenSettings, deps.now());
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) deps.logger.error({ err: error }, 'realtime handshake could not verify a token');
      return next(refused(describeSessionEnd('expired')));
    }
    let session;
    try {
      session = await checkSession(deps.pool, claims.sid, deps.now(), { touch: false });
    } catch (error) {
      deps.logger.error({ err: error }, 'realtime handshake could not check the session');
      return next(new Error(CONNECT_ERRORS.unavailable));
    }
    if (!session.live) return next(refused(session.end));
    if (!sessionMatches(session, claims)) return next(refused(describeSessionEnd('expired')));
    socket.data.claims = claims;
    next();
  };
}

/** The handshake's refusal; `data` reaches the client's `connect_error` and says why the session is over. */
function refused(end: SessionEnd): ExtendedError {
  return Object.assign(new Error(CONNECT_ERRORS.unauthorized), { data: { end } });
}
