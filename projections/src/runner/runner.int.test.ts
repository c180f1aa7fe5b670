import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { createPool, type Pool } from '@lavado/shared/db/pool';
import { createEventStore } from '@lavado/shared/eventstore/create';
import { START, type EventStore, type Position, type RecordedEvent } from '@lavado/shared/eventstore/port';
import { FEED_CHANNEL } from '@lavado/shared/realtime/feed';
import { testDataKeys } from '../../../tests/support/data-keys';
import { createTestDatabase } from '../../../tests/support/database';
import { createLedger, recordingLogger, type Ledger } from '../../../tests/support/ledger-fixture';
import { applyBatch } from './apply-batch';
import { loadCheckpoint } from './checkpoints';
import { rebuildProjector } from './rebuild';
import { startProjector } from './start';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: Pool;
let store: EventStore;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
  store = createEventStore({ databaseUrl: database.url, pool, dataKeys: testDataKeys(pool) });
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await store.close();
  await pool.end();
  await database.drop();
});

/** Starts a runner the way a separate process would (stopped at the end of the file at the latest). */
function run(
  ledger: Ledger,
  options: Parameters<Ledger['projector']>[0] & {
    pool?: Pool;
    store?: EventStore;
    batchSize?: number;
    quietCheckpointDelayMs?: number;
  } = {},
) {
  const logger = recordingLogger();
  const running = startProjector(ledger.projector(options), {
    pool: options.pool ?? pool,
    store: options.store ?? store,
    logger,
    batchSize: options.batchSize ?? 4,
    quietCheckpointDelayMs: options.quietCheckpointDelayMs,
  });
  cleanups.push(() => running.stop());
  return { logger, stop: () => running.stop() };
}

/** A connection of the test's own, outside the runner; it may be cut by the outage test. */
async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.url });
  client.on('error', () => undefined);
  await client.connect();
  cleanups.push(() => client.end());
  return client;
}

const messagesOf = (logger: ReturnType<typeof recordingLogger>) => logger.entries.map((entry) => entry.message);

const WAIT = { timeout: 20_000, interval: 50 };

async function projectedUpTo(ledger: Ledger, position: Position): Promise<void> {
  await vi.waitFor(async () => expect((await ledger.checkpoint())?.position).toBe(position), WAIT);
}

describe('projection runner', () => {
  it('projects events into rows, feed and checkpoint, and wakes the feed readers after commit', async () => {
    const ledger = await createLedger(pool, store, 'projects');
    const listener = await connect();
    const feedNotifications: string[] = [];
    listener.on('notification', (message) => feedNotifications.push(message.channel));
    await listener.query(`listen ${FEED_CHANNEL}`);

    const [first] = await ledger.add([5, 7], 'projects-a');
    const positions = await ledger.add([11], 'projects-b');
    run(ledger);
    await projectedUpTo(ledger, positions.at(-1)!);

    const { entries, totals } = await ledger.rows();
    expect(entries).toHaveLength(3);
    expect(entries.map((entry) => entry.position)).toContain(first);
    expect(totals).toEqual([
      { streamId: 'projects-a', total: 12, entries: 2 },
      { streamId: 'projects-b', total: 11, entries: 1 },
    ]);
    const feed = await pool.query('select payload from realtime_feed where topic = $1', ['projects.total']);
    expect(feed.rowCount).toBe(3);
    await vi.waitFor(() => expect(feedNotifications).toContain(FEED_CHANNEL), WAIT);
    expect(await ledger.checkpoint()).toMatchObject({ lastError: null, failedPosition: null });
  });

  it('moves the checkpoint past events it does not handle', async () => {
    const ledger = await createLedger(pool, store, 'skips');
    const other = await createLedger(pool, store, 'skips_other');
    const [otherPosition] = await other.add([1]);
    run(ledger);
    await projectedUpTo(ledger, otherPosition!);
    expect((await ledger.rows()).entries).toEqual([]);
  });

  it('writes nothing for events it does not handle: its checkpoint catches up with its next handled batch, or at its stop', async () => {
    const ledger = await createLedger(pool, store, 'quiet');
    const other = await createLedger(pool, store, 'quiet_other');
    // Every write of this projector's checkpoint row, as the database saw it.
    await pool.query('create table quiet_checkpoint_writes (position text)');
    await pool.query(
      `create function quiet_note_write() returns trigger language plpgsql as $$
       begin insert into quiet_checkpoint_writes values (new.position); return new; end $$`,
    );
    await pool.query(
      `create trigger quiet_note_write after update on projection_checkpoints for each row when (new.name = 'quiet') execute function quiet_note_write()`,
    );
    const writes = async () =>
      (await pool.query<{ position: string }>('select position from quiet_checkpoint_writes')).rows.map((row) => row.position);
    // The events the runner was handed, so that it is stopped only once it has looked at the last one.
    const delivered: RecordedEvent[] = [];
    const watched: EventStore = {
      ...store,
      subscribe: (after, handler, options) =>
        store.subscribe(
          after,
          async (event) => {
            await handler(event);
            delivered.push(event);
          },
          options,
        ),
    };
    const running = run(ledger, { quietCheckpointDelayMs: 10 * 60_000, store: watched });
    await vi.waitFor(() => expect(messagesOf(running.logger)).toContain('projector active'), WAIT);

    // Apart, so that a runner that stored unhandled batches would store each one.
    for (const amount of [1, 2]) {
      await other.add([amount]);
      await sleep(300);
    }
    const [handled] = await ledger.add([3]);
    await projectedUpTo(ledger, handled!);
    expect(await writes()).toEqual([handled]);

    const [unhandled] = await other.add([4]);
    await vi.waitFor(() => expect(delivered.map((event) => event.position)).toContainEqual(unhandled), WAIT);
    expect(await writes()).toEqual([handled]);
    await running.stop();
    expect(await writes()).toEqual([handled, unhandled]);
  });

  it('after a connection cut between write and commit, restarts from its checkpoint and ends equal to a rebuild', async () => {
    const ledger = await createLedger(pool, store, 'crash');
    const positions = await ledger.add([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const admin = await connect();
    let cut = false;
    const crashing = run(ledger, {
      batchSize: 4,
      async beforeWrite(event, client) {
        if (cut || event.data.amount !== 7) return;
        cut = true;
        // The batch has written rows already; its connection dies before it can commit.
        const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
        await admin.query('select pg_terminate_backend($1, 5000)', [rows[0]!.pid]);
      },
    });
    await vi.waitFor(() => expect(messagesOf(crashing.logger)).toContain('projector batch failed on a database error; retrying'), WAIT);
    await crashing.stop();

    const checkpoint = (await ledger.checkpoint())?.position ?? null;
    const committed = positions.filter((position) => checkpoint !== null && store.comparePositions(position, checkpoint) <= 0);
    expect(committed.length).toBeLessThan(7);
    expect((await ledger.entries()).map((entry) => entry.position).sort()).toEqual([...committed].sort());

    const restarted = run(ledger, { batchSize: 4 });
    await projectedUpTo(ledger, positions.at(-1)!);
    const incremental = await ledger.rows();
    expect(incremental.entries).toHaveLength(10);
    expect(new Set(incremental.entries.map((entry) => entry.eventId)).size).toBe(10);
    expect(incremental.totals.map((total) => total.total)).toEqual([55]);

    await restarted.stop();
    await rebuildProjector(ledger.projector(), { pool, store, logger: recordingLogger() });
    expect(await ledger.rows()).toEqual(incremental);
  });

  it('stays at an event its projector fails on, records why, and carries on once the cause is fixed', async () => {
    const ledger = await createLedger(pool, store, 'failing');
    const [accepted, refused, later] = await ledger.add([1, -5, 2]);
    let negativeAmountsAllowed = false;
    const running = run(ledger, {
      async beforeWrite(event) {
        if (!negativeAmountsAllowed && Number(event.data.amount) < 0) throw new Error('negative amounts are not supported yet');
      },
    });

    await vi.waitFor(async () => expect((await ledger.checkpoint())?.failedPosition).toBe(refused), WAIT);
    const stuck = await ledger.checkpoint();
    expect(stuck).toMatchObject({ position: accepted, lastError: 'negative amounts are not supported yet' });
    expect(stuck?.failedAt).toBeInstanceOf(Date);
    expect((await ledger.entries()).map((entry) => entry.position)).toEqual([accepted]);
    expect(running.logger.entries).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'projector failed on an event; it will retry that event',
        details: expect.objectContaining({ position: refused }),
      }),
    );

    negativeAmountsAllowed = true;
    await projectedUpTo(ledger, later!);
    expect(await ledger.checkpoint()).toMatchObject({ lastError: null, failedPosition: null, failedAt: null });
    expect((await ledger.rows()).totals.map((total) => total.total)).toEqual([-2]);
  });

  it('runs one instance at a time: a standby takes over from the checkpoint when the active one stops', async () => {
    const ledger = await createLedger(pool, store, 'standby');
    const secondProcessPool = createPool(database.url);
    cleanups.push(() => secondProcessPool.end());
    const firstPositions = await ledger.add([1, 2, 3], 'standby-1');
    const first = run(ledger, { appliedBy: 'first' });
    await projectedUpTo(ledger, firstPositions.at(-1)!);

    const second = run(ledger, { appliedBy: 'second', pool: secondProcessPool });
    await vi.waitFor(() => expect(messagesOf(second.logger)).toContain('projector standing by: another instance holds its lock'), WAIT);
    const whileStandingBy = await ledger.add([4, 5], 'standby-1');
    await projectedUpTo(ledger, whileStandingBy.at(-1)!);

    await first.stop();
    const afterTakeover = await ledger.add([6, 7], 'standby-1');
    await projectedUpTo(ledger, afterTakeover.at(-1)!);

    const appliedBy = Object.fromEntries((await ledger.entries()).map((entry) => [entry.position, entry.appliedBy]));
    expect(Object.keys(appliedBy)).toHaveLength(7);
    expect([...firstPositions, ...whileStandingBy].map((position) => appliedBy[position])).toEqual(Array(5).fill('first'));
    expect(afterTakeover.map((position) => appliedBy[position])).toEqual(['second', 'second']);
    expect((await ledger.rows()).totals.map((total) => total.entries)).toEqual([7]);
  });

  it('survives losing every database connection and resumes from its checkpoint', async () => {
    const ledger = await createLedger(pool, store, 'outage');
    // The runner gets connections of its own, as in a separate process, so that the cut spares the test's.
    const processUrl = new URL(database.url);
    processUrl.searchParams.set('application_name', 'outage-process');
    const processPool = createPool(processUrl.toString());
    const processStore = createEventStore({ databaseUrl: processUrl.toString(), pool: processPool, dataKeys: testDataKeys(processPool) });
    cleanups.push(
      () => processPool.end(),
      () => processStore.close(),
    );
    const before = await ledger.add([1, 2], 'outage-1');
    const running = run(ledger, { pool: processPool, store: processStore });
    await projectedUpTo(ledger, before.at(-1)!);

    const admin = await connect();
    const { rows } = await admin.query<{ terminated: boolean }>(
      `select pg_terminate_backend(pid, 5000) as terminated from pg_stat_activity
        where datname = current_database() and application_name = 'outage-process'`,
    );
    // The lock connection, the subscription's LISTEN connection and the pool's idle connections
    // (some close on their own once the runner reacts to the first cut).
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.some((row) => row.terminated)).toBe(true);
    await vi.waitFor(() => expect(messagesOf(running.logger)).toContain('projector lost its lock connection; standing by'), WAIT);

    const after = await ledger.add([3, 4], 'outage-1');
    await projectedUpTo(ledger, after.at(-1)!);
    const { entries, totals } = await ledger.rows();
    expect(new Set(entries.map((entry) => entry.eventId)).size).toBe(4);
    expect(totals).toEqual([{ streamId: 'outage-1', total: 10, entries: 4 }]);
  });

  it('rebuild empties the tables and replays to identical rows, leaving the feed alone', async () => {
    const ledger = await createLedger(pool, store, 'rebuilt');
    const positions = [...(await ledger.add([3, 4])), ...(await ledger.add([5]))];
    const running = run(ledger);
    await projectedUpTo(ledger, positions.at(-1)!);
    await running.stop();
    const projected = await ledger.rows();
    await pool.query('insert into rebuilt_entries values (gen_random_uuid(), $1, 99, $2, $3)', ['stray', 'nowhere', 'hand']);
    const feedBefore = await pool.query<{ count: number }>('select count(*)::int as count from realtime_feed');

    const result = await rebuildProjector(ledger.projector(), { pool, store, logger: recordingLogger(), batchSize: 2 });

    expect(await ledger.rows()).toEqual(projected);
    expect((await ledger.checkpoint())?.position).toBe((await store.readAll('start', 1_000_000)).at(-1)?.position);
    expect(result.events).toBe((await store.readAll('start', 1_000_000)).length);
    expect(result.seconds).toBeGreaterThan(0);
    const feedAfter = await pool.query<{ count: number }>('select count(*)::int as count from realtime_feed');
    expect(feedAfter.rows[0]!.count).toBe(feedBefore.rows[0]!.count + positions.length);
  });

  it('commits a batch only from the checkpoint it was read after: a moved checkpoint (another instance, a landed retry) commits nothing', async () => {
    const ledger = await createLedger(pool, store, 'compared');
    const projector = ledger.projector();
    const positions = await ledger.add([1, 2]);
    // The store hands out events only below every transaction still open (another file's, on a busy
    // machine), so the batch is read once it holds both.
    const events = await vi.waitFor(async () => {
      const handled = (await store.readAll(START, 1_000_000)).filter((event) => projector.handles.includes(event.type));
      expect(handled.map((event) => event.position)).toEqual(positions);
      return handled;
    }, WAIT);
    await loadCheckpoint(pool, projector.name);

    expect(await applyBatch(pool, projector, positions[0]!, events)).toEqual({ kind: 'superseded' });
    expect((await ledger.rows()).entries).toEqual([]);
    expect((await ledger.checkpoint())?.position).toBeNull();

    expect(await applyBatch(pool, projector, START, events)).toEqual({ kind: 'applied', position: positions[1] });
    expect((await ledger.checkpoint())?.position).toBe(positions[1]);
    // The same batch again, as after a connection lost during its commit: it landed, so nothing is applied twice.
    expect(await applyBatch(pool, projector, START, events)).toEqual({ kind: 'superseded' });
    expect((await ledger.rows()).entries.map((entry) => entry.amount).sort()).toEqual([1, 2]);
  });
});
