import type { Pool } from '@lavado/shared/db/pool';
import type { Logger } from '@lavado/shared/logger';
import { appendFailureLog, type FailureActor } from '@lavado/shared/logs/failure-log';

/** Writes a failure-log row. Never rejects: a row that cannot be written is only logged, never a failed request. */
export type RecordFailure = (message: string, actor?: FailureActor) => Promise<void>;

export function failureRecorder(deps: { pool: Pool; logger: Logger; now: () => Date }): RecordFailure {
  return (message, actor) =>
    appendFailureLog(deps.pool, { message, at: deps.now(), ...actor }).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'could not write a failure log row'),
    );
}

/**
 * The route a refused call tried to change something through (`support/createTicket`), or null
 * for reads (`.../get...`), which refuse nothing worth logging, and for unknown routes.
 */
export function commandRoute(method: string, url: string | undefined): string | null {
  if (method !== 'POST' || !url?.startsWith('/api/')) return null;
  const route = url.slice('/api/'.length);
  return route.split('/').at(-1)?.startsWith('get') ? null : route;
}
