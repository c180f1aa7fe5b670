import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describeSessionEnd, type SessionEnd } from '@lavado/shared/auth/session-end';
import { checkSession, sessionMatches } from '@lavado/shared/auth/sessions';
import {
  InvalidTokenError,
  verifyToken,
  WALL_SCREEN_ROLE,
  type SessionRole,
  type TokenClaims,
  type TokenSettings,
} from '@lavado/shared/auth/token';
import { DomainError, forbidden } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import type { Pool } from '@lavado/shared/db/pool';
import { findOrganization } from '@lavado/projections/read/organizations';
import type { Access } from '@lavado/shared/api/route';
import { accessFor } from './access';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, set for every route that is not public. */
    auth: TokenClaims | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Deny by default: every /api route must appear in the access table (checked when routes are
 * registered), and every non-public call needs a valid token, a live session and an allowed role.
 * Runs before the body is parsed, so an anonymous or unauthorized call learns nothing from validation.
 */
export function registerAuthentication(app: FastifyInstance, deps: { pool: Pool; tokenSettings: TokenSettings; now: () => Date }): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      if (!accessFor(method, route.url)) throw new Error(`Route ${method} ${route.url} is missing from the access table (http/access.ts)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/')) return;
    const access = accessFor(request.method === 'HEAD' ? 'GET' : request.method, url);
    if (!access || access === 'public') return;
    request.auth = await authenticate(request, deps);
    authorize(request.auth.role, access);
  });
}

async function authenticate(
  request: FastifyRequest,
  deps: { pool: Pool; tokenSettings: TokenSettings; now: () => Date },
): Promise<TokenClaims> {
  const token = bearerToken(request);
  if (!token) throw new DomainError('unauthenticated', serverMessages.unauthenticated);
  let claims: TokenClaims;
  try {
    claims = verifyToken(token, deps.tokenSettings, deps.now());
  } catch (error) {
    if (error instanceof InvalidTokenError) throw sessionOver(describeSessionEnd('expired'));
    throw error;
  }
  const session = await checkSession(deps.pool, claims.sid, deps.now(), { touch: true });
  if (!session.live) throw sessionOver(session.end);
  if (!sessionMatches(session, claims)) throw sessionOver(describeSessionEnd('expired'));
  return claims;
}

/** 'Sesión expirada!' with the reason the screen explains it by. */
function sessionOver(sessionEnd: SessionEnd): DomainError {
  return new DomainError('unauthenticated', serverMessages.sessionExpired, { sessionEnd });
}

/** A wall screen's session is no signed-in person: it may call only the routes that name its role. */
function authorize(role: SessionRole, access: Exclude<Access, 'public'>): void {
  if (access === 'authenticated' ? role === WALL_SCREEN_ROLE : !access.includes(role)) throw forbidden(serverMessages.forbidden);
}

/** The verified caller of a non-public route. */
export function caller(request: FastifyRequest): TokenClaims {
  if (!request.auth) throw new DomainError('unauthenticated', serverMessages.unauthenticated);
  return request.auth;
}

/**
 * The organization a call acts on: always the token's. A body `organizationId` is accepted only
 * when it names the same organization (the original client sends it on every call: docs/specification.md#calls).
 */
export function callerOrganization(request: FastifyRequest, bodyOrganizationId?: string | null): string {
  const claims = caller(request);
  if (!claims.organizationId) throw forbidden(serverMessages.forbidden);
  if (bodyOrganizationId && bodyOrganizationId !== claims.organizationId) throw forbidden(serverMessages.organizationMismatch);
  return claims.organizationId;
}

/**
 * The organization whose people an AD or the SA manages: an AD's own (from the token); for the SA
 * the one named in the body, which must exist.
 */
export async function managedOrganization(
  request: FastifyRequest,
  bodyOrganizationId: string | null | undefined,
  pool: Pool,
): Promise<string> {
  if (caller(request).role !== 'SA') return callerOrganization(request, bodyOrganizationId);
  if (!bodyOrganizationId) throw new DomainError('validation', serverMessages.organizationRequired);
  if (!(await findOrganization(pool, bodyOrganizationId))) throw new DomainError('not_found', serverMessages.notFound);
  return bodyOrganizationId;
}
