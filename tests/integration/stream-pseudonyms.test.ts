import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectors } from '@lavado/projections/projectors/index';
import { rebuildProjector } from '@lavado/projections/runner/rebuild';
import { createPool, type Pool } from '@lavado/shared/db/pool';
import { reservationStreamId, type ReservationKind } from '@lavado/shared/domain/reservation';
import { createEventStore } from '@lavado/shared/eventstore/create';
import { START, type EventStore, type RecordedEvent } from '@lavado/shared/eventstore/port';
import { createPostgresEventStore } from '@lavado/shared/eventstore/postgres';
import { createLogger } from '@lavado/shared/logger';
import type { DataKeys } from '@lavado/shared/privacy/data-keys';
import { encryptStoredLog } from '@lavado/shared/privacy/encrypt-stored-log';
import {
  createStreamPseudonyms,
  legacyValueOf,
  pseudonymizeStreamNames,
  PSEUDONYMIZE_PURPOSE,
  type StreamPseudonyms,
} from '@lavado/shared/privacy/stream-pseudonyms';
import { legacyVehicleStreamId } from '@lavado/shared/vehicles/vehicle.events';
import { testDataKeys } from '../support/data-keys';
import { createTestDatabase } from '../support/database';
import { ADMIN, randomRut, startTestApp, type TestApp } from '../support/test-app';
import { newServiceData } from '../support/wash-fixtures';

/**
 * Pseudonymous stream names (docs/privacy.md, "Nombres de stream seudónimos"): no stream is named
 * after a plate, a RUT or an e-mail, and a store written before is renamed once, in place.
 */

const mark = randomUUID().slice(0, 8);
const rut = randomRut();
const email = `seudonimo.${mark}@ejemplo.cl`;
const walkInPlate = 'HJKL42';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  const sa = await t.login(ADMIN.identification, ADMIN.password);
  const organization = await t.createOrganization(sa, { name: `Lavado Seudónimo ${mark}` });
  const ad = await t.createUser('AD', organization.id);
  const client = await t.call<{ client: { id: string } }>(
    'client/createClient',
    { client: { name: `Cliente ${mark}`, type: 'P', identification: rut, clientEmail: email } },
    ad.token,
  );
  expect(client.status).toBe(200);
  const registered = await t.call(
    'vehicle/createClientsVehicle',
    { vehicle: { clientId: client.body.client.id, ppu: 'GHJK21', type: 'SED', brand: 'Kia', model: 'Rio', color: 'Gris' } },
    ad.token,
  );
  expect(registered.status).toBe(200);
  const ticket = await t.call('wash/createWashTicket', { data: newServiceData({ ppu: walkInPlate }) }, ad.token);
  expect(ticket.status).toBe(200);
}, 60_000);
afterAll(() => t.close());

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

const storedRows = async (pool: Pool) =>
  (
    await pool.query<{ event_id: string; stream_id: string; stream_revision: string; global_position: string; data: string }>(
      'select event_id::text, stream_id, stream_revision, global_position, type, data::text as data, metadata from events order by transaction_id, global_position',
    )
  ).rows;

describe('stream names', () => {
  it('name no plate, RUT or e-mail: every vehicle and reservation stream is named by a random id', async () => {
    const rows = await storedRows(t.pool);
    const names = [...new Set(rows.map((row) => row.stream_id))];
    expect(names.filter((name) => name.startsWith('vehicle-') || name.startsWith('reservation-client'))).toHaveLength(3);
    expect(names.filter((name) => legacyValueOf(name) !== null)).toEqual([]);
    const joined = names.join('\n').toLowerCase();
    for (const value of [rut, email, walkInPlate, 'GHJK21']) expect(joined).not.toContain(value.toLowerCase());
    const { rows: keys } = await t.pool.query<{ subject_id: string }>(`select subject_id from data_keys where subject_kind = 'vehicle'`);
    expect(keys.map((key) => key.subject_id.toUpperCase())).not.toContainEqual(expect.stringContaining(walkInPlate));
  });
});

describe('a store written with the old names, renamed once at start (`pseudonymizeStreamNames`)', () => {
  let legacy: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: Pool;
  let keys: DataKeys;
  let store: EventStore;
  let pseudonyms: StreamPseudonyms;

  beforeAll(async () => {
    legacy = await createTestDatabase();
    pool = createPool(legacy.url, { max: 4 });
    keys = testDataKeys(pool);
    store = createEventStore({ databaseUrl: legacy.url, pool, dataKeys: keys });
    pseudonyms = createStreamPseudonyms(pool, keys);
    // The same events as an old store holds them: in plain, each plate's and value's stream named after it, the vehicles without vehicleId.
    const written = createPostgresEventStore({ databaseUrl: legacy.url, pool });
    for (const event of await everyEvent(t.store, await t.countEvents())) {
      const data = { ...event.data } as Record<string, unknown>;
      let streamId = event.streamId;
      if (streamId.startsWith('vehicle-')) {
        delete data.vehicleId;
        streamId = legacyVehicleStreamId(String(data.organizationId), String(data.ppu));
      } else if (streamId.startsWith('reservation-') && !streamId.startsWith('reservation-payment-')) {
        const kind = /^reservation-(organization-rut|client-rut|user-identification|user-email)-/.exec(streamId)![1] as ReservationKind;
        streamId = reservationStreamId(kind, String(data.value));
      }
      await written.append(streamId, [{ id: event.id, type: event.type, data: data as never, metadata: event.metadata }], {
        expected: event.revision === 0 ? 'no_stream' : event.revision - 1,
      });
    }
    await written.close();
    // Encrypted before the rename, as a store upgraded in that order: the plate of a walk-in vehicle is keyed by its old stream name.
    await encryptStoredLog(pool, keys, { performedBy: 'Prueba' });
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await legacy.drop();
  });

  it('renames every such stream, keeping every event, id, revision, position and data; keys and rows follow; projectors rebuild alike', async () => {
    for (const projector of projectors) await rebuildProjector(projector, { pool, store, logger: createLogger('silent') });
    const before = await storedRows(pool);
    const legacyNames = [...new Set(before.map((row) => row.stream_id))].filter((name) => legacyValueOf(name) !== null);
    expect(legacyNames.length).toBeGreaterThanOrEqual(5);
    expect(
      await pool.query(`select 1 from data_keys where subject_kind = 'vehicle' and subject_id like $1`, [`%${walkInPlate}`]),
    ).toMatchObject({ rowCount: 1 });

    const outcome = await pseudonymizeStreamNames(pool, pseudonyms, 'Prueba de migración');

    const after = await storedRows(pool);
    expect(outcome.streamsRenamed).toBe(legacyNames.length);
    expect(after.map(({ stream_id: _s, ...row }) => row)).toEqual(before.map(({ stream_id: _s, ...row }) => row));
    expect(after.filter((row) => legacyValueOf(row.stream_id) !== null)).toEqual([]);
    for (const name of legacyNames) {
      const renamed = await pseudonyms.findStreamOf(legacyValueOf(name)!);
      expect(after.filter((row) => row.stream_id === renamed).length).toBe(before.filter((row) => row.stream_id === name).length);
    }
    const walkIn = await pseudonyms.findStreamOf({
      kind: 'vehicle',
      organizationId: String(JSON.parse(after.find((row) => row.stream_id.startsWith('vehicle-'))!.data).organizationId),
      ppu: walkInPlate,
    });
    expect((await pool.query(`select subject_id from data_keys where subject_kind = 'vehicle'`)).rows).toEqual([{ subject_id: walkIn }]);
    expect((await pool.query('select stream_id from vehicles where ppu = $1', [walkInPlate])).rows).toEqual([{ stream_id: walkIn }]);

    const tables = projectors.flatMap((projector) => projector.tables);
    const rowsOf = async () => {
      const rows: Record<string, unknown[]> = {};
      for (const table of tables) rows[table] = (await pool.query(`select * from ${pg.escapeIdentifier(table)} order by 1::text`)).rows;
      return rows;
    };
    const migrated = await rowsOf();
    for (const projector of projectors) await rebuildProjector(projector, { pool, store, logger: createLogger('silent') });
    expect(await rowsOf()).toEqual(migrated);

    // Erasing the walk-in vehicle's subject by its new stream name erases its plate.
    expect(await keys.erase({ kind: 'vehicle', id: walkIn! })).toBe(true);
  });

  it('finds nothing to rename the second time, and records both runs', async () => {
    expect(await pseudonymizeStreamNames(pool, pseudonyms, 'Prueba de migración')).toEqual({ streamsRenamed: 0, eventsRenamed: 0 });
    const { rows } = await pool.query(
      'select performed_by, events_rewritten::int as renamed from event_log_rewrites where purpose = $1 order by started_at',
      [PSEUDONYMIZE_PURPOSE],
    );
    expect(rows).toEqual([
      { performed_by: 'Prueba de migración', renamed: expect.any(Number) },
      { performed_by: 'Prueba de migración', renamed: 0 },
    ]);
    expect(rows[0].renamed).toBeGreaterThanOrEqual(5);
  });
});
