import pg from 'pg';
import type { Pool } from '@lavado/shared/db/pool';

/**
 * A connection outside the pool, with the pool's settings, for a session that lives as long as
 * its connection (an advisory lock, a LISTEN): holding a pool slot for that would starve the pool.
 * TCP keep-alive lets a silently dropped connection surface as an error.
 */
export function openDedicatedConnection(pool: Pool): pg.Client {
  // The pool keeps the password out of its options' enumerable properties.
  return new pg.Client({ ...pool.options, password: pool.options.password, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
}
