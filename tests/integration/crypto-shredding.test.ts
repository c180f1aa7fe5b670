import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectors } from '@lavado/projections/projectors/index';
import { rebuildProjector } from '@lavado/projections/runner/rebuild';
import { createPool, type Pool } from '@lavado/shared/db/pool';
import { personalLocationsOf } from '@lavado/shared/events/catalog';
import { createEventStore } from '@lavado/shared/eventstore/create';
import { START, type EventStore, type JsonObject, type RecordedEvent } from '@lavado/shared/eventstore/port';
import { createPostgresEventStore } from '@lavado/shared/eventstore/postgres';
import { createLogger } from '@lavado/shared/logger';
import type { DataKeys } from '@lavado/shared/privacy/data-keys';
import { encryptStoredLog } from '@lavado/shared/privacy/encrypt-stored-log';
import { encryptedValuesOf } from '@lavado/shared/privacy/encrypted-event';
import { isEncryptedValue } from '@lavado/shared/privacy/envelope';
import { erasedForms } from '@lavado/shared/privacy/erased-forms';
import { testDataKeys } from '../support/data-keys';
import { createTestDatabase } from '../support/database';
import { ADMIN, randomRut, startTestApp, type TestApp } from '../support/test-app';
import { newServiceData, todayInSantiago } from '../support/wash-fixtures';

/**
 * Crypto-shredding (docs/privacy.md, "Cifrado y borrado") through the real command path: what the
 * events table keeps of a client, what erasing the client's key leaves after every projector is
 * rebuilt, and the one-off encryption of a log written in plain.
 */

const mark = randomUUID().slice(0, 8);
/** The client's personal values, each one unique so that finding it anywhere means it leaked. */
const person = {
  name: `Zorobabel Quintanilla ${mark}`,
  identification: randomRut(),
  contactName: `Contacto Quintanilla ${mark}`,
  clientAddress: `Pasaje Quintanilla ${mark} 42`,
  clientEmail: `zq.${mark}@ejemplo.cl`,
  clientPhone: 900_000_000 + randomInt(99_999_999),
  ppu: `Q${String.fromCharCode(65 + randomInt(26))}${String(1000 + randomInt(9000))}`,
  ownerName: `Dueño Quintanilla ${mark}`,
  driver: `Chofer Quintanilla ${mark}`,
  observations: `Rayón junto al logo ${mark}`,
};
const walkIn = { ownerName: `Paseante ${mark}`, driver: `Conductor paseante ${mark}` };
const textsOfPerson = () => [
  person.name,
  person.identification,
  person.contactName,
  person.clientAddress,
  person.clientEmail,
  String(person.clientPhone),
  person.ppu,
  person.ownerName,
  person.driver,
  person.observations,
];

let t: TestApp;
let clientId: string;
let clientTicket: string;
let walkInTicket: string;
let adToken: string;

const ok = <T = Record<string, unknown>>(path: string, body: unknown, token: string) => t.callOk<T>(path, body, token);

beforeAll(async () => {
  t = await startTestApp();
  const sa = await t.login(ADMIN.identification, ADMIN.password);
  const organization = await t.createOrganization(sa, { name: 'Lavado Cifrado' });
  const ad = await t.createUser('AD', organization.id);
  adToken = ad.token;
  const washer = await t.createUser('EM', organization.id);
  await ok('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 12_990, effectiveFrom: todayInSantiago() }, ad.token);
  const { ppu, ownerName, driver, observations, ...client } = person;
  clientId = (await ok<{ client: { id: string } }>('client/createClient', { client: { ...client, type: 'E' } }, ad.token)).client.id;
  await ok(
    'vehicle/createClientsVehicle',
    { vehicle: { clientId, ppu, type: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul' } },
    ad.token,
  );
  const service = (data: Record<string, unknown>) => ({ data: newServiceData({ servicio: 'FL', vehicleType: 'SED', ...data }) });
  clientTicket = (
    await ok<{ id: string }>(
      'wash/createWashTicket',
      service({ ppu, clientId, propietario: ownerName, driver, observaciones: observations }),
      ad.token,
    )
  ).id;
  walkInTicket = (
    await ok<{ id: string }>('wash/createWashTicket', service({ propietario: walkIn.ownerName, driver: walkIn.driver }), ad.token)
  ).id;
  for (const id of [clientTicket, walkInTicket]) {
    await ok('wash/setWashTicketState', { id, status: 2 }, washer.token);
    await ok('wash/finishWashTicket', { id }, washer.token);
    await ok('payments/setWashers', { id, washers: [{ userId: washer.userId, percent: 100 }] }, ad.token);
  }
  await ok('wash/notifyCustomer', { id: clientTicket }, ad.token);
  await ok(
    'payments/recordPayment',
    { id: clientTicket, paymentId: randomUUID(), method: 'cash', amount: 12_990, boleta: '2001' },
    ad.token,
  );
  await ok('payments/discountTicket', { id: walkInTicket, amount: 990, reason: 'Cliente frecuente' }, ad.token);
  await ok(
    'payments/recordPayment',
    { id: walkInTicket, paymentId: randomUUID(), method: 'debit', amount: 5_000, boleta: '2002' },
    ad.token,
  );
});
afterAll(() => t.close());

/** Every event of a store, in the global order, once all of them (`count`) are visible to readers. */
async function everyEvent(store: EventStore, count: number): Promise<RecordedEvent[]> {
  return vi.waitFor(
    async () => {
      const events = await store.readAll(START, 100_000);
      expect(events).toHaveLength(count);
      return events;
    },
    { timeout: 20_000, interval: 50 },
  );
}

async function rebuildEveryProjector(pool: Pool, store: EventStore): Promise<void> {
  for (const projector of projectors) await rebuildProjector(projector, { pool, store, logger: createLogger('silent') });
}

/** Every row of every projector's tables, in a stable order. */
async function readModels(pool: Pool): Promise<Record<string, unknown[]>> {
  const tables = projectors.flatMap((projector) => projector.tables);
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const name = pg.escapeIdentifier(table);
    rows[table] = (await pool.query(`select * from ${name} order by ${name}::text`)).rows;
  }
  return rows;
}

/** The stored events as the log's own columns show them (data as text, exactly as kept). */
async function storedLog(pool: Pool) {
  const { rows } = await pool.query<{ event_id: string; data: string; type: string; order_key: string }>(
    `select event_id::text, stream_id, stream_revision, global_position, transaction_id::text as order_key, type, data::text as data,
            metadata, created_at
       from events order by transaction_id, global_position`,
  );
  return rows;
}

const leakedIn = (text: string) => textsOfPerson().filter((value) => text.includes(value));

describe('a log written in plain, encrypted once by `npm run privacy:encrypt-log`', () => {
  let plain: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: Pool;
  let keys: DataKeys;
  let store: EventStore;

  beforeAll(async () => {
    plain = await createTestDatabase();
    pool = createPool(plain.url, { max: 4 });
    keys = testDataKeys(pool);
    store = createEventStore({ databaseUrl: plain.url, pool, dataKeys: keys });
    // The same events as a store from before encryption holds them: in plain, in the same order.
    const written = createPostgresEventStore({ databaseUrl: plain.url, pool });
    for (const event of await everyEvent(t.store, await t.countEvents())) {
      await written.append(event.streamId, [{ id: event.id, type: event.type, data: event.data, metadata: event.metadata }], {
        expected: event.revision === 0 ? 'no_stream' : event.revision - 1,
      });
    }
    await written.close();
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await plain.drop();
  });

  it('keeps every event, id, stream, revision, position and time, makes every personal value ciphertext, and projectors rebuild to the same rows', async () => {
    const before = await storedLog(pool);
    expect(leakedIn(before.map((row) => row.data).join('\n'))).toEqual(textsOfPerson());
    await rebuildEveryProjector(pool, store);
    const rowsBefore = await readModels(pool);

    const outcome = await encryptStoredLog(pool, keys, { performedBy: 'Prueba de migración', batchSize: 7 });

    const after = await storedLog(pool);
    expect(after.map(({ data: _data, ...row }) => row)).toEqual(before.map(({ data: _data, ...row }) => row));
    expect(leakedIn(after.map((row) => row.data).join('\n'))).toEqual([]);
    let personalValues = 0;
    for (const row of after) {
      const event = { type: row.type, data: JSON.parse(row.data) as JsonObject };
      const locations = personalLocationsOf(event);
      // A box's other fields are left out of the stored event: the box names them.
      personalValues += encryptedValuesOf(event).length;
      expect(locations.filter((location) => !isEncryptedValue(location.value)).map(({ path }) => `${row.type} ${path}`)).toEqual([]);
    }
    expect(outcome).toMatchObject({ examined: expect.any(Number), valuesEncrypted: personalValues });
    expect(outcome.rewritten).toBe(after.filter((row, index) => row.data !== before[index]!.data).length);
    expect(outcome.rewritten).toBeGreaterThan(10);

    await rebuildEveryProjector(pool, store);
    expect(await readModels(pool)).toEqual(rowsBefore);
  });

  it('changes nothing when run again, and records both runs', async () => {
    const before = await storedLog(pool);
    const again = await encryptStoredLog(pool, keys, { performedBy: 'Prueba de migración' });
    expect(again).toMatchObject({ rewritten: 0, valuesEncrypted: 0 });
    expect(await storedLog(pool)).toEqual(before);
    const { rows } = await pool.query(
      'select performed_by, events_rewritten::int as rewritten, finished_at >= started_at as finished from event_log_rewrites order by started_at',
    );
    expect(rows).toEqual([
      { performed_by: 'Prueba de migración', rewritten: expect.any(Number), finished: true },
      { performed_by: 'Prueba de migración', rewritten: 0, finished: true },
    ]);
  });
});

describe("erasing a client's key", () => {
  const moneyOf = async () => ({
    charges: (
      await t.pool.query(
        'select ticket_id, courtesy, voided, charged, paid, price, discounts, currency, service_code from ticket_charges order by ticket_id',
      )
    ).rows,
    payments: (await t.pool.query('select payment_id, ticket_id, amount, method, boleta, business_day from payments order by payment_id'))
      .rows,
    commissions: (await t.pool.query('select ticket_id, user_id, amount, percent, day from commission_lines order by ticket_id, user_id'))
      .rows,
    states: (await t.pool.query('select id, status, state_changes, customer_notifications from wash_records order by id')).rows,
  });

  it('the events table holds none of the client’s values in plain', async () => {
    const { rows } = await t.pool.query<{ data: string }>('select data::text as data from events');
    expect(rows.length).toBeGreaterThan(20);
    expect(leakedIn(rows.map((row) => row.data).join('\n'))).toEqual([]);
    // The same values are in the read models, where this part of the work does not reach yet: the check above can fail.
    const record = await t.pool.query('select owner_name from wash_records where id = $1', [clientTicket]);
    expect(record.rows).toEqual([{ owner_name: person.ownerName }]);
  });

  it('rebuilds every read model without the person, and keeps the money, the states and everyone else', async () => {
    const moneyBefore = await moneyOf();
    expect(await t.dataKeys.erase({ kind: 'client', id: clientId })).toBe(true);
    await t.stopProjectors();
    await rebuildEveryProjector(t.pool, t.store);

    const client = await t.pool.query('select name, identification, contact_name, address, email, phone from clients where id = $1', [
      clientId,
    ]);
    expect(client.rows).toEqual([
      {
        name: erasedForms.name,
        identification: erasedForms.identification,
        contact_name: erasedForms.name,
        address: erasedForms.address,
        email: erasedForms.email,
        phone: erasedForms.phone,
      },
    ]);
    const records = await t.pool.query<{ id: string; ppu: string; owner_name: string; driver: string; observations: string }>(
      'select id, ppu, owner_name, driver, observations from wash_records where id = any($1) order by id = $2 desc',
      [[clientTicket, walkInTicket], clientTicket],
    );
    expect(records.rows).toEqual([
      {
        id: clientTicket,
        ppu: erasedForms.plate,
        owner_name: erasedForms.name,
        driver: erasedForms.name,
        observations: erasedForms.freeText,
      },
      expect.objectContaining({ id: walkInTicket, owner_name: walkIn.ownerName, driver: walkIn.driver }),
    ]);
    const vehicles = await t.pool.query('select ppu from vehicles where client_id = $1', [clientId]);
    expect(vehicles.rows).toEqual([{ ppu: erasedForms.plate }]);
    expect(await moneyOf()).toEqual(moneyBefore);
    const found = await ok<Record<string, unknown>>('client/getClientsById', { id: clientId }, adToken);
    expect(found).toMatchObject({ name: erasedForms.name, identification: erasedForms.identification });
  });
});
