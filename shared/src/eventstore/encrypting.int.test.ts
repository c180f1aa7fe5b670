import { createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_MASTER_KEY } from '../../../tests/support/data-keys';
import { createTestDatabase } from '../../../tests/support/database';
import { collectStreams, currentEnd, describeEventStoreContract, newEvent, uniqueStream } from '../../../tests/support/eventstore-contract';
import { ConfigError } from '../config';
import { createPool, type Pool } from '../db/pool';
import { eventExamples } from '../events/examples';
import { createDataKeys, type DataKeys } from '../privacy/data-keys';
import { erasedForms } from '../privacy/erased-forms';
import { createEncryptingEventStore } from './encrypting';
import type { EventStore, JsonObject, RecordedEvent } from './port';
import { createPostgresEventStore } from './postgres';

const database = await createTestDatabase();
const pools: Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await database.drop();
});

/** One process's store: its own connections and its own data keys in memory, on the shared database. */
function processStore(options: { now?: () => number; dataKeys?: (pool: Pool) => DataKeys } = {}): { store: EventStore; keys: DataKeys } {
  const pool = createPool(database.url, { max: 4 });
  pools.push(pool);
  const keys = options.dataKeys?.(pool) ?? createDataKeys({ pool, masterKey: TEST_MASTER_KEY, now: options.now });
  return { store: createEncryptingEventStore(createPostgresEventStore({ databaseUrl: database.url, pool }), keys), keys };
}

describeEventStoreContract('PostgreSQL, personal values encrypted', async () => processStore().store);

const clientRegistered = (clientId = randomUUID()) => {
  const example = eventExamples.ClientRegistered;
  const suffix = randomUUID().slice(0, 8);
  return newEvent(example.type, {
    ...example.data,
    clientId,
    name: `Cliente ${suffix}`,
    contactName: `Contacto ${suffix}`,
    clientAddress: `Calle ${suffix} 123`,
    clientEmail: `c${suffix}@ejemplo.cl`,
  });
};

describe('the encrypting event store', () => {
  let admin: Pool;
  let one: ReturnType<typeof processStore>;
  let other: ReturnType<typeof processStore>;

  beforeAll(() => {
    admin = createPool(database.url, { max: 2 });
    pools.push(admin);
    one = processStore();
    other = processStore();
  });
  afterAll(async () => {
    await one.store.close();
    await other.store.close();
  });

  const rawData = async (eventId: string) =>
    (await admin.query<{ text: string }>('select data::text as text from events where event_id = $1', [eventId])).rows[0]!.text;

  it('keeps no personal value in plain in the events table, and hands every one back in plain to read, readAll and subscribe', async () => {
    const streamId = uniqueStream('client');
    const event = clientRegistered();
    const after = await currentEnd(one.store);
    const subscribed = collectStreams(other.store, after, streamId);

    await one.store.append(streamId, [event], { expected: 'no_stream' });

    const stored = await rawData(event.id);
    for (const field of ['name', 'contactName', 'clientAddress', 'clientEmail', 'identification'] as const) {
      expect(stored).not.toContain(String(event.data[field]));
    }
    expect(stored).not.toContain(String(event.data.clientPhone));
    expect(stored).toContain(String(event.data.registeredAt));
    expect((await other.store.read(streamId)).map((read) => read.data)).toEqual([event.data]);
    await subscribed.waitForCount(1);
    expect(subscribed.received.map((received) => received.data)).toEqual([event.data]);
    await subscribed.stop();
  });

  it('keeps the subject keys only wrapped: no key is stored or appended in plain', async () => {
    const streamId = uniqueStream('client');
    const event = clientRegistered();
    await one.store.append(streamId, [event], { expected: 'no_stream' });

    const [key] = await one.keys.keysOf([{ kind: 'client', id: String(event.data.clientId) }]);
    const plainKey = key!.key.export();
    const { rows } = await admin.query<{ wrapped_key: Buffer }>('select wrapped_key from data_keys where key_id = $1', [key!.id]);
    expect(rows[0]!.wrapped_key.includes(plainKey)).toBe(false);
    expect(rows[0]!.wrapped_key.length).toBeGreaterThan(plainKey.length);
    const { rows: leaks } = await admin.query('select 1 from events where data::text like $1 or data::text like $2', [
      `%${plainKey.toString('base64')}%`,
      `%${plainKey.toString('hex')}%`,
    ]);
    expect(leaks).toEqual([]);
  });

  it('gives two processes creating the same subject key at once one key', async () => {
    const subject = { kind: 'client' as const, id: randomUUID() };
    const [[fromOne], [fromOther]] = await Promise.all([one.keys.keysOf([subject]), other.keys.keysOf([subject])]);
    expect(fromOne!.id).toBe(fromOther!.id);
    const { rows } = await admin.query('select key_id from data_keys where subject_kind = $1 and subject_id = $2', [
      subject.kind,
      subject.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  const keyIdsOf = async (subject: { kind: string; id: string }) =>
    (
      await admin.query<{ key_id: string }>('select key_id::text from data_keys where subject_kind = $1 and subject_id = $2', [
        subject.kind,
        subject.id,
      ])
    ).rows.map((row) => row.key_id);
  const boxKeyIdsOf = async (eventId: string) =>
    [...(await rawData(eventId)).matchAll(/"gcm": "([0-9a-f-]{36})\./g)].map((match) => match[1]);

  it("stores a new subject's key in the append's own statement: one statement, one commit", async () => {
    const pool = createPool(database.url, { max: 2 });
    pools.push(pool);
    const keys = createDataKeys({ pool, masterKey: TEST_MASTER_KEY });
    const store = createEncryptingEventStore(createPostgresEventStore({ databaseUrl: database.url, pool }), keys);
    const statements = vi.spyOn(pool, 'query');
    const event = clientRegistered();

    await store.append(uniqueStream('client'), [event], { expected: 'no_stream' });

    expect(statements.mock.calls.map(([query]) => (query as { name?: string }).name)).toEqual(['lavado_events_append_storing_keys']);
    const subject = { kind: 'client', id: String(event.data.clientId) };
    expect(await keyIdsOf(subject)).toHaveLength(1);
    expect(new Set(await boxKeyIdsOf(event.id))).toEqual(new Set(await keyIdsOf(subject)));
    await store.close();
  });

  it('seals again with the key another process stored for the subject: the append stores no second key, and every value reads back', async () => {
    const clientId = randomUUID();
    const [stored] = await other.keys.keysOf([{ kind: 'client', id: clientId }]);
    const streamId = uniqueStream('client');
    const event = clientRegistered(clientId);

    await one.store.append(streamId, [event], { expected: 'no_stream' });

    expect(await keyIdsOf({ kind: 'client', id: clientId })).toEqual([stored!.id]);
    expect(new Set(await boxKeyIdsOf(event.id))).toEqual(new Set([stored!.id]));
    expect((await other.store.read(streamId)).map((read) => read.data)).toEqual([event.data]);
  });

  it("gives two processes appending a new subject's first events at once one key, and both appends read back", async () => {
    const clientId = randomUUID();
    const [first, second] = [clientRegistered(clientId), clientRegistered(clientId)];
    const [firstStream, secondStream] = [uniqueStream('client'), uniqueStream('client')];

    await Promise.all([
      one.store.append(firstStream, [first], { expected: 'no_stream' }),
      other.store.append(secondStream, [second], { expected: 'no_stream' }),
    ]);

    const [key] = await keyIdsOf({ kind: 'client', id: clientId });
    expect(await keyIdsOf({ kind: 'client', id: clientId })).toEqual([key]);
    expect([...(await boxKeyIdsOf(first.id)), ...(await boxKeyIdsOf(second.id))].every((id) => id === key)).toBe(true);
    expect((await other.store.read(firstStream)).map((read) => read.data)).toEqual([first.data]);
    expect((await one.store.read(secondStream)).map((read) => read.data)).toEqual([second.data]);
  });

  it("keeps no key a rolled-back append did not store: a command retried after its subject's erasure, then a new event, reads back", async () => {
    const clientId = randomUUID();
    const streamId = uniqueStream('client');
    const event = clientRegistered(clientId);
    await one.store.append(streamId, [event], { expected: 'any' });
    await one.keys.erase({ kind: 'client', id: clientId });
    const restarted = processStore();

    await restarted.store.append(streamId, [event], { expected: 'any' });
    const later = clientRegistered(clientId);
    await restarted.store.append(streamId, [later], { expected: 'any' });

    expect((await other.store.read(streamId)).map((read) => read.data.name)).toEqual([erasedForms.name, later.data.name]);
    await restarted.store.close();
  });

  it('refuses an append whose expected revision is wrong, and the next one seals with the key that append stored', async () => {
    const streamId = uniqueStream('client');
    const event = clientRegistered();
    const subject = { kind: 'client', id: String(event.data.clientId) };

    await expect(one.store.append(streamId, [event], { expected: 3 })).rejects.toThrow(/Wrong expected revision/);
    expect(await other.store.read(streamId)).toEqual([]);
    const [kept] = await keyIdsOf(subject);

    await one.store.append(streamId, [event], { expected: 'no_stream' });
    expect(await keyIdsOf(subject)).toEqual([kept]);
    expect((await other.store.read(streamId)).map((read) => read.data)).toEqual([event.data]);
  });

  it("reads an erased subject's values as erased at once in the process that erased, keeping every other field", async () => {
    const streamId = uniqueStream('client');
    const event = clientRegistered();
    const neighbour = clientRegistered();
    const neighbourStream = uniqueStream('client');
    await one.store.append(streamId, [event], { expected: 'no_stream' });
    await one.store.append(neighbourStream, [neighbour], { expected: 'no_stream' });
    expect((await one.store.read(streamId))[0]!.data).toEqual(event.data);

    expect(await one.keys.erase({ kind: 'client', id: String(event.data.clientId) })).toBe(true);

    expect((await one.store.read(streamId))[0]!.data).toEqual({
      ...event.data,
      name: erasedForms.name,
      identification: erasedForms.identification,
      contactName: erasedForms.name,
      clientAddress: erasedForms.address,
      clientEmail: erasedForms.email,
      clientPhone: erasedForms.phone,
    });
    const { rows } = await admin.query('select 1 from data_keys where subject_kind = $1 and subject_id = $2', [
      'client',
      event.data.clientId,
    ]);
    expect(rows).toEqual([]);
    expect((await one.store.read(neighbourStream))[0]!.data).toEqual(neighbour.data);
    expect(await one.keys.erase({ kind: 'client', id: String(event.data.clientId) })).toBe(false);
  });

  it('lets another process read an erased value only while its cached key lives', async () => {
    let now = 1_000_000;
    const cached = processStore({ now: () => now });
    const streamId = uniqueStream('client');
    const event = clientRegistered();
    await one.store.append(streamId, [event], { expected: 'no_stream' });
    expect((await cached.store.read(streamId))[0]!.data).toEqual(event.data);

    await one.keys.erase({ kind: 'client', id: String(event.data.clientId) });
    now += 59_000;
    expect((await cached.store.read(streamId))[0]!.data.name).toBe(event.data.name);
    now += 1_000;
    expect((await cached.store.read(streamId))[0]!.data.name).toBe(erasedForms.name);
    await cached.store.close();
  });

  it('refuses a master key other than the one the keys were wrapped with, rather than reading everything as erased', async () => {
    const streamId = uniqueStream('client');
    const event = clientRegistered();
    await one.store.append(streamId, [event], { expected: 'no_stream' });
    const wrongKey = createSecretKey(randomBytes(32));
    const wrong = processStore({ dataKeys: (pool) => createDataKeys({ pool, masterKey: wrongKey }) });

    await expect(wrong.keys.checkMasterKey()).rejects.toThrow(ConfigError);
    await expect(one.keys.checkMasterKey()).resolves.toBeUndefined();
    await expect(wrong.store.read(streamId)).rejects.toThrow(/DATA_KEY/);
    await wrong.store.close();
  });

  it('keeps delivering to a subscriber when its keys cannot be fetched for a while: the event is neither skipped nor the last', async () => {
    let failures = 2;
    const flaky = processStore({
      dataKeys: (pool) => {
        const keys = createDataKeys({ pool, masterKey: TEST_MASTER_KEY });
        return {
          ...keys,
          keysById: (ids) => (failures-- > 0 ? Promise.reject(new Error('connection terminated')) : keys.keysById(ids)),
        };
      },
    });
    const prefix = uniqueStream('flaky');
    const after = await currentEnd(one.store);
    const subscribed = collectStreams(flaky.store, after, prefix);
    const first = clientRegistered();
    const second = clientRegistered();

    await one.store.append(`${prefix}-1`, [first], { expected: 'no_stream' });
    await one.store.append(`${prefix}-2`, [second], { expected: 'no_stream' });

    await subscribed.waitForCount(2);
    expect(failures).toBeLessThan(0);
    expect(subscribed.received.map((received) => received.data)).toEqual([first.data, second.data]);
    await subscribed.stop();
    await flaky.store.close();
  });

  it('reads only the data of the types a replay asks for: no key is fetched for the others, and reading their data throws', async () => {
    const asked: string[] = [];
    const counting = processStore({
      dataKeys: (pool) => {
        const keys = createDataKeys({ pool, masterKey: TEST_MASTER_KEY });
        return { ...keys, keysById: (ids) => (asked.push(...ids), keys.keysById(ids)) };
      },
    });
    const after = await currentEnd(one.store);
    const client = clientRegistered();
    const enabled = newEvent('OrganizationEnabled', { organizationId: randomUUID() });
    await one.store.append(uniqueStream('client'), [client], { expected: 'no_stream' });
    await one.store.append(uniqueStream('organization'), [enabled], { expected: 'no_stream' });
    const ours = (events: RecordedEvent[]) => events.filter((event) => event.id === client.id || event.id === enabled.id);
    await vi.waitFor(async () => expect(ours(await counting.store.readAll(after, 1_000, { typesRead: [] }))).toHaveLength(2), {
      timeout: 20_000,
      interval: 50,
    });

    const [skipped, plain] = ours(await counting.store.readAll(after, 1_000, { typesRead: ['OrganizationEnabled'] }));
    expect(asked).toEqual([]);
    expect(() => skipped!.data).toThrow(/not read/);
    expect(plain!.data).toEqual(enabled.data);
    const [read] = ours(await counting.store.readAll(after, 1_000, { typesRead: ['ClientRegistered'] }));
    expect(read!.data).toEqual(client.data);
    expect(asked.length).toBeGreaterThan(0);
    await counting.store.close();
  });

  it('appends an event with no personal values untouched and creates no key for it', async () => {
    const streamId = uniqueStream('plain');
    const before = (await admin.query<{ count: number }>('select count(*)::int as count from data_keys')).rows[0]!.count;
    const event = newEvent('OrganizationEnabled', { organizationId: randomUUID() } as JsonObject);
    await one.store.append(streamId, [event], { expected: 'no_stream' });
    expect(JSON.parse(await rawData(event.id))).toEqual(event.data);
    expect((await admin.query<{ count: number }>('select count(*)::int as count from data_keys')).rows[0]!.count).toBe(before);
  });
});
