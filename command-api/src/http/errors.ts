import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '@lavado/shared/db/availability';
import { DomainError, type DomainErrorKind } from '@lavado/shared/domain/errors';
import { InlineProjectionError } from '@lavado/shared/eventstore/port';
import { failureMessages } from '@lavado/shared/logs/failure-log';
import { apiActionName } from '@lavado/shared/messages/api-actions';
import { serverMessages } from '@lavado/shared/messages/server';
import { commandRoute, type RecordFailure } from '../logs/failure-recorder';

/** How long a client should wait before retrying a request the database could not serve. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

/** The one error body every failure uses; the original client reads `msg` or `error` (docs/specification.md#calls). */
export interface ErrorBody {
  status: number;
  msg: string;
  error: string;
  fields?: { path: string; message: string }[];
  /** On a 401 for an ended session: why (`reason`, a SESSION_END_CODES code) in Spanish (`message`). */
  sessionEnd?: { reason: string; message: string };
}

const statusByKind: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_many_requests: 429,
  still_processing: 503,
};

export function errorBody(status: number, message: string, fields?: ErrorBody['fields'], sessionEnd?: ErrorBody['sessionEnd']): ErrorBody {
  return { status, msg: message, error: message, ...(fields ? { fields } : {}), ...(sessionEnd ? { sessionEnd } : {}) };
}

function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  fields?: ErrorBody['fields'],
  sessionEnd?: ErrorBody['sessionEnd'],
) {
  return reply.status(status).send(errorBody(status, message, fields, sessionEnd));
}

/** Client mistakes Fastify itself detects, by its error codes, each with a Spanish message. */
const fastifyClientErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, serverMessages.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'El contenido debe enviarse como JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, serverMessages.validation],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'El cuerpo de la solicitud está vacío.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'El cuerpo de la solicitud no es un JSON válido.'],
};

/** Refusals that the SA's failure log keeps when they stop a change (signed-out callers and throttling are left out). */
const LOGGED_REFUSALS: ReadonlySet<DomainErrorKind> = new Set(['validation', 'forbidden', 'not_found', 'conflict', 'unprocessable']);

/** The UI's addresses drawn by `login.html` (ui/src/auth-pages). */
const AUTH_PAGES: ReadonlySet<string> = new Set(['/login', '/recovery']);

/**
 * `spaIndex`: answer GETs outside /api with the UI's index.html (client-side routes); `/code/…`
 * gets the customers' own small page (`code.html`) when it was built, never indexed; `/login` and
 * `/recovery` their own small page (`login.html`, `authPages`), which loads without the app.
 * `recordFailure`: where refused changes are logged.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { spaIndex: boolean; publicCodePage: boolean; authPages: boolean; recordFailure: RecordFailure },
): void {
  // Not awaited: the answer neither waits for the log row nor fails with it.
  const logRefusal = (request: FastifyRequest, message: string) => {
    const route = commandRoute(request.method, request.routeOptions.url);
    if (!route) return;
    const actor = request.auth ? { actorId: request.auth.id, organizationId: request.auth.organizationId } : undefined;
    void options.recordFailure(failureMessages.commandRefused(apiActionName(route), message), actor);
  };

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof DomainError) {
      if (LOGGED_REFUSALS.has(error.kind)) logRefusal(request, error.message);
      if (error.details.retryAfterSeconds) reply.header('retry-after', String(error.details.retryAfterSeconds));
      return sendError(reply, statusByKind[error.kind], error.message, undefined, error.details.sessionEnd);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? serverMessages.validation,
      }));
      const message = fields[0]?.message ?? serverMessages.validation;
      logRefusal(request, message);
      return sendError(reply, 400, message, fields);
    }
    if (error.statusCode === 429) return sendError(reply, 429, serverMessages.tooManyRequests);
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1]);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error)) {
      return sendError(reply, error.statusCode, serverMessages.validation);
    }
    if (error instanceof InlineProjectionError) {
      // A read model that cannot apply what a decider accepted is a bug to fix; the caller's change was not stored.
      request.log.error({ projector: error.projector, eventType: error.eventType, code: error.code }, 'a read model refused an event');
      logRefusal(request, serverMessages.changeNotApplied);
      return sendError(reply, 422, serverMessages.changeNotApplied);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, serverMessages.unavailable);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, serverMessages.internal);
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.spaIndex && request.method === 'GET' && !request.url.startsWith('/api/')) {
      if (options.publicCodePage && request.url.startsWith('/code/'))
        return reply.type('text/html').header('x-robots-tag', 'noindex, nofollow').sendFile('code.html');
      if (options.authPages && AUTH_PAGES.has(request.url.split('?')[0]!)) return reply.type('text/html').sendFile('login.html');
      return reply.type('text/html').sendFile('index.html');
    }
    return sendError(reply, 404, serverMessages.routeNotFound);
  });
}
