import type { Pool } from '@lavado/shared/db/pool';
import { pause } from '@lavado/shared/timing/pause';
import { connectionSettingsOf, openDedicatedConnection } from '@lavado/shared/db/dedicated-connection';
import { inlineGateLockKey, projectorLockKey } from './lock-key';

/** How often a standby asks for the lock again. */
export const STANDBY_RETRY_MS = 2_000;

/** The right to run a projector: a session advisory lock held by a dedicated connection. */
export interface Lease {
  /** Aborts when the connection, and with it the lock, is gone. */
  lost: AbortSignal;
  release(): Promise<void>;
}

/**
 * Waits until this process holds the projector's lock, asking every ~2 s (so a standby takes over
 * soon after the holder's connection closes). Resolves null once `signal` aborts.
 */
export async function acquireLease(
  pool: Pool,
  projectorName: string,
  signal: AbortSignal,
  onRetry: (reason: 'held elsewhere' | 'database error', error?: unknown) => void,
): Promise<Lease | null> {
  while (!signal.aborted) {
    try {
      const lease = await tryAcquireLease(pool, projectorName);
      if (lease) return lease;
      onRetry('held elsewhere');
    } catch (error) {
      onRetry('database error', error);
    }
    await pause(STANDBY_RETRY_MS, signal);
  }
  return null;
}

/** Takes the lock now, on a connection of its own, or returns null when another instance holds it. */
export function tryAcquireLease(pool: Pool, projectorName: string): Promise<Lease | null> {
  return lockOnOwnConnection(pool, 'select pg_try_advisory_lock($1::bigint) as acquired', projectorLockKey(projectorName));
}

/**
 * Holds the projector's inline gate alone (runner/inline.ts), on a connection of its own, once the
 * appends applying it that are under way have ended: until released, appends leave it to its runner.
 * `lost` aborts when that connection, and with it the lock, is gone.
 */
export async function holdInlineGate(pool: Pool, projectorName: string): Promise<Lease> {
  const gate = await lockOnOwnConnection(
    pool,
    'select true as acquired from pg_advisory_lock($1::bigint)',
    inlineGateLockKey(projectorName),
  );
  return gate!;
}

/** An advisory lock held by a dedicated connection: `statement` answers `acquired`; null (and the connection closed) when it did not. */
async function lockOnOwnConnection(pool: Pool, statement: string, key: string): Promise<Lease | null> {
  const client = openDedicatedConnection(connectionSettingsOf(pool));
  const lost = new AbortController();
  const loseLock = () => lost.abort();
  client.on('error', loseLock);
  client.on('end', loseLock);
  try {
    await client.connect();
    const { rows } = await client.query<{ acquired: boolean }>(statement, [key]);
    if (rows[0]?.acquired) return { lost: lost.signal, release: () => client.end() };
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  await client.end();
  return null;
}
