import { withClient, type Pool, type PoolClient } from '@lavado/shared/db/pool';
import type { Position, ReadFrom, RecordedEvent } from '@lavado/shared/eventstore/port';
import { appendToFeed, type FeedItem } from '@lavado/shared/realtime/feed';
import { beginBatch, commitBatch } from './checkpoints';
import { appliedInlineBy } from './inline';
import { parkedEventIds } from './parking';
import { changes, type ProjectionContext, type Projector } from './projector';

/** Large enough that a replay spends its time in the projector, not in commits. */
export const DEFAULT_BATCH_SIZE = 1_000;

/** Taken at the start of a batch of a projector that applies batches whole, so that a failing batch can be applied event by event. */
const BATCH_SAVEPOINT = 'projector_batch';

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
    /** Events applied inline that this batch applies again all the same: those up to the end of a rebuild that stopped part way. */
    reapplies?: (event: RecordedEvent) => boolean;
  } = {},
): Promise<BatchOutcome> {
  const last = events.at(-1);
  if (!last) throw new Error('applyBatch needs at least one event');
  const replaying = options.replaying ?? false;
  // An event the projector applied in the transaction that stored it is applied again only by a replay.
  const wanted = events.filter(
    (event) => changes(projector, event) && (replaying || !appliedInlineBy(event, projector.name) || (options.reapplies?.(event) ?? false)),
  );
  const parked = options.mayHoldParked === false ? new Set<string>() : await parkedAmong(pool, projector, wanted);
  const handled = new Set(wanted.filter((event) => !parked.has(event.id)));
  const isHandled = (event: RecordedEvent) => handled.has(event);
  if (!events.some(isHandled)) return { kind: 'unhandled', position: last.position };
  return withClient(pool, async (client, unsound) => {
    try {
      // The checkpoint moves first, in the round trip that begins the transaction, and the announcement goes with the commit.
      if (
        !(await beginBatch(client, projector.name, from, last.position, { savepoint: projector.applyBatch ? BATCH_SAVEPOINT : undefined }))
      ) {
        await client.query('rollback');
        return { kind: 'superseded' };
      }
      const outcome = await applyInTransaction(client, projector, events, isHandled, replaying);
      if (outcome.kind === 'failed') {
        await client.query('rollback');
        return outcome;
      }
      await commitBatch(client, projector.name, last.position, { feedChanged: outcome.feedChanged });
      return { kind: 'applied', position: last.position };
    } catch (error) {
      // A failed client may hold a dead connection: the pool must not hand it out again.
      unsound(error);
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  });
}

type ApplyOutcome = { kind: 'applied'; feedChanged: boolean } | Extract<BatchOutcome, { kind: 'failed' }>;

async function applyInTransaction(
  client: PoolClient,
  projector: Projector,
  events: readonly RecordedEvent[],
  isHandled: (event: RecordedEvent) => boolean,
  replaying: boolean,
): Promise<ApplyOutcome> {
  // Feed rows are written together, after the batch's read-model rows and before its checkpoint: one statement per batch.
  let published: FeedItem[] = [];
  const context: ProjectionContext = {
    client,
    replaying,
    publish: async (item: FeedItem) => void published.push(item),
  };
  const applied = async (): Promise<ApplyOutcome> => {
    await appendToFeed(client, ...published);
    return { kind: 'applied', feedChanged: published.length > 0 };
  };
  if (projector.applyBatch) {
    let batchApplied = false;
    try {
      await projector.applyBatch(events.filter(isHandled), context);
      batchApplied = true;
    } catch {
      // Retried event by event below, which names the event that fails.
      await client.query(`rollback to savepoint ${client.escapeIdentifier(BATCH_SAVEPOINT)}`);
      published = [];
    }
    if (batchApplied) return applied();
  }
  for (const [index, event] of events.entries()) {
    if (!isHandled(event)) continue;
    try {
      await projector.apply(event, context);
    } catch (error) {
      return { kind: 'failed', index, event, error };
    }
  }
  return applied();
}

/** Which of these events, the batch's that the projector handles, an operator parked (`npm run projections:park`). */
async function parkedAmong(pool: Pool, projector: Projector, wanted: readonly RecordedEvent[]): Promise<ReadonlySet<string>> {
  if (wanted.length === 0) return new Set();
  return new Set(
    await parkedEventIds(
      pool,
      projector.name,
      wanted.map((event) => event.id),
    ),
  );
}
