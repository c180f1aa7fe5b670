import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPool, type Pool } from '@lavado/shared/db/pool';
import { createEventStore } from '@lavado/shared/eventstore/create';
import type { EventStore } from '@lavado/shared/eventstore/port';
import { testDataKeys } from '../../../tests/support/data-keys';
import { createTestDatabase } from '../../../tests/support/database';
import { createProjectionWaiter, type ProjectionWaiter } from '../progress';
import { createLedger, recordingLogger } from '../../../tests/support/ledger-fixture';
import { resetProjection } from './rebuild';
import { startProjector } from './start';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: Pool;
let store: EventStore;
let waiter: ProjectionWaiter;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
  store = createEventStore({ databaseUrl: database.url, pool, dataKeys: testDataKeys(pool) });
  waiter = createProjectionWaiter({ pool, store });
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await waiter.close();
  await store.close();
  await pool.end();
  await database.drop();
});

const NEVER_WITHIN_A_TEST = 30_000;

describe('projection waiter', () => {
  it('resolves true once every named projector has committed the position', async () => {
    const first = await createLedger(pool, store, 'first');
    const second = await createLedger(pool, store, 'second');
    const [position] = await first.add([1]);
    const waited = waiter.waitFor(['first', 'second'], position!, NEVER_WITHIN_A_TEST);

    for (const ledger of [first, second]) {
      const running = startProjector(ledger.projector(), { pool, store, logger: recordingLogger() });
      cleanups.push(() => running.stop());
    }

    expect(await waited).toBe(true);
    expect((await first.checkpoint())?.position).toBe(position);
  });

  it('resolves true at once for a position already projected', async () => {
    const ledger = await createLedger(pool, store, 'already');
    const [position] = await ledger.add([1]);
    const running = startProjector(ledger.projector(), { pool, store, logger: recordingLogger() });
    cleanups.push(() => running.stop());
    expect(await waiter.waitFor(['already'], position!, NEVER_WITHIN_A_TEST)).toBe(true);

    expect(await waiter.waitFor(['already'], position!, NEVER_WITHIN_A_TEST)).toBe(true);
  });

  it('resolves false when the timeout passes first, without throwing', async () => {
    const ledger = await createLedger(pool, store, 'idle');
    const [position] = await ledger.add([1]);

    await expect(waiter.waitFor(['idle'], position!, 300)).resolves.toBe(false);
  });

  it('shares one LISTEN connection between all waits', async () => {
    const ledger = await createLedger(pool, store, 'shared');
    const [position] = await ledger.add([1]);
    const waits = [1, 2, 3].map(() => waiter.waitFor(['shared'], position!, NEVER_WITHIN_A_TEST));

    const { rows } = await pool.query<{ count: number }>(
      `select count(*)::int as count from pg_stat_activity where datname = current_database() and query = 'listen projection_progress'`,
    );
    expect(rows[0]?.count).toBe(1);

    const running = startProjector(ledger.projector(), { pool, store, logger: recordingLogger() });
    cleanups.push(() => running.stop());
    expect(await Promise.all(waits)).toEqual([true, true, true]);
  });

  it('listens again after losing its LISTEN connection', async () => {
    const ledger = await createLedger(pool, store, 'relisten');
    const [before] = await ledger.add([1]);
    const first = startProjector(ledger.projector(), { pool, store, logger: recordingLogger() });
    expect(await waiter.waitFor(['relisten'], before!, NEVER_WITHIN_A_TEST)).toBe(true);
    await first.stop();

    const { rows } = await pool.query<{ terminated: boolean }>(
      `select pg_terminate_backend(pid, 5000) as terminated from pg_stat_activity
        where datname = current_database() and query = 'listen projection_progress'`,
    );
    expect(rows).toEqual([{ terminated: true }]);
    const [after] = await ledger.add([2]);
    const waited = waiter.waitFor(['relisten'], after!, NEVER_WITHIN_A_TEST);
    const second = startProjector(ledger.projector(), { pool, store, logger: recordingLogger() });
    cleanups.push(() => second.stop());

    expect(await waited).toBe(true);
  });

  it('settles waits from the announced checkpoints: no read of the table per wait', async () => {
    const counting = createPool(database.url);
    let checkpointReads = 0;
    const query = counting.query.bind(counting) as (...args: unknown[]) => unknown;
    counting.query = ((...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('from projection_checkpoints')) checkpointReads += 1;
      return query(...args);
    }) as typeof counting.query;
    const own = createProjectionWaiter({ pool: counting, store });
    cleanups.push(() => own.close().then(() => counting.end()));
    const ledger = await createLedger(pool, store, 'announced');
    const running = startProjector(ledger.projector(), { pool, store, logger: recordingLogger() });
    cleanups.push(() => running.stop());
    const [first] = await ledger.add([1]);
    expect(await own.waitFor(['announced'], first!, NEVER_WITHIN_A_TEST)).toBe(true);
    // The first wait may settle from an announcement that arrived with LISTEN's answer, before the read on listening starts.
    await vi.waitFor(() => expect(checkpointReads).toBeGreaterThan(0));
    const readsOnceListening = checkpointReads;

    for (const amount of [2, 3, 4, 5, 6]) {
      const [position] = await ledger.add([amount]);
      expect(await own.waitFor(['announced'], position!, NEVER_WITHIN_A_TEST)).toBe(true);
    }
    expect(readsOnceListening).toBeLessThanOrEqual(2);
    expect(checkpointReads).toBe(readsOnceListening);
  });

  it('hears a rebuild reset its projector: a wait then lasts until the replay reaches its position', async () => {
    const ledger = await createLedger(pool, store, 'reset');
    const [position] = await ledger.add([1]);
    const first = startProjector(ledger.projector(), { pool, store, logger: recordingLogger() });
    expect(await waiter.waitFor(['reset'], position!, NEVER_WITHIN_A_TEST)).toBe(true);
    await first.stop();

    await resetProjection(pool, ledger.projector());
    // The reset's announcement arrives a moment later: from then on, waits for the old position wait again.
    await vi.waitFor(async () => expect(await waiter.waitFor(['reset'], position!, 50)).toBe(false), { timeout: 10_000 });
    const second = startProjector(ledger.projector(), { pool, store, logger: recordingLogger() });
    cleanups.push(() => second.stop());
    expect(await waiter.waitFor(['reset'], position!, NEVER_WITHIN_A_TEST)).toBe(true);
  });

  it('settles pending waits with false when closed', async () => {
    const own = createProjectionWaiter({ pool, store });
    const ledger = await createLedger(pool, store, 'closing');
    const [position] = await ledger.add([1]);
    const waited = own.waitFor(['closing'], position!, NEVER_WITHIN_A_TEST);

    await own.close();
    expect(await waited).toBe(false);
  });
});
