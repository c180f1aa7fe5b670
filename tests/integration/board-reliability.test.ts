import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '@lavado/shared/db/pool';
import { createEventStore } from '@lavado/shared/eventstore/create';
import { createLogger } from '@lavado/shared/logger';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { washRecordsProjector } from '@lavado/projections/projectors/wash-records';
import { rebuildProjector, resetProjection } from '@lavado/projections/runner/rebuild';
import { startProjector } from '@lavado/projections/runner/start';
import { boardClient } from '../support/board-client';
import { testDataKeys } from '../support/data-keys';
import { startRunningApp } from '../support/running-app';
import { ADMIN } from '../support/test-app';

let t: Awaited<ReturnType<typeof startRunningApp>>;
let sa: string;

beforeAll(async () => {
  // Every read model from its runner: the runner killed below replays from a reset checkpoint, which
  // passes by events applied in their append's transaction (only a rebuild applies those again).
  t = await startRunningApp({ inlineReadModels: false });
  sa = await t.login(ADMIN.identification, ADMIN.password);
});
afterAll(() => t.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
let plates = 0;
async function createTicket(token: string): Promise<string> {
  const data = {
    ppu: `RL${String(1000 + (plates++ % 9000))}`,
    propietario: 'Dueño',
    driver: 'Chofer',
    vehicleType: 'SED',
    brand: 'Kia',
    model: 'Rio',
    color: 'Azul',
    endDate: today(),
    endTime: '23:59',
    servicio: 'FL',
    observaciones: '',
  };
  const answer = await t.call<{ id: string }>('wash/createWashTicket', { data }, token);
  expect(answer.status).toBe(200);
  return answer.body.id;
}

describe('board clients across a gateway restart', () => {
  it('end with exactly the server board, no change missed and none duplicated', async () => {
    const organization = await t.createOrganization(sa);
    const admin = await t.createUser('AD', organization.id);
    const employee = await t.createUser('EM', organization.id);
    const clients = [admin.token, admin.token, employee.token].map((token) => boardClient(t.origin, token));
    await Promise.all(clients.map((client) => client.connected));
    // Initial resync (no position yet) is the client's cue to load the board; it is empty here.
    const ids: string[] = [];
    const work = (async () => {
      for (let step = 0; step < 24; step += 1) {
        const id = await createTicket(admin.token);
        ids.push(id);
        if (step % 3 === 1) await t.call('wash/setWashTicketState', { id, status: 2 }, employee.token);
        if (step % 6 === 4) {
          await t.call('wash/setWashTicketState', { id: ids[step - 3]!, status: 2 }, employee.token);
          await t.call('wash/finishWashTicket', { id: ids[step - 3]! }, employee.token);
        }
      }
    })();
    await sleep(150);
    await t.restartGateway();
    await work;

    const server = await t.call<{ tickets: Ticket[] }>('wash/getWashTicketByOrganizationId', {}, admin.token);
    const expected = new Map(server.body.tickets.map((ticket) => [ticket.id, ticket.status]));
    await expect
      .poll(() => clients.map((client) => client.statuses()), { timeout: 15_000 })
      .toEqual(clients.map(() => JSON.stringify([...expected].sort())));
    for (const client of clients) {
      expect(client.stats().duplicates).toBe(0);
      expect(client.stats().resyncs).toBe(1); // only the first connection; the reconnection replayed
      client.socket.close();
    }
  });
});

describe('the board projector killed in the middle of a batch', () => {
  it('resumes from its checkpoint and its tables equal a fresh rebuild', async () => {
    const organization = await t.createOrganization(sa);
    const admin = await t.createUser('AD', organization.id);
    const employee = await t.createUser('EM', organization.id);
    for (let index = 0; index < 30; index += 1) {
      const id = await createTicket(admin.token);
      if (index % 2 === 0) await t.call('wash/setWashTicketState', { id, status: 2 }, employee.token);
    }
    // A second runner of the same projector on its own database connections, reset to replay everything,
    // whose connection is cut while it applies: it must come back to the same tables.
    const pool = createPool(t.databaseUrl, { max: 4, applicationName: 'board-reliability-runner' });
    const store = createEventStore({ databaseUrl: t.databaseUrl, pool, dataKeys: testDataKeys(pool) });
    const logger = createLogger('silent');
    const snapshot = async () =>
      (await pool.query('select * from wash_records order by id')).rows.concat(
        (await pool.query('select * from wash_counts order by organization_id, service_type')).rows,
      );
    await t.stopProjectors();
    await resetProjection(pool, washRecordsProjector);
    const runner = startProjector(washRecordsProjector, { pool, store, logger, batchSize: 7 });
    let kills = 0;
    const killer = setInterval(() => {
      void pool
        .query<{ killed: boolean }>(
          "select pg_terminate_backend(pid) as killed from pg_stat_activity where application_name = 'board-reliability-runner' and pid <> pg_backend_pid() and state = 'idle in transaction'",
        )
        .then(({ rows }) => (kills += rows.filter((row) => row.killed).length))
        .catch(() => undefined);
    }, 5);
    await expect.poll(() => kills, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    clearInterval(killer);
    const end = await store.lastPosition();
    await expect
      .poll(
        async () =>
          (
            await pool.query<{ position: string }>('select position from projection_checkpoints where name = $1', [
              washRecordsProjector.name,
            ])
          ).rows[0]?.position,
        { timeout: 20_000 },
      )
      .toBe(end);
    await runner.stop();
    const resumed = await snapshot();
    await rebuildProjector(washRecordsProjector, { pool, store, logger });
    expect(await snapshot()).toEqual(resumed);
    await store.close();
    await pool.end();
  });
});
