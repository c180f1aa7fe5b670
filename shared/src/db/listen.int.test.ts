import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../tests/support/database';
import { listenForNotifications } from './listen';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
});

afterAll(async () => {
  await admin.end();
  await database.drop();
});

const APPLICATION_NAME = 'lavado-listen-test';
const listenerBackends = async () =>
  (
    await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and application_name = $1', [
      APPLICATION_NAME,
    ])
  ).rows.map((row) => row.pid);

function collectingListener(onListening = () => {}) {
  const received: string[] = [];
  const listener = listenForNotifications({
    connection: { connectionString: database.url, application_name: APPLICATION_NAME },
    handlers: {
      first_channel: (payload) => received.push(`first:${payload}`),
      second_channel: (payload) => received.push(`second:${payload}`),
    },
    onListening,
  });
  return { listener, received };
}

describe('listenForNotifications', () => {
  it('hands each channel its own payloads once listening', async () => {
    const { listener, received } = collectingListener();
    try {
      expect(await listener.listening).toBe(true);
      await admin.query(`select pg_notify('first_channel', 'a'), pg_notify('second_channel', 'b'), pg_notify('other_channel', 'c')`);
      await vi.waitFor(() => expect(received).toEqual(['first:a', 'second:b']), { timeout: 10_000 });
    } finally {
      await listener.close();
    }
  });

  it('listens again after losing its connection, and says so each time', async () => {
    let listenings = 0;
    const { listener, received } = collectingListener(() => listenings++);
    try {
      await listener.listening;
      const [dropped] = await listenerBackends();
      await admin.query('select pg_terminate_backend($1, 5000)', [dropped]);
      await vi.waitFor(() => expect(listenings).toBe(2), { timeout: 10_000 });
      expect(await listenerBackends()).not.toContain(dropped);

      await admin.query(`select pg_notify('first_channel', 'after')`);
      await vi.waitFor(() => expect(received).toEqual(['first:after']), { timeout: 10_000 });
    } finally {
      await listener.close();
    }
  });

  it('keeps trying while the database refuses it, and gives up only when closed', async () => {
    const lost: number[] = [];
    const listener = listenForNotifications({
      connection: { connectionString: `${database.url}_missing`, application_name: APPLICATION_NAME },
      handlers: { first_channel: () => undefined },
      onLost: (_error, retryInMs) => lost.push(retryInMs),
    });
    await vi.waitFor(() => expect(lost.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect(lost.slice(0, 2)).toEqual([250, 500]);

    await listener.close();
    expect(await listener.listening).toBe(false);
  });

  it('opens no second connection when asked to retry while connected', async () => {
    const { listener } = collectingListener();
    try {
      await listener.listening;
      listener.retryNow();
      expect(await listenerBackends()).toHaveLength(1);
    } finally {
      await listener.close();
    }
  });

  it('closes its connection', async () => {
    const { listener } = collectingListener();
    await listener.listening;
    expect(await listenerBackends()).toHaveLength(1);
    await listener.close();
    await vi.waitFor(async () => expect(await listenerBackends()).toEqual([]), { timeout: 10_000 });
  });

  it('refuses a channel name that would need quoting', () => {
    expect(() =>
      listenForNotifications({ connection: { connectionString: database.url }, handlers: { 'Mixed Case': () => undefined } }),
    ).toThrow(/channel name/);
  });
});
