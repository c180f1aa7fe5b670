import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inTransaction, type Pool } from '@lavado/shared/db/pool';
import { assertNever } from '@lavado/shared/domain/decider';
import { START, type EventStore, type Position, type ReadFrom, type RecordedEvent } from '@lavado/shared/eventstore/port';
import { applyBatch, DEFAULT_BATCH_SIZE } from './apply-batch';
import { advanceCheckpoint, finishReplay, resetCheckpoint } from './checkpoints';
import { holdInlineGate, STANDBY_RETRY_MS, tryAcquireLease, type Lease } from './lease';
import type { Projector, RunnerLogger } from './projector';

/**
 * Empties the projector's tables and resets its checkpoint, in one transaction. Its runner passes by
 * the events applied in their append's transaction, except up to `replayUntil`: a rebuild sets it to
 * the end of its replay, so that a rebuild that stops part way is finished by the runner, and appends
 * leave the projector to its runner until then. The realtime feed is left alone: gateways and clients
 * depend on its order.
 */
export async function resetProjection(pool: Pool, projector: Projector, replayUntil: Position | null = null): Promise<void> {
  await inTransaction(pool, async (client) => {
    if (projector.tables.length > 0) {
      await client.query(`truncate table ${projector.tables.map((table) => pg.escapeIdentifier(table)).join(', ')} restart identity`);
    }
    await resetCheckpoint(client, projector.name, replayUntil);
  });
}

export class RebuildFailedError extends Error {
  constructor(
    readonly projectorName: string,
    readonly position: string,
    cause: unknown,
  ) {
    super(`Projector ${projectorName} failed on the event at ${position}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'RebuildFailedError';
  }
}

class InlineGateLostError extends Error {
  constructor(projectorName: string) {
    super(`Projector ${projectorName}: the connection holding its inline gate closed during the rebuild; run the rebuild again`);
    this.name = 'InlineGateLostError';
  }
}

class SupersededError extends Error {
  constructor(projectorName: string) {
    super(`Projector ${projectorName}: another writer moved its checkpoint during the rebuild`);
    this.name = 'SupersededError';
  }
}

export interface RebuildOptions {
  pool: Pool;
  store: EventStore;
  logger: RunnerLogger;
  batchSize?: number;
}

/**
 * Rebuilds a projector from scratch: waits for its lock (so that no running instance writes
 * meanwhile), resets it, and replays every event up to the current end of the store in batches.
 * Rejects on the first projector or database error; the checkpoint then marks how far it got.
 */
export async function rebuildProjector(
  projector: Projector,
  { pool, store, logger, batchSize = DEFAULT_BATCH_SIZE }: RebuildOptions,
): Promise<{ events: number; seconds: number }> {
  const lease = await waitForLease(pool, projector, logger);
  try {
    // Commands apply the projector in their own transactions no more (they wait for its runner), once those under way end.
    const gate = await holdInlineGate(pool, projector.name);
    try {
      // The end is the last event committed when the rebuild starts: an empty read before it only means
      // that an older transaction is still open, not that the replay is done.
      const end = await store.lastPosition();
      await resetProjection(pool, projector, end);
      const started = performance.now();
      const events = await replayToEnd(projector, pool, store, batchSize, end, gate.lost);
      if (end !== null) await finishReplay(pool, projector.name, end);
      return { events, seconds: (performance.now() - started) / 1000 };
    } finally {
      await gate.release();
    }
  } finally {
    await lease.release();
  }
}

async function waitForLease(pool: Pool, projector: Projector, logger: RunnerLogger): Promise<Lease> {
  for (let attempt = 1; ; attempt++) {
    const lease = await tryAcquireLease(pool, projector.name);
    if (lease) return lease;
    if (attempt === 1) logger.info({ projector: projector.name }, 'rebuild waiting for the running instance to give up the lock');
    await sleep(STANDBY_RETRY_MS);
  }
}

/** How long to wait when an earlier transaction (anywhere on the server) still hides the next events. */
const HIDDEN_EVENTS_RETRY_MS = 50;

async function replayToEnd(
  projector: Projector,
  pool: Pool,
  store: EventStore,
  batchSize: number,
  end: Position | null,
  gateLost: AbortSignal,
): Promise<number> {
  let checkpoint: ReadFrom = START;
  let replayed = 0;
  let reading = readAhead(store, START, batchSize, projector);
  for (;;) {
    // Appends may have written the tables since the gate went: what was replayed so far is no rebuild.
    if (gateLost.aborted) throw new InlineGateLostError(projector.name);
    const events = await reading;
    const last = events.at(-1);
    if (!last) {
      if (end === null || store.comparePositions(checkpoint, end) >= 0) return replayed;
      await sleep(HIDDEN_EVENTS_RETRY_MS);
      reading = readAhead(store, checkpoint, batchSize, projector);
      continue;
    }
    // Reading the next batch while this one is applied keeps both the database and Node busy.
    reading = readAhead(store, last.position, batchSize, projector);
    const outcome = await applyBatch(pool, projector, checkpoint, events, { replaying: true });
    switch (outcome.kind) {
      case 'applied':
        checkpoint = outcome.position;
        replayed += events.length;
        break;
      case 'unhandled':
        if (!(await advanceCheckpoint(pool, projector.name, checkpoint, outcome.position, { feedChanged: false })))
          throw new SupersededError(projector.name);
        checkpoint = outcome.position;
        replayed += events.length;
        break;
      case 'failed':
        throw new RebuildFailedError(projector.name, outcome.event.position, outcome.error);
      case 'superseded':
        throw new SupersededError(projector.name);
      default:
        assertNever(outcome);
    }
  }
}

/**
 * A read that may be awaited later; if the replay stops first, its failure must not go unhandled.
 * Only the data of the events the projector handles is read (the others' personal values are not decrypted).
 */
function readAhead(store: EventStore, after: ReadFrom, limit: number, projector: Projector): Promise<RecordedEvent[]> {
  const reading = store.readAll(after, limit, { typesRead: projector.handles });
  reading.catch(() => undefined);
  return reading;
}
