import type { Pool } from '@lavado/shared/db/pool';
import { assertNever } from '@lavado/shared/domain/decider';
import { START, type EventStore, type Position, type ReadFrom, type RecordedEvent } from '@lavado/shared/eventstore/port';
import { createBackoff, type Backoff } from '@lavado/shared/timing/backoff';
import { pause } from '@lavado/shared/timing/pause';
import { applyBatch, DEFAULT_BATCH_SIZE } from './apply-batch';
import { advanceCheckpoint, finishReplay, loadCheckpoint, recordFailure } from './checkpoints';
import { openEventFeed, type EventFeed } from './event-feed';
import { acquireLease } from './lease';
import type { Projector, RunnerLogger } from './projector';

/** A failing batch or checkpoint read is retried after 1 s, 2 s, 4 s, … at most 30 s. */
const RETRY_BACKOFF = { firstDelayMs: 1_000, maxDelayMs: 30_000 };
/** How long a checkpoint may lag behind events the projector does not handle (waits on them see it then). */
export const QUIET_CHECKPOINT_DELAY_MS = 100;

export interface RunnerOptions {
  pool: Pool;
  store: EventStore;
  logger: RunnerLogger;
  /** Most events applied in one transaction. */
  batchSize?: number;
  /** How long the checkpoint may lag behind events the projector does not handle (default QUIET_CHECKPOINT_DELAY_MS). */
  quietCheckpointDelayMs?: number;
}

export interface RunningProjectors {
  /** Finishes the batch in flight, stops reading and gives the lock up. */
  stop(): Promise<void>;
}

/**
 * Runs a projector for as long as this process holds its lock: from its checkpoint, catch-up then
 * live, a batch of events per transaction. Without the lock it stands by and takes over when the
 * holder goes away. Never rejects: database and projector errors are logged and retried.
 */
export function startProjector(projector: Projector, options: RunnerOptions): RunningProjectors {
  const stopping = new AbortController();
  const running = runWhenLeader(projector, options, stopping.signal);
  return {
    async stop() {
      stopping.abort();
      await running;
    },
  };
}

export function startProjectors(projectors: readonly Projector[], options: RunnerOptions): RunningProjectors {
  const running = projectors.map((projector) => startProjector(projector, options));
  return {
    async stop() {
      await Promise.all(running.map((projector) => projector.stop()));
    },
  };
}

async function runWhenLeader(projector: Projector, options: RunnerOptions, stopping: AbortSignal): Promise<void> {
  const details = { projector: projector.name };
  let standingBy = false;
  while (!stopping.aborted) {
    const lease = await acquireLease(options.pool, projector.name, stopping, (reason, error) => {
      if (reason === 'database error')
        options.logger.warn({ ...details, err: error }, 'projector cannot reach the database to take its lock');
      else if (!standingBy) options.logger.info(details, 'projector standing by: another instance holds its lock');
      standingBy = reason === 'held elsewhere';
    });
    if (!lease) return;
    standingBy = false;
    options.logger.info(details, 'projector active');
    try {
      await projectWhile(projector, options, AbortSignal.any([stopping, lease.lost]));
      if (lease.lost.aborted && !stopping.aborted) options.logger.warn(details, 'projector lost its lock connection; standing by');
    } finally {
      await lease.release().catch(() => undefined);
    }
  }
}

/** One leadership term of a projector: everything it needs to apply batches until `active` aborts. */
interface Term {
  projector: Projector;
  pool: Pool;
  store: Pick<EventStore, 'comparePositions'>;
  logger: RunnerLogger;
  batchSize: number;
  quietCheckpointDelayMs: number;
  backoff: Backoff;
  active: AbortSignal;
}

async function projectWhile(
  projector: Projector,
  { pool, store, logger, batchSize = DEFAULT_BATCH_SIZE, quietCheckpointDelayMs = QUIET_CHECKPOINT_DELAY_MS }: RunnerOptions,
  active: AbortSignal,
): Promise<void> {
  const term: Term = { projector, pool, store, logger, batchSize, quietCheckpointDelayMs, backoff: createBackoff(RETRY_BACKOFF), active };
  while (!active.aborted) {
    let checkpoint: Awaited<ReturnType<typeof loadCheckpoint>>;
    try {
      checkpoint = await loadCheckpoint(pool, projector.name);
    } catch (error) {
      logger.warn({ projector: projector.name, err: error }, 'projector cannot read its checkpoint');
      await pause(term.backoff.failed(), active);
      continue;
    }
    const feed = openEventFeed(store, checkpoint.position, 2 * batchSize);
    try {
      await projectFeed(term, feed, checkpoint.position, checkpoint.replayUntil);
    } finally {
      await feed.close();
    }
  }
}

/**
 * Applies the feed batch by batch; returns when the term ends or someone else moved the checkpoint.
 * A batch the projector does not handle writes nothing: the checkpoint catches up with the next
 * handled batch, or a quiet delay (QUIET_CHECKPOINT_DELAY_MS) after the first unhandled one, or at the stop. Commands never wait
 * for that (they wait for the events a projector handles), and a busy store no longer costs every
 * projector a commit per batch.
 */
async function projectFeed(term: Term, feed: EventFeed, from: ReadFrom, replayUntil: Position | null): Promise<void> {
  const { projector, pool, store, logger, backoff, active } = term;
  // A rebuild stopped part way: the events up to its end are applied whole, those applied inline included.
  let unfinishedReplay = replayUntil;
  const reapplies = (event: RecordedEvent) => unfinishedReplay !== null && store.comparePositions(event.position, unfinishedReplay) <= 0;
  const details = { projector: projector.name };
  /** The checkpoint as stored: the compare-and-set of the next write. */
  let stored = from;
  /** The last event looked at: ahead of `stored` while only unhandled events came. */
  let reached = from;
  let storeReachedAt: number | null = null;
  // The event this projector was stuck on may have been parked meanwhile: look until a batch commits.
  let mayHoldParked = true;
  let limit = term.batchSize;
  while (!active.aborted) {
    const untilStoring = storeReachedAt === null ? null : storeReachedAt - Date.now();
    if (untilStoring !== null && untilStoring <= 0 && reached !== START) {
      let moved;
      try {
        moved = await advanceCheckpoint(pool, projector.name, stored, reached, { feedChanged: false });
      } catch (error) {
        logger.warn({ ...details, err: error }, 'projector could not store its checkpoint; retrying');
        await pause(backoff.failed(), active);
        continue;
      }
      if (!moved) return supersededBy(logger, details);
      stored = reached;
      storeReachedAt = null;
      continue;
    }
    const events = await feed.peek(limit, active, untilStoring ?? undefined);
    if (events.length === 0) continue;
    let outcome;
    try {
      outcome = await applyBatch(pool, projector, stored, events, { mayHoldParked, reapplies });
    } catch (error) {
      logger.warn({ ...details, err: error }, 'projector batch failed on a database error; retrying');
      await pause(backoff.failed(), active);
      continue;
    }
    if (unfinishedReplay !== null && outcome.kind !== 'failed' && outcome.kind !== 'superseded' && !reapplies(events.at(-1)!)) {
      try {
        await finishReplay(pool, projector.name, unfinishedReplay);
        unfinishedReplay = null;
      } catch (error) {
        logger.warn({ ...details, err: error }, 'projector could not note the end of its replay; retrying');
      }
    }
    switch (outcome.kind) {
      case 'applied':
        feed.drop(events.length);
        stored = reached = outcome.position;
        storeReachedAt = null;
        mayHoldParked = false;
        limit = term.batchSize;
        backoff.succeeded();
        break;
      case 'unhandled':
        feed.drop(events.length);
        reached = outcome.position;
        storeReachedAt ??= Date.now() + term.quietCheckpointDelayMs;
        limit = term.batchSize;
        backoff.succeeded();
        break;
      case 'failed':
        if (outcome.index > 0) {
          // Commit the events before the failing one first, so that the checkpoint stops right before it.
          limit = outcome.index;
        } else {
          mayHoldParked = true;
          await reportFailure(term, outcome.event, outcome.error);
          await pause(backoff.failed(), active);
        }
        break;
      case 'superseded':
        return supersededBy(logger, details);
      default:
        assertNever(outcome);
    }
  }
  // Stopping: keep what was looked at, so that the next term does not read it again (the compare-and-set keeps it safe).
  if (storeReachedAt !== null && reached !== START) {
    await advanceCheckpoint(pool, projector.name, stored, reached, { feedChanged: false }).catch(() => undefined);
  }
}

function supersededBy(logger: RunnerLogger, details: { projector: string }): void {
  logger.warn(details, 'projector checkpoint was moved by someone else; resuming from it');
}

async function reportFailure({ projector, pool, logger }: Term, event: RecordedEvent, error: unknown): Promise<void> {
  // The stream is left out: a ticket's id is its customer page's capability (docs/security.md, rule 24).
  const details = { projector: projector.name, position: event.position, eventId: event.id, eventType: event.type };
  logger.error({ ...details, err: error }, 'projector failed on an event; it will retry that event');
  await recordFailure(pool, projector.name, event, error instanceof Error ? error.message : String(error)).catch((recordError: unknown) =>
    logger.warn({ ...details, err: recordError }, 'projector could not record its failure'),
  );
}
