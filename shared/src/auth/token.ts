import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';

import { sessionRoleSchema } from './roles';

export { WALL_SCREEN_ROLE, type Role, type SessionRole } from './roles';

/** What the API and the realtime gateway trust about a caller: only what a verified token says. */
export const tokenClaimsSchema = z.object({
  id: z.uuid(),
  identification: z.string().nullable(),
  role: sessionRoleSchema,
  organizationId: z.uuid().nullable(),
  sid: z.uuid(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
const verifiedClaimsSchema = tokenClaimsSchema.extend({ exp: z.number() });

export interface TokenSettings {
  secret: string;
  issuer: string;
  audience: string;
  /** Absolute lifetime; the idle timeout is enforced separately through the session row. */
  lifetimeSeconds: number;
}

// Given the secret as a string, jsonwebtoken builds a key object from it on every call: a tenth of a
// request's CPU. One key per secret, built once.
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

export function signToken(claims: TokenClaims, settings: TokenSettings, now: Date): string {
  return jwt.sign({ ...claims, iat: Math.floor(now.getTime() / 1000) }, keyOf(settings.secret), {
    algorithm: 'HS256',
    issuer: settings.issuer,
    audience: settings.audience,
    expiresIn: settings.lifetimeSeconds,
  });
}

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

/** Verifies signature (HS256 only), issuer, audience and a required `exp`; never trusts `decode`. */
export function verifyToken(token: string, settings: TokenSettings, now: Date): TokenClaims & { exp: number } {
  let payload: unknown;
  try {
    payload = jwt.verify(token, keyOf(settings.secret), {
      algorithms: ['HS256'],
      issuer: settings.issuer,
      audience: settings.audience,
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
  } catch (error) {
    throw new InvalidTokenError(error instanceof Error ? error.message : 'invalid token');
  }
  const parsed = verifiedClaimsSchema.safeParse(payload);
  if (!parsed.success) throw new InvalidTokenError('token without the required claims');
  return parsed.data;
}
