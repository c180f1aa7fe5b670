import type { IncomingMessage } from 'node:http';

/**
 * Browsers always send `Origin` on Socket.IO requests, and the `cors` option does not cover
 * WebSocket upgrades, so the allow-list is enforced here. A request without `Origin` comes from a
 * non-browser client; it still needs a valid token in the handshake.
 */
export function isOriginAllowed(origin: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (origin === undefined) return true;
  return allowedOrigins.some((allowed) => serializedOrigin(allowed) === origin);
}

function serializedOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** engine.io `allowRequest` hook: runs on each new connection's first request (polling or upgrade). */
export function allowOnlyFrom(allowedOrigins: readonly string[]) {
  return (request: IncomingMessage, answer: (error: string | null, allowed: boolean) => void): void => {
    const allowed = isOriginAllowed(request.headers.origin, allowedOrigins);
    answer(allowed ? null : 'origin not allowed', allowed);
  };
}
