import pg from 'pg';
import type { Pool } from './pool';

/** The settings of `pool`'s connections, for a dedicated connection to the same database. */
export function connectionSettingsOf(pool: Pool): pg.ClientConfig {
  // The pool keeps the password out of its options' enumerable properties.
  return { ...pool.options, password: pool.options.password };
}

/**
 * A connection outside any pool, for a session that lives as long as its connection (an advisory
 * lock, a LISTEN): holding a pool slot for that would starve the pool. TCP keep-alive lets a
 * silently dropped connection surface as an error.
 */
export function openDedicatedConnection(settings: pg.ClientConfig): pg.Client {
  return new pg.Client({ ...settings, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
}
