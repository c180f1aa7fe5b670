import { createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MASTER_KEY } from '../../../tests/support/data-keys';
import { createTestDatabase } from '../../../tests/support/database';
import { newEvent, uniqueStream } from '../../../tests/support/eventstore-contract';
import { ConfigError } from '../config';
import { createPool, inTransaction, type Pool } from '../db/pool';
import { eventExamples } from '../events/examples';
import { createEncryptingEventStore } from '../eventstore/encrypting';
import type { EventStore, JsonObject } from '../eventstore/port';
import { createPostgresEventStore } from '../eventstore/postgres';
import { createDataKeys, followKeyErasures, masterKeyId, rewrapDataKeys } from './data-keys';

const database = await createTestDatabase();
let pool: Pool;
const stores: EventStore[] = [];
beforeAll(() => {
  pool = createPool(database.url, { max: 4 });
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await pool.end();
  await database.drop();
});

const storeWith = (masterKey = TEST_MASTER_KEY) => {
  const keys = createDataKeys({ pool, masterKey });
  const store = createEncryptingEventStore(createPostgresEventStore({ databaseUrl: database.url, pool }), keys);
  stores.push(store);
  return { keys, store };
};

describe('rotating the master key', () => {
  it('re-wraps every data key with the new master key: values read as before with it, and the old one is refused', async () => {
    const before = storeWith();
    const streamId = uniqueStream('user');
    const event = newEvent('UserRegistered', { ...eventExamples.UserRegistered.data, userId: randomUUID() } as JsonObject);
    await before.store.append(streamId, [event], { expected: 'no_stream' });
    await before.store.append(uniqueStream('client'), [newEvent('ClientRegistered', eventExamples.ClientRegistered.data as JsonObject)], {
      expected: 'no_stream',
    });
    const wrappedBefore = (await pool.query<{ wrapped_key: Buffer }>('select wrapped_key from data_keys order by key_id')).rows;
    const next = createSecretKey(randomBytes(32));

    const rewrapped = await inTransaction(pool, (client) => rewrapDataKeys(client, TEST_MASTER_KEY, next));

    expect(rewrapped).toBe(wrappedBefore.length);
    const rows = (
      await pool.query<{ wrapped_key: Buffer; master_key_id: string }>('select wrapped_key, master_key_id from data_keys order by key_id')
    ).rows;
    expect(rows.map((row) => row.master_key_id)).toEqual(rows.map(() => masterKeyId(next)));
    rows.forEach((row, index) => expect(row.wrapped_key.equals(wrappedBefore[index]!.wrapped_key)).toBe(false));
    const after = storeWith(next);
    await expect(after.keys.checkMasterKey()).resolves.toBeUndefined();
    expect((await after.store.read(streamId)).map((read) => read.data)).toEqual([event.data]);
    await expect(storeWith().keys.checkMasterKey()).rejects.toThrow(ConfigError);
    await expect(storeWith().store.read(streamId)).rejects.toThrow(/DATA_KEY/);
    expect(await inTransaction(pool, (client) => rewrapDataKeys(client, TEST_MASTER_KEY, next))).toBe(0);
  });
});

describe('an erasure made by another process', () => {
  it('is read as erased here as soon as the notification arrives, though this cache would keep the key for an hour', async () => {
    const hour = 60 * 60 * 1000;
    const here = createDataKeys({ pool, masterKey: TEST_MASTER_KEY, cacheLifetimeMs: hour });
    const elsewhere = createDataKeys({ pool, masterKey: TEST_MASTER_KEY, cacheLifetimeMs: hour });
    const listener = followKeyErasures(here, { connectionString: database.url });
    try {
      expect(await listener.listening).toBe(true);
      const subject = { kind: 'client' as const, id: randomUUID() };
      const [key] = await here.keysOf([subject]);
      expect((await here.keysById([key!.id])).get(key!.id)).not.toBeNull();

      expect(await elsewhere.erase(subject)).toBe(true);

      await expect.poll(async () => (await here.keysById([key!.id])).get(key!.id), { timeout: 15_000 }).toBeNull();
      // A new value of the same subject gets a new key, not the erased one still cached.
      const [next] = await here.keysOf([subject]);
      expect(next!.id).not.toBe(key!.id);
    } finally {
      await listener.close();
    }
  });

  it('without the notifications, the cache keeps the erased key for its lifetime: what following erasures prevents', async () => {
    const hour = 60 * 60 * 1000;
    const here = createDataKeys({ pool, masterKey: TEST_MASTER_KEY, cacheLifetimeMs: hour });
    const subject = { kind: 'client' as const, id: randomUUID() };
    const [key] = await here.keysOf([subject]);
    await createDataKeys({ pool, masterKey: TEST_MASTER_KEY }).erase(subject);
    expect((await here.keysById([key!.id])).get(key!.id)).not.toBeNull();
  });
});
