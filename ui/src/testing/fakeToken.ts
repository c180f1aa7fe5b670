import type { Role } from '../lib/session/roles';

function base64Url(json: unknown): string {
  return btoa(JSON.stringify(json)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** A JWT-shaped token with a readable payload; its signature is meaningless, as the browser never checks it. */
export function fakeToken(role: Role, expiresInSeconds: number, nowMs = Date.now()): string {
  const payload = {
    id: crypto.randomUUID(),
    identification: '11111111-1',
    role,
    organizationId: role === 'SA' ? null : crypto.randomUUID(),
    sid: crypto.randomUUID(),
    exp: Math.floor(nowMs / 1000) + expiresInSeconds,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}
