import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@lavado/shared/messages/server';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import { localDate } from '@lavado/shared/time/zone';
import { inlineProjectors, projectors } from '@lavado/projections/projectors/index';
import { holdInlineGate } from '@lavado/projections/runner/lease';
import { inlineGateLockKey } from '@lavado/projections/runner/lock-key';
import { rebuildProjector } from '@lavado/projections/runner/rebuild';
import { moneyProjector } from '@lavado/projections/projectors/money';
import type { EventStore } from '@lavado/shared/eventstore/port';
import { startProjectors, type RunningProjectors } from '@lavado/projections/runner/start';
import { createLogger } from '@lavado/shared/logger';
import { differencesFromRebuild } from '../support/rebuild-equality';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';
import { newPlate, newServiceData } from '../support/wash-fixtures';

/**
 * Issue 21, "one transaction per command": an append applies the records, clients, vehicles and money
 * read models in its own transaction (projections/src/runner/inline.ts). Its answer then reads its
 * change with no runner running; a read model that cannot apply an event refuses the append; a rebuild,
 * or events still waiting for a runner, leave the append to the runners; parallel commands of one
 * organization lose no update; and every read model equals its rebuild.
 */
const INLINE = inlineProjectors.map((projector) => projector.name);
const logger = createLogger('silent');

let t: TestApp;
let organizationId: string;
let admin: string;
let employee: string;
/** The runners after a test stopped the app's own: restarted by `runnersAgain`. */
let restarted: RunningProjectors | null = null;

beforeAll(async () => {
  t = await startTestApp();
  const sa = await t.login(ADMIN.identification, ADMIN.password);
  const organization = await t.createOrganization(sa, { name: 'Lavado en línea' });
  organizationId = organization.id;
  admin = (await t.createUser('AD', organizationId)).token;
  employee = (await t.createUser('EM', organizationId)).token;
});
afterAll(async () => {
  await restarted?.stop();
  await t.close();
});

/** Waits until every runner has passed every event stored so far (a condition, never a timed assertion). */
async function runnersCaughtUp(): Promise<void> {
  expect(await t.projectorsCaughtUp()).toBe(true);
}

async function stopRunners(): Promise<void> {
  await runnersCaughtUp();
  await t.stopProjectors();
  await restarted?.stop();
  restarted = null;
}

function runnersAgain(): void {
  restarted ??= startProjectors(projectors, { pool: t.pool, store: t.store, logger });
}

const createTicket = (overrides: Record<string, unknown> = {}) =>
  t.call<{ id: string; msg: string }>(
    'wash/createWashTicket',
    { data: newServiceData({ servicio: 'FL', vehicleType: 'SED', ...overrides }) },
    admin,
  );

async function appliedInlineOf(ticketId: string): Promise<(readonly string[] | null)[]> {
  const events = await t.store.read(ticketStreamId(ticketId));
  return events.map((event) => event.metadata.appliedInline ?? null);
}

describe('read models applied in the transaction of the append', () => {
  it('a new ticket answers with its record, vehicle and charge already read, though no runner runs; its events name the projectors that applied them, and the runners apply them no second time', async () => {
    await stopRunners();
    const ppu = newPlate('IL');
    const created = await createTicket({ ppu, propietario: 'Inés Lagos' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.id;
    expect(await appliedInlineOf(id)).toEqual([INLINE]);

    expect(await t.callOk<{ id: string }>('wash/getCompleteTicketById', { id }, admin)).toMatchObject({ id });
    const { rows: vehicles } = await t.pool.query('select 1 from vehicles where organization_id = $1 and ppu = $2', [organizationId, ppu]);
    expect(vehicles).toHaveLength(1);
    const { rows: charges } = await t.pool.query('select 1 from ticket_charges where ticket_id = $1', [id]);
    expect(charges).toHaveLength(1);

    const feedRows = async () =>
      Number(
        (await t.pool.query<{ n: string }>("select count(*) as n from realtime_feed where payload->'ticket'->>'id' = $1", [id])).rows[0]!.n,
      );
    const published = await feedRows();
    expect(published).toBeGreaterThan(0);
    runnersAgain();
    await runnersCaughtUp();
    expect(await feedRows()).toBe(published);
  });

  it('a read model that cannot apply an event refuses the append: a clear Spanish 422, no event stored, no row written', async () => {
    runnersAgain();
    const ppu = newPlate('PZ');
    await t.pool.query(`alter table vehicles add constraint inline_poison check (ppu <> '${ppu}')`);
    try {
      const before = await t.countEvents();
      const refused = await createTicket({ ppu });
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body.msg).toBe(serverMessages.changeNotApplied);
      expect(await t.countEvents()).toBe(before);
      const { rows } = await t.pool.query('select 1 from wash_records where organization_id = $1 and ppu = $2', [organizationId, ppu]);
      expect(rows).toHaveLength(0);
    } finally {
      await t.pool.query('alter table vehicles drop constraint inline_poison');
    }
    expect((await createTicket({ ppu })).status).toBe(200);
  });

  it('while a rebuild holds one of the projectors, an append leaves all of them to their runners, and its answer waits for them', async () => {
    runnersAgain();
    const gate = await holdInlineGate(t.pool, 'money');
    try {
      const created = await createTicket();
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(await appliedInlineOf(created.body.id)).toEqual([null]);
      const { rows } = await t.pool.query('select 1 from ticket_charges where ticket_id = $1', [created.body.id]);
      expect(rows).toHaveLength(1);
    } finally {
      await gate.release();
    }
    // The ticket stored meanwhile waits for no runner any more: the next append applies the read models itself.
    await runnersCaughtUp();
    const after = await createTicket();
    expect(await appliedInlineOf(after.body.id)).toEqual([INLINE]);
  });

  it('an event stored for the runners keeps the next appends out of the read models until their runners applied it, so that an entity’s events are applied in order; a later append waits for them, then applies the read models itself', async () => {
    await stopRunners();
    const inline = t.deps.inline;
    t.deps.inline = undefined;
    t.deps.projectionWaitMs = 300;
    try {
      const first = await createTicket();
      expect(first.status).toBe(503);
      const [stored] = await t.pool
        .query<{ ticket: string }>(
          "select data->>'ticketId' as ticket from events where type = 'TicketCreated' order by global_position desc limit 1",
        )
        .then((result) => result.rows);
      t.deps.inline = inline;
      const started = await t.call('wash/setWashTicketState', { id: stored!.ticket, status: 2 }, employee);
      expect(started.status).toBe(503);
      expect(await appliedInlineOf(stored!.ticket)).toEqual([null, null]);
    } finally {
      t.deps.inline = inline;
      t.deps.projectionWaitMs = 20_000;
    }
    // With the runners back, the next append waits until they applied those two, then applies the read models itself.
    runnersAgain();
    const next = await createTicket();
    expect(next.status).toBe(200);
    expect(await appliedInlineOf(next.body.id)).toEqual([INLINE]);
  });

  it('a rebuild whose inline gate connection closes stops with an error; appends then leave the read model to its runner, which finishes the replay, inline events included, to the rows of a full rebuild', async () => {
    await stopRunners();
    const gateKey = BigInt(inlineGateLockKey(moneyProjector.name));
    const gateHolder = async () =>
      (
        await t.pool.query<{ pid: number }>(
          `select pid from pg_locks
            where locktype = 'advisory' and granted and classid = $1 and objid = $2 and objsubid = 1
              and database = (select oid from pg_database where datname = current_database())`,
          [String((gateKey >> 32n) & 0xffffffffn), String(gateKey & 0xffffffffn)],
        )
      ).rows[0]?.pid ?? null;
    // The replay reads nothing until its gate connection is cut.
    let gateCut!: () => void;
    const cut = new Promise<void>((resolve) => (gateCut = resolve));
    const heldStore: EventStore = {
      ...t.store,
      readAll: async (after, limit, options) => {
        await cut;
        return t.store.readAll(after, limit, options);
      },
    };
    const rebuilding = rebuildProjector(moneyProjector, { pool: t.pool, store: heldStore, logger, batchSize: 5 });
    rebuilding.catch(() => undefined);
    await expect.poll(gateHolder).not.toBeNull();
    await t.pool.query('select pg_terminate_backend($1)', [await gateHolder()]);
    await expect.poll(gateHolder).toBeNull();
    gateCut();
    await expect(rebuilding).rejects.toThrow(/inline gate/);

    // The money tables are half rebuilt: appends leave all four read models to the runners until the money runner finished the replay.
    runnersAgain();
    const meanwhile = await createTicket();
    expect(meanwhile.status).toBe(200);
    expect(await appliedInlineOf(meanwhile.body.id)).toEqual([null]);
    await runnersCaughtUp();
    await expect
      .poll(async () => (await t.pool.query('select replay_until from projection_checkpoints where name = $1', ['money'])).rows[0])
      .toEqual({ replay_until: null });
    const after = await createTicket();
    expect(await appliedInlineOf(after.body.id)).toEqual([INLINE]);
    await stopRunners();
    expect(await differencesFromRebuild({ pool: t.pool, store: t.store, logger })).toEqual([]);
    runnersAgain();
  });

  it('parallel commands of one organization on different tickets lose no update of the counts and the day’s cash, deadlock nowhere, and leave every read model equal to its rebuild', async () => {
    runnersAgain();
    const today = localDate(t.clock.now());
    const price = await t.call('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 1_000, effectiveFrom: today }, admin);
    expect(price.status, JSON.stringify(price.body)).toBe(200);
    const countsBefore = await washCount();
    const created = await Promise.all(Array.from({ length: 12 }, () => createTicket()));
    expect(created.map((answer) => answer.status)).toEqual(created.map(() => 200));
    expect(await washCount()).toBe(countsBefore + 12);
    const ids = created.map((answer) => answer.body.id);
    for (const id of ids) {
      expect((await t.call('wash/setWashTicketState', { id, status: 2 }, employee)).status).toBe(200);
      expect((await t.call('wash/finishWashTicket', { id }, employee)).status).toBe(200);
    }
    const paid = await Promise.all(
      ids.map((id) =>
        t.call('payments/recordPayment', { id, paymentId: randomUUID(), method: 'cash', amount: 1_000, boleta: '1001' }, admin),
      ),
    );
    expect(paid.map((answer) => answer.status)).toEqual(paid.map(() => 200));
    const { rows } = await t.pool.query<{ n: string; total: string }>(
      'select count(*) as n, sum(amount) as total from payments where ticket_id = any($1::uuid[])',
      [ids],
    );
    expect(rows[0]).toEqual({ n: 12, total: '12000' });
    for (const id of ids) expect(await appliedInlineOf(id)).toEqual(expect.arrayContaining([INLINE]));

    await stopRunners();
    expect(await differencesFromRebuild({ pool: t.pool, store: t.store, logger })).toEqual([]);
  });
});

async function washCount(): Promise<number> {
  const { rows } = await t.pool.query<{ n: string | null }>('select sum(count) as n from wash_counts where organization_id = $1', [
    organizationId,
  ]);
  return Number(rows[0]?.n ?? 0);
}
