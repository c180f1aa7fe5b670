import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRoute } from '@lavado/shared/api/route';
import type { z } from 'zod';
import type { App } from './app-types';

/** Per-route settings: its rate limit (`config`), and a larger body than the app's default for an upload. */
export interface RouteOptions {
  config?: FastifyContextConfig;
  bodyLimit?: number;
}

export type RouteRequest<Route extends ApiRoute> = FastifyRequest<{ Body: z.output<Route['body']> }>;

/**
 * Registers a contract entry as `POST /api/<path>`: the body is validated with its schema, the
 * answer serialized (and documented) with its response schema. The access table names the same path.
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
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
