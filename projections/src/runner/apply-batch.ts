import type { Pool, PoolClient } from '@lavado/shared/db/pool';
import type { Position, ReadFrom, RecordedEvent } from '@lavado/shared/eventstore/port';
import { appendToFeed, type FeedItem } from '@lavado/shared/realtime/feed';
import { advanceCheckpoint } from './checkpoints';
import { parkedEventIds } from './parking';
import type { ProjectionContext, Projector } from './projector';

/** Large enough that a replay spends its time in the projector, not in commits. */
export const DEFAULT_BATCH_SIZE = 1_000;

export type BatchOutcome =
  /** Rows and checkpoint committed together, and the progress announced. */
  | { kind: 'applied'; position: Position }
  /**
   * The projector handles none of these events: nothing was written, not even the checkpoint. The
   * caller moves it to `position` when it suits it (with the next handled batch, or after a quiet spell).
   */
  | { kind: 'unhandled'; position: Position }
  /** The projector threw on `event`, which is `events[index]`; nothing was committed. */
  | { kind: 'failed'; index: number; event: RecordedEvent; error: unknown }
  /** The checkpoint is no longer `from` (a rebuild or another instance moved it); nothing was committed. */
  | { kind: 'superseded' };

/**
 * Applies a non-empty run of consecutive events that follows checkpoint `from`, in one transaction
 * that also moves the checkpoint to the last event and announces it. Rejects on database errors: then nothing was
 * committed, or, when the connection died during COMMIT, perhaps everything was; either way the
 * compare-and-set checkpoint makes the retry safe (it reports `superseded` if the batch landed).
 */
export async function applyBatch(
  pool: Pool,
  projector: Projector,
  from: ReadFrom,
  events: readonly RecordedEvent[],
  options: {
    replaying?: boolean;
    /**
     * False when no event of the batch can be parked: only the event a projector is stuck on can be
     * (`npm run projections:park`), so a runner that has not failed since it started skips the lookup.
     */
    mayHoldParked?: boolean;
  } = {},
): Promise<BatchOutcome> {
  const last = events.at(-1);
  if (!last) throw new Error('applyBatch needs at least one event');
  const parked = options.mayHoldParked === false ? new Set<string>() : await parkedAmong(pool, projector, events);
  const isHandled = (event: RecordedEvent) => projector.handles.includes(event.type) && !parked.has(event.id);
  if (!events.some(isHandled)) return { kind: 'unhandled', position: last.position };
  const client = await pool.connect();
  let failure: Error | undefined;
  // The pool stops listening for a client's errors while it is checked out: a connection dying
  // between two queries would otherwise be an uncaught 'error' event and end the process.
  const noteConnectionLoss = (error: Error) => {
    failure ??= error;
  };
  client.on('error', noteConnectionLoss);
  try {
    await client.query('begin');
    const outcome = await applyInTransaction(client, projector, events, isHandled, options.replaying ?? false);
    const settled =
      outcome.kind === 'applied' &&
      (await advanceCheckpoint(client, projector.name, from, last.position, { feedChanged: outcome.feedChanged }));
    await client.query(settled ? 'commit' : 'rollback');
    if (outcome.kind === 'failed') return outcome;
    return settled ? { kind: 'applied', position: last.position } : { kind: 'superseded' };
  } catch (error) {
    failure ??= error instanceof Error ? error : new Error(String(error));
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.off('error', noteConnectionLoss);
    // A client that failed may hold a dead connection: the pool must not hand it out again.
    client.release(failure);
  }
}

type ApplyOutcome = { kind: 'applied'; feedChanged: boolean } | Extract<BatchOutcome, { kind: 'failed' }>;

async function applyInTransaction(
  client: PoolClient,
  projector: Projector,
  events: readonly RecordedEvent[],
  isHandled: (event: RecordedEvent) => boolean,
  replaying: boolean,
): Promise<ApplyOutcome> {
  let feedChanged = false;
  const context: ProjectionContext = {
    client,
    replaying,
    publish: async (item: FeedItem) => {
      await appendToFeed(client, item);
      feedChanged = true;
    },
  };
  if (projector.applyBatch) {
    await client.query('savepoint projector_batch');
    try {
      await projector.applyBatch(events.filter(isHandled), context);
      return { kind: 'applied', feedChanged };
    } catch {
      // Retried event by event below, which names the event that fails.
      await client.query('rollback to savepoint projector_batch');
      feedChanged = false;
    }
  }
  for (const [index, event] of events.entries()) {
    if (!isHandled(event)) continue;
    try {
      await projector.apply(event, context);
    } catch (error) {
      return { kind: 'failed', index, event, error };
    }
  }
  return { kind: 'applied', feedChanged };
}

/** The events of the batch this projector handles that an operator parked (`npm run projections:park`). */
async function parkedAmong(pool: Pool, projector: Projector, events: readonly RecordedEvent[]): Promise<ReadonlySet<string>> {
  const candidates = events.filter((event) => projector.handles.includes(event.type)).map((event) => event.id);
  if (candidates.length === 0) return new Set();
  return new Set(await parkedEventIds(pool, projector.name, candidates));
}
