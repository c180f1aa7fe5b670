import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketStatus } from '@lavado/shared/wash/ticket.lifecycle';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { projectors } from '@lavado/projections/projectors/index';
import { boardClient, type BoardClient } from '../support/board-client';
import { TEST_MASTER_KEY } from '../support/data-keys';
import { freePort, startPart, waitUntilHealthy, type RunningPart } from '../support/parts';
import { differencesFromRebuild } from '../support/rebuild-equality';
import { ADMIN, randomRut, startTestApp, TEST_TOKEN_SETTINGS, type TestApp } from '../support/test-app';
import { newServiceData } from '../support/wash-fixtures';
import { waitFor } from './realtime/client';

/**
 * The parts as `docker-compose.yml` runs them, as separate processes on one database: two API nodes,
 * two projections processes (one active, one standby) and two gateways, with board clients split
 * over both gateways. Under load, the active projections process and one gateway are killed with
 * SIGKILL; every accepted command must still reach the read models exactly once, the standby must
 * take over, every board must end as the server's, and the read models must equal a rebuild.
 */
const ORIGIN = 'http://lavado.test:8080';
const BOARD_CLIENTS = 40;
const TICKETS = 48;
/** Bounds, not targets: each is far above what a quiet machine takes, so a loaded one passes too. */
const TAKEOVER_BOUND_MS = 30_000;
const patient = { timeout: 60_000, interval: 200 };

let t: TestApp;
let dataDir: string;
const parts: RunningPart[] = [];
const clients: BoardClient[] = [];
let admin: { token: string };
let washer: { token: string };

/** The advisory locks the projectors hold in this test's database: one per active projector. */
async function projectorLocksHeld(): Promise<number> {
  const { rows } = await t.pool.query<{ held: number }>(
    `select count(*)::int as held from pg_locks
      where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`,
  );
  return rows[0]!.held;
}

/** A command through one API node, as the UI sends it: answered 503 while its read models catch up, retried with the same key. */
async function command<T>(node: string, call: string, body: Record<string, unknown>, token: string): Promise<T> {
  const key = randomUUID();
  const deadline = Date.now() + 90_000;
  for (;;) {
    const response = await fetch(`${node}/api/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
      body: JSON.stringify(body),
    }).catch(() => null);
    if (response?.status === 200) return (await response.json()) as T;
    const retry = response === null || response.status === 503;
    if (!retry || Date.now() > deadline) {
      const logs = parts.map((part) => `--- ${part.name}:\n${part.output().slice(-4_000)}`).join('\n');
      throw new Error(`${call} on ${node}: ${response?.status} ${await response?.text()}\n${logs}`);
    }
    await sleep(250);
  }
}

beforeAll(async () => {
  t = await startTestApp();
  const sa = await t.login(ADMIN.identification, ADMIN.password);
  const organization = await t.createOrganization(sa, { name: 'Lavado Dos Nodos' });
  admin = await t.createUser('AD', organization.id);
  washer = await t.createUser('EM', organization.id, undefined, { identification: randomRut() });
  // From here the parts below are the only projectors, API nodes and gateways of this database.
  await t.stopProjectors();
  expect(await projectorLocksHeld()).toBe(0);

  dataDir = mkdtempSync(path.join(tmpdir(), 'lavado-topology-'));
  const env = {
    DATABASE_URL: t.databaseUrl,
    JWT_SECRET: TEST_TOKEN_SETTINGS.secret,
    DATA_KEY: TEST_MASTER_KEY.export().toString('base64'),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CORS_ORIGINS: ORIGIN,
    ADMIN_IDENTIFICATION: ADMIN.identification,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
    REALTIME_MAX_CONNECTIONS_PER_SESSION: '100',
    REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '1000',
    // Six processes and the test's own app share one server with the suite's other files.
    DATABASE_POOL_MAX: '4',
  };
  // The first projections process takes every projector's lock before the standby starts.
  parts.push(startPart('projections', env));
  await waitFor(async () => (await projectorLocksHeld()) === projectors.length, 'the first projections process to take every lock', 90_000);
  parts.push(startPart('projections', env));
  const apiPorts = [await freePort(), await freePort()];
  const gatewayPorts = [await freePort(), await freePort()];
  const apis = apiPorts.map((port) => startPart('command-api', { ...env, PORT: String(port) }));
  const gateways = gatewayPorts.map((port) => startPart('realtime', { ...env, REALTIME_PORT: String(port) }));
  parts.push(...apis, ...gateways);
  await Promise.all([
    ...apis.map((api, index) => waitUntilHealthy(api, `http://127.0.0.1:${apiPorts[index]}/api/health`)),
    ...gateways.map((gateway, index) => waitUntilHealthy(gateway, `http://127.0.0.1:${gatewayPorts[index]}/health`)),
  ]);
  topology = {
    apis: apiPorts.map((port) => `http://127.0.0.1:${port}`),
    gateways: gatewayPorts.map((port) => `http://127.0.0.1:${port}`),
    activeProjections: parts[0]!,
    standbyProjections: parts[1]!,
    gatewayParts: gateways,
  };
}, 240_000);

let topology: {
  apis: string[];
  gateways: string[];
  activeProjections: RunningPart;
  standbyProjections: RunningPart;
  gatewayParts: RunningPart[];
};

afterAll(async () => {
  for (const client of clients) client.socket.close();
  await Promise.all(parts.map((part) => part.kill()));
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('two API nodes, two projections processes and two gateways on one database', () => {
  it('lose nothing when the active projections process and a gateway are killed under load', { timeout: 300_000 }, async () => {
    const { apis, gateways, activeProjections, gatewayParts } = topology;
    for (let index = 0; index < BOARD_CLIENTS; index += 1) {
      clients.push(boardClient(gateways[index % 2]!, index % 4 === 0 ? admin.token : washer.token, ORIGIN));
    }
    await Promise.all(clients.map((client) => client.connected));

    const expected = new Map<string, number>();
    let takeoverMs: number | null = null;
    let takeover: Promise<void> = Promise.resolve();
    for (let step = 0; step < TICKETS; step += 1) {
      const node = apis[step % 2]!;
      const { id } = await command<{ id: string }>(node, 'wash/createWashTicket', { data: newServiceData() }, admin.token);
      expected.set(id, ticketStatus.pending);
      if (step % 3 === 1) {
        await command(apis[(step + 1) % 2]!, 'wash/setWashTicketState', { id, status: ticketStatus.inProgress }, washer.token);
        expected.set(id, ticketStatus.inProgress);
      }
      if (step % 6 === 4) {
        const earlier = [...expected.keys()][step - 3]!;
        if (expected.get(earlier) === ticketStatus.pending)
          await command(node, 'wash/setWashTicketState', { id: earlier, status: ticketStatus.inProgress }, washer.token);
        await command(apis[(step + 1) % 2]!, 'wash/finishWashTicket', { id: earlier }, washer.token);
        expected.set(earlier, ticketStatus.finished);
      }
      if (step === Math.floor(TICKETS / 3)) {
        const killedAt = Date.now();
        await activeProjections.kill();
        takeover = waitFor(
          async () => (await projectorLocksHeld()) === projectors.length,
          'the standby to take over',
          TAKEOVER_BOUND_MS,
        ).then(() => {
          takeoverMs = Date.now() - killedAt;
        });
      }
      if (step === Math.floor((2 * TICKETS) / 3)) {
        // The first gateway dies; its clients come back through the other, as the load balancer sends them.
        await gatewayParts[0]!.kill();
        for (const [index, client] of clients.entries()) if (index % 2 === 0) client.moveTo(gateways[1]!);
      }
    }
    await takeover;
    expect(takeoverMs).not.toBeNull();
    console.info(`topology: the standby projections process held every projector ${takeoverMs} ms after the active one was killed`);

    // Every accepted command is in the read models exactly once.
    const { rows } = await t.pool.query<{ id: string; status: number }>(
      'select id, status from wash_records where id = any($1::uuid[]) order by id',
      [[...expected.keys()]],
    );
    expect(rows).toHaveLength(expected.size);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual(Object.fromEntries(expected));

    // Every board, on either gateway, ends as the server's, with no change delivered twice.
    const server = await command<{ tickets: Ticket[] }>(apis[1]!, 'wash/getWashTicketByOrganizationId', {}, admin.token);
    const board = JSON.stringify(server.tickets.map((ticket) => [ticket.id, ticket.status]).sort());
    await expect.poll(() => clients.filter((client) => client.statuses() !== board).length, patient).toBe(0);
    expect(clients.map((client) => client.stats().duplicates)).toEqual(clients.map(() => 0));

    // The read models the processes left equal a rebuild from the events. A command answers once the read
    // models it reads are written; the logs and the other runners' read models follow, and the standby
    // finishes them before it stops.
    expect(await t.projectorsCaughtUp()).toBe(true);
    await topology.standbyProjections.stop();
    expect(await differencesFromRebuild({ pool: t.pool, store: t.store, logger: t.app.deps.logger })).toEqual([]);
  });
});
