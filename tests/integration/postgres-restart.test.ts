import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverMessages } from '@lavado/shared/messages/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from '@lavado/shared/db/embedded';
import { migrate } from '@lavado/shared/db/migrate';
import { rutCheckDigit } from '@lavado/shared/validation/rut';
import { projectors } from '@lavado/projections/projectors/index';
import { rebuildProjector } from '@lavado/projections/runner/rebuild';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';
import { newPlate, newServiceData } from '../support/wash-fixtures';

/**
 * The database server restarts under load (a clean shutdown, then a crash: kill -9 of the
 * postmaster) on a server this test starts for itself, never the machine's shared one. Clients
 * retry with the same Idempotency-Key as the UI does. Afterwards every acknowledged command is
 * stored exactly once, the API never answered 500, projectors caught up, and the read models
 * equal a rebuild from the events.
 */
const dataDir = path.resolve(`.data/test-restart-${randomUUID().slice(0, 8)}`);
let port: number;
let server: EmbeddedDatabase;
let t: TestApp;
let admin: string;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: found } = probe.address() as { port: number };
      probe.close(() => resolve(found));
    });
    probe.on('error', reject);
  });

beforeAll(async () => {
  port = await freePort();
  server = await startEmbeddedPostgres({ dataDir, port });
  const url = server.databaseUrl('lavado_restart');
  await ensureDatabase(url);
  await migrate(url);
  t = await startTestApp({ database: { url, drop: async () => undefined } });
  // Replies must not wait long for projectors that are catching up after the restart.
  t.app.deps.projectionWaitMs = 1_000;
  const sa = await t.login(ADMIN.identification, ADMIN.password);
  const organization = await t.createOrganization(sa);
  admin = (await t.createUser('AD', organization.id)).token;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await server?.stop().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
});

interface Acknowledged {
  kind: 'client' | 'ticket';
  id: string;
}

describe('PostgreSQL restarted under load', () => {
  it('stores every acknowledged command once, never answers 500, and ends with read models equal to a rebuild', async () => {
    const statuses = new Map<number, number>();
    /** What each 503 said: its body and its Retry-After. */
    const unavailable = new Set<string>();
    const acknowledged: Acknowledged[] = [];
    let loading = true;
    let sequence = 0;

    /** One command, retried with its key until the API accepts it, as a client whose connection dropped would. */
    const send = async (kind: Acknowledged['kind']) => {
      sequence += 1;
      const key = randomUUID();
      const rutBody = String(50_000_000 + sequence);
      const [route, body] =
        kind === 'client'
          ? [
              'client/createClient',
              {
                client: {
                  name: `Cliente ${sequence}`,
                  type: 'P',
                  identification: `${rutBody}${rutCheckDigit(rutBody)}`,
                  clientAddress: 'Calle 1',
                  clientEmail: 'c@c.cl',
                  clientPhone: 912345678,
                },
              },
            ]
          : ['wash/createWashTicket', { data: newServiceData({ ppu: newPlate('RS') }) }];
      for (let attempt = 0; attempt < 200; attempt += 1) {
        let status = 0;
        let answer: { status: number; body: Record<string, unknown>; headers: Record<string, unknown> } | undefined;
        try {
          answer = await t.call(route, body, admin, { 'idempotency-key': key });
          status = answer.status;
        } catch {
          status = 0; // the connection itself failed
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (answer && status === 503) unavailable.add(JSON.stringify({ body: answer.body, retryAfter: answer.headers['retry-after'] }));
        if (answer && status === 200) {
          const id = kind === 'client' ? (answer.body.client as { id: string }).id : (answer.body.id as string);
          acknowledged.push({ kind, id });
          return;
        }
        if (status >= 400 && status < 500) throw new Error(`${route} refused: ${JSON.stringify(answer?.body)}`);
        await sleep(100);
      }
      throw new Error(`${route} never succeeded`);
    };
    const worker = async (kind: Acknowledged['kind']) => {
      while (loading) await send(kind);
    };
    const workers = [worker('client'), worker('ticket'), worker('ticket')];

    await sleep(1_500);
    await server.stop(); // a clean, fast shutdown
    await sleep(1_000);
    server = await startEmbeddedPostgres({ dataDir, port });
    await sleep(1_500);
    const postmasterPid = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(postmasterPid, 'SIGKILL'); // a crash
    await sleep(1_000);
    server = await startEmbeddedPostgres({ dataDir, port });
    await sleep(1_500);
    // On a loaded machine few commands may be through by now: the load goes on until enough are.
    while (acknowledged.length <= 10) await sleep(100);
    loading = false;
    await Promise.all(workers);

    expect(statuses.get(500) ?? 0).toBe(0);
    expect(
      [...statuses.keys()].every((status) => [0, 200, 503].includes(status)),
      JSON.stringify([...statuses]),
    ).toBe(true);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0); // the outage was seen
    // Either the database could not be reached, or the change was stored while the read model its
    // answer reads was still behind (never a 404 for a client just registered): both say when to ask again.
    const answers = [serverMessages.unavailable, serverMessages.stillProcessing].map((message) =>
      JSON.stringify({ body: { status: 503, msg: message, error: message }, retryAfter: '2' }),
    );
    expect([...unavailable].filter((answer) => !answers.includes(answer))).toEqual([]);
    expect(unavailable.has(answers[0] ?? '')).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(10);

    // Every acknowledged command once in the store, nothing twice from the retries.
    const created = await t.pool.query<{ type: string; count: number }>(
      "select type, count(*)::int as count from events where type in ('ClientRegistered', 'TicketCreated') group by type",
    );
    const countOf = (type: string) => created.rows.find((row) => row.type === type)?.count ?? 0;
    expect(countOf('ClientRegistered')).toBe(acknowledged.filter((entry) => entry.kind === 'client').length);
    expect(countOf('TicketCreated')).toBe(acknowledged.filter((entry) => entry.kind === 'ticket').length);

    // Projectors resumed and caught up.
    const last = await t.store.lastPosition();
    expect(
      await t.app.deps.waiter.waitFor(
        projectors.map((projector) => projector.name),
        last!,
        30_000,
      ),
    ).toBe(true);
    for (const { kind, id } of acknowledged) {
      const read =
        kind === 'client'
          ? await t.call('client/getClientsById', { id }, admin)
          : await t.call('wash/getCompleteTicketById', { id }, admin);
      expect(read.status, `${kind} ${id}`).toBe(200);
    }

    // The read models equal a rebuild from the events.
    await t.stopProjectors();
    for (const projector of projectors) {
      const before = await snapshot(projector.tables);
      await rebuildProjector(projector, { pool: t.pool, store: t.store, logger: t.app.deps.logger });
      expect(await snapshot(projector.tables), projector.name).toEqual(before);
    }
  }, 120_000);
});

/** Every row of the tables, in a stable order. */
async function snapshot(tables: readonly string[]): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await t.pool.query<{ row: string }>(`select to_jsonb(t)::text as row from ${table} t`);
    result[table] = rows.map((row) => row.row).sort();
  }
  return result;
}
