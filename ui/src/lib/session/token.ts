/**
 * Reads the expiry of the session's JWT. For the user's convenience only: the server verifies the
 * signature and the idle timeout on every call, the browser never authenticates anything with this.
 */
export function readTokenExpiry(token: string): number | null {
  const payload = decodePayload(token);
  if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return null;
  return typeof payload.exp === 'number' ? payload.exp : null;
}

export function isTokenExpired(token: string, nowMs: number): boolean {
  const expiresAtSeconds = readTokenExpiry(token);
  return expiresAtSeconds === null || expiresAtSeconds * 1000 <= nowMs;
}

/** Who the token names, as the board reads it (docs/specification.md#entities: the browser reads `id` and `identification`). */
export interface TokenUser {
  id: string;
  /** Null for a user registered without one: the board does not let them start tickets. */
  identification: string | null;
}

export function readTokenUser(token: string): TokenUser | null {
  const payload = decodePayload(token);
  if (typeof payload !== 'object' || payload === null || !('id' in payload) || typeof payload.id !== 'string') return null;
  const identification = 'identification' in payload && typeof payload.identification === 'string' ? payload.identification : null;
  return { id: payload.id, identification: identification || null };
}

function decodePayload(token: string): unknown {
  const encoded = token.split('.')[1];
  if (!encoded) return null;
  try {
    return JSON.parse(decodeBase64Url(encoded));
  } catch {
    return null;
  }
}

function decodeBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
