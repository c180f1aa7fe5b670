import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stringify } from 'safe-stable-stringify';
import type { Pool } from '@lavado/shared/db/pool';
import { DomainError } from '@lavado/shared/domain/errors';
import { uuidV5 } from '@lavado/shared/eventstore/ids';
import { serverMessages } from '@lavado/shared/messages/server';
import { commandRoute } from '../logs/failure-recorder';

declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the command this request carries: from its Idempotency-Key, scoped to the caller, or a fresh one. */
    commandId: string;
  }
}

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Namespace of the command ids derived from clients' keys (a constant: the same key and caller always give the same id). */
const IDEMPOTENCY_NAMESPACE = '5b0f8d2e-6c1a-4f57-9a0e-2d41c7b3e8a9';
/** Keys are remembered this long; a retry comes within seconds or minutes. */
export const IDEMPOTENCY_RETENTION_DAYS = 30;

/**
 * The command id for a client's key: the same key from another route, user or organization is
 * another command, so that one tenant's key can never return what another tenant's command made.
 */
export function scopedCommandId(key: string, scope: { route: string; organizationId: string | null; actorId: string | null }): string {
  return uuidV5(`${scope.route}|${scope.organizationId ?? '-'}|${scope.actorId ?? '-'}|${key.toLowerCase()}`, IDEMPOTENCY_NAMESPACE);
}

export const requestHash = (body: unknown) =>
  createHash('sha256')
    .update(stringify(body ?? null))
    .digest('base64url');

/** Records the key's first request; tells whether this one is that request again or another. */
export async function claimKey(
  pool: Pool,
  commandId: string,
  hash: string,
  now: Date,
): Promise<'first use' | 'same request' | 'other request'> {
  const { rows } = await pool.query<{ request_hash: string; inserted: boolean }>(
    `with pruned as (delete from idempotency_keys where created_at < $3::timestamptz - make_interval(days => $4)),
          claimed as (insert into idempotency_keys (command_id, request_hash, created_at) values ($1, $2, $3)
                      on conflict (command_id) do nothing returning request_hash)
     select request_hash, true as inserted from claimed
     union all select request_hash, false from idempotency_keys where command_id = $1
     limit 1`,
    [commandId, hash, now.toISOString(), IDEMPOTENCY_RETENTION_DAYS],
  );
  const row = rows[0];
  if (!row || row.inserted) return 'first use';
  return row.request_hash === hash ? 'same request' : 'other request';
}

/**
 * Gives every request its command id. A command sent with an `Idempotency-Key` is checked after
 * validation: its retries (same body) replay the first outcome, and the key with another body is
 * refused with 422 before anything runs.
 */
export function registerIdempotency(app: FastifyInstance, deps: { pool: Pool; now: () => Date }): void {
  app.decorateRequest('commandId', '');
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const header = request.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    const route = commandRoute(request.method, request.routeOptions.url);
    if (!key || !KEY_PATTERN.test(key) || !route) {
      request.commandId = randomUUID();
      return;
    }
    request.commandId = scopedCommandId(key, {
      route,
      organizationId: request.auth?.organizationId ?? null,
      actorId: request.auth?.id ?? null,
    });
    if ((await claimKey(deps.pool, request.commandId, requestHash(request.body), deps.now())) === 'other request') {
      throw new DomainError('unprocessable', serverMessages.idempotencyKeyReused);
    }
  });
}
