import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../tests/support/database';
import {
  collectStreams,
  commandEvents,
  currentEnd,
  describeEventStoreContract,
  uniqueStream,
} from '../../../tests/support/eventstore-contract';
import { START, WrongExpectedRevisionError, type EventStore } from './port';
import { appendQuery, createPostgresEventStore, EVENTS_APPENDED_CHANNEL } from './postgres';

const database = await createTestDatabase();
afterAll(() => database.drop());

describeEventStoreContract('PostgreSQL', async () => createPostgresEventStore({ databaseUrl: database.url }));

describe('PostgreSQL event store specifics', () => {
  let store: EventStore;
  let admin: pg.Client;

  beforeAll(async () => {
    store = createPostgresEventStore({ databaseUrl: database.url });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });

  afterAll(async () => {
    await store.close();
    await admin.end();
  });

  it('never skips an event of a transaction that commits after a later one', async () => {
    const after = await currentEnd(store);
    const prefix = uniqueStream('slow');
    const collector = collectStreams(store, after, prefix);
    const slow = new pg.Client({ connectionString: database.url });
    await slow.connect();
    try {
      await slow.query('begin');
      const earlierEvents = commandEvents(1, 'SlowlyCommitted');
      await slow.query(appendQuery(`${prefix}-earlier`, earlierEvents, 'no_stream'));
      const later = await store.append(`${prefix}-later`, commandEvents(1, 'QuicklyCommitted'), { expected: 'no_stream' });

      expect((await store.readAll(after, 100)).map((event) => event.position)).not.toContain(later.position);
      expect(collector.received).toEqual([]);

      await slow.query('commit');
      await collector.waitForCount(2);
      await collector.stop();

      expect(collector.received.map((event) => event.id)).toEqual([earlierEvents[0]!.id, (await store.read(`${prefix}-later`))[0]!.id]);
      expect(store.comparePositions(collector.received[0]!.position, collector.received[1]!.position)).toBeLessThan(0);
    } finally {
      await slow.end();
    }
  });

  it('subscribers at the same position share one read of the log per wake-up', async () => {
    const pool = new pg.Pool({ connectionString: database.url });
    let reads = 0;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) => {
      const config = args[0] as { name?: string };
      if (config?.name === 'lavado_events_read_all') reads += 1;
      return query(...args);
    }) as typeof pool.query;
    const listeners = async () =>
      (
        await admin.query(
          `select 1 from pg_stat_activity where datname = current_database() and application_name = 'lavado-events-listener' and query ilike 'listen%'`,
        )
      ).rowCount;
    const listenersBefore = await listeners();
    const sharing = createPostgresEventStore({ databaseUrl: database.url, pool, safetyPollMs: 60_000 });
    try {
      const after = await currentEnd(sharing);
      const streamId = uniqueStream('shared');
      const collectors = [1, 2, 3, 4, 5].map(() => collectStreams(sharing, after, streamId));
      // Listening (a NOTIFY before that would wait for the safety poll), and done with the first reads.
      await vi.waitFor(async () => expect(await listeners()).toBe(listenersBefore! + 1), { timeout: 10_000, interval: 50 });
      await sleep(200);
      reads = 0;

      await sharing.append(streamId, commandEvents(1), { expected: 'no_stream' });
      // An event is read only once every transaction that began before it has ended, on the whole
      // server: another test file's open transaction can hold it back past the wake-up its append
      // sent, and the safety poll is a minute away. The test wakes the subscribers again instead,
      // and counts its wake-ups: each must cost one read, never one per subscriber.
      let wakeups = 1;
      const deadline = Date.now() + 20_000;
      while (collectors.some((collector) => collector.received.length === 0) && Date.now() < deadline) {
        await sleep(250);
        if (collectors.every((collector) => collector.received.length > 0)) break;
        await admin.query('select pg_notify($1, $2)', [EVENTS_APPENDED_CHANNEL, '']);
        wakeups += 1;
      }
      for (const collector of collectors) await collector.waitForCount(1);

      expect(reads).toBeLessThanOrEqual(wakeups);
    } finally {
      await sharing.close();
      await pool.end();
    }
  });

  it('keeps delivering after its LISTEN connection is dropped', async () => {
    const after = await currentEnd(store);
    const streamId = uniqueStream();
    const collector = collectStreams(store, after, streamId);
    const listenerPid = () =>
      admin
        .query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and application_name = 'lavado-events-listener' and query ilike 'listen%'`,
        )
        .then(({ rows }) => rows.map((row) => row.pid));
    const onlyListener = async () => {
      const pids = await listenerPid();
      expect(pids).toHaveLength(1);
      return pids[0]!;
    };
    const droppedPid = await vi.waitFor(onlyListener, { timeout: 10_000, interval: 50 });

    await admin.query('select pg_terminate_backend($1)', [droppedPid]);
    await vi.waitFor(async () => expect(await onlyListener()).not.toBe(droppedPid), { timeout: 10_000, interval: 50 });
    await store.append(streamId, commandEvents(2), { expected: 'no_stream' });
    await collector.waitForCount(2);
    await collector.stop();

    expect(collector.received.map((event) => event.revision)).toEqual([0, 1]);
  });

  it('writes nothing of an append whose event ids are partly stored already', async () => {
    const streamId = uniqueStream();
    const commandId = randomUUID();
    const [stored, added] = [commandEvents(1, 'Stored', commandId), commandEvents(2, 'Stored', commandId)];
    await store.append(streamId, stored, { expected: 'no_stream' });

    await expect(store.append(streamId, added, { expected: 0 })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect((await store.read(streamId)).map((event) => event.id)).toEqual(stored.map((event) => event.id));
  });

  it('orders transaction ids as numbers, not as text (10 after 9)', async () => {
    const streamId = uniqueStream('xid');
    await admin.query(
      `insert into events (transaction_id, stream_id, stream_revision, event_id, type, data, metadata)
       values ('10', $1, 1, $2, 'Later', '{}', '{}'), ('9', $1, 0, $3, 'Earlier', '{}', '{}')`,
      [streamId, randomUUID(), randomUUID()],
    );

    const [first, second] = await store.readAll(START, 2);

    expect([first?.type, second?.type]).toEqual(['Earlier', 'Later']);
    expect(store.comparePositions(first!.position, second!.position)).toBeLessThan(0);
  });

  it("keeps its own row shapes when another library changes pg's global type parsers", async () => {
    const streamId = uniqueStream();
    const int8 = pg.types.getTypeParser(pg.types.builtins.INT8);
    const jsonb = pg.types.getTypeParser(pg.types.builtins.JSONB);
    // What Emmett's dumbo does on import.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));
    pg.types.setTypeParser(pg.types.builtins.JSONB, (value) => ({ replaced: value }));
    try {
      const first = await store.append(streamId, commandEvents(1), { expected: 'no_stream' });
      const second = await store.append(streamId, commandEvents(1), { expected: first.nextRevision });
      const stored = await store.read(streamId);

      expect(second.nextRevision).toBe(1);
      expect(stored.map((event) => [event.revision, event.data])).toEqual([
        [0, { index: 0 }],
        [1, { index: 0 }],
      ]);
    } finally {
      pg.types.setTypeParser(pg.types.builtins.INT8, int8);
      pg.types.setTypeParser(pg.types.builtins.JSONB, jsonb);
    }
  });

  it('rejects a malformed position instead of reading from an arbitrary place', async () => {
    await expect(store.readAll('12', 10)).rejects.toThrow(TypeError);
  });
});
