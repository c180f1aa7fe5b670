import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRoute } from '@lavado/shared/api/route';
import type { z } from 'zod';
import { recordDataAccess } from '@lavado/shared/privacy/data-access-log';
import type { App } from './app-types';
import { caller } from './auth';

/** Per-route settings: its rate limit (`config`), and a larger body than the app's default for an upload. */
export interface RouteOptions {
  config?: FastifyContextConfig;
  bodyLimit?: number;
}

export type RouteRequest<Route extends ApiRoute> = FastifyRequest<{ Body: z.output<Route['body']> }>;

/**
 * Registers a contract entry as `POST /api/<path>`: the body is validated with its schema, the
 * answer serialized (and documented) with its response schema. The access table names the same path.
 * An entry with `audit` is recorded in the accountability log once its handler succeeded, before
 * the answer leaves: no handler can skip it, and a call whose entry cannot be written answers an error.
 */
export function post<Route extends ApiRoute>(
  app: App,
  route: Route,
  handler: (request: RouteRequest<Route>, reply: FastifyReply) => Promise<z.output<Route['response']>>,
  options: RouteOptions = {},
): void {
  app.route({
    method: 'POST',
    url: `/api/${route.path}`,
    schema: { body: route.body, response: { 200: route.response } },
    ...options,
    handler: (route.audit ? audited(app, route, handler) : handler) as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

function audited<Route extends ApiRoute>(
  app: App,
  route: Route,
  handler: (request: RouteRequest<Route>, reply: FastifyReply) => Promise<z.output<Route['response']>>,
): typeof handler {
  const audit = route.audit!;
  return async (request, reply) => {
    const answer = await handler(request, reply);
    const who = caller(request);
    const body = (request.body ?? {}) as { id?: unknown; motivo?: unknown; reason?: unknown };
    const reason = typeof body.motivo === 'string' ? body.motivo : typeof body.reason === 'string' ? body.reason : null;
    await recordDataAccess(app.deps.pool, {
      at: app.deps.now(),
      actor: { id: who.id, role: who.role, organizationId: who.organizationId },
      what: audit.what,
      action: route.action,
      subject: audit.subject === 'self' ? { kind: 'user', id: who.id } : { kind: audit.subject, id: String(body.id) },
      reason,
    });
    return answer;
  };
}
