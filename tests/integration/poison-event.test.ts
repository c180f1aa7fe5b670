import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@lavado/shared/messages/server';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import { DATE_OUT_OF_RANGE } from '@lavado/shared/validation/dates';
import { parkedEvents } from '@lavado/projections/runner/parking';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';
import { newServiceData } from '../support/wash-fixtures';

/**
 * Finding 1 of the hardening review: one request with a year-0000 date stopped a projector for every
 * organization. The API now refuses such dates; and an event a projector cannot apply (written
 * before a check existed, or by a bug) raises an alarm and has a documented way out.
 */
let t: TestApp;
let sa: string;
const admins: Record<'A' | 'B', string> = { A: '', B: '' };
const newService = newServiceData;

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  for (const name of ['A', 'B'] as const) {
    const organization = await t.createOrganization(sa, { name: `Lavado ${name}` });
    admins[name] = (await t.createUser('AD', organization.id)).token;
  }
});
afterAll(() => t.close());

describe('dates out of range are refused before anything is appended', () => {
  const outOfRange = [
    ['wash/createWashTicket', () => ({ data: newService({ endDate: '0000-01-01' }) }), () => admins.A],
    ['wash/createWashTicket', () => ({ data: newService({ endDate: '2101-01-01' }) }), () => admins.A],
    [
      'admin/setAplicationParameters',
      () => ({ maintenance: false, onboarding: true, mailService: false, maintenanceEndsAt: '0000-01-01T00:00:00Z' }),
      () => sa,
    ],
    [
      'admin/setAplicationParameters',
      () => ({ maintenance: false, onboarding: true, mailService: false, maintenanceEndsAt: '1999-12-31T20:00:00Z' }),
      () => sa,
    ],
    ['admin/getUsers', () => ({ from: '0000-01-01' }), () => sa],
    ['admin/getSupportTickets', () => ({ date: '0000-01-01' }), () => sa],
    ['wash/getBoardAt', () => ({ at: '0000-01-01T00:00:00Z' }), () => admins.A],
    ['wash/getCompleteTicketByOrganizationId', () => ({ after: { createdAt: '0000-01-01T00:00:00Z', id: randomUUID() } }), () => admins.A],
  ] as const;

  it.each(outOfRange)('%s refuses the date with a Spanish message', async (route, body, token) => {
    const before = await t.countEvents();
    const answer = await t.call(route, body(), token());
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.msg).toBe(DATE_OUT_OF_RANGE);
    expect(await t.countEvents()).toBe(before);
  });
});

describe('an event a projector cannot apply', () => {
  it('raises the alarm in /api/health and the SA logs, and `npm run projections:park` gets the projector going again', async () => {
    const healthy = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(healthy.json()).toEqual({ status: 'ok' });

    // A poison event written straight to the store, as one from before the date check would be.
    const template = await t.call<{ id: string }>('wash/createWashTicket', { data: newService() }, admins.A);
    expect(template.status).toBe(200);
    // Replies must not wait out the stuck projector in this test (set only now: on a loaded machine
    // the template's own answer may need longer than this to see its read models).
    t.app.deps.projectionWaitMs = 200;
    const [created] = await t.store.read(ticketStreamId(template.body.id));
    // Written before read models were applied in the append's transaction: not marked as applied by any.
    const { appliedInline: _applied, ...metadata } = created!.metadata;
    const poisonTicketId = randomUUID();
    const poisonEventId = randomUUID();
    await t.store.append(
      ticketStreamId(poisonTicketId),
      [
        {
          id: poisonEventId,
          type: 'TicketCreated',
          data: { ...created!.data, ticketId: poisonTicketId, endDate: '0000-01-01' },
          metadata,
        },
      ],
      { expected: 'no_stream' },
    );

    // Another organization's ticket, behind the poison event in the store.
    const laterService = newService();
    const laterKey = randomUUID();
    const createLater = () =>
      t.call<{ id: string; msg: string }>('wash/createWashTicket', { data: laterService }, admins.B, { 'idempotency-key': laterKey });
    // It is stored, but the records it waits for are stuck behind the poison event: the answer says
    // so and when to ask again, instead of confirming a ticket the board cannot show yet.
    const held = await createLater();
    expect(held).toMatchObject({ status: 503, body: { msg: serverMessages.stillProcessing } });

    const stuck = await eventually(async () => {
      const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json<{
        status: string;
        projectors?: Array<{ projector: string; eventId: string }>;
      }>();
      return health.status === 'degraded' && health.projectors?.some((projector) => projector.projector === 'wash-records') ? health : null;
    });
    expect(stuck.projectors).toContainEqual(
      expect.objectContaining({ projector: 'wash-records', eventId: poisonEventId, eventType: 'TicketCreated' }),
    );
    // Anyone may ask: no stream (a ticket id is a customer page's capability) and no error text.
    for (const projector of stuck.projectors ?? [])
      expect(Object.keys(projector).sort()).toEqual(['eventId', 'eventType', 'position', 'projector', 'since']);
    const alarms = await eventually(async () => {
      const logs = (await t.call<{ logs: Array<{ type: string; message: string }> }>('admin/getLogs', { search: poisonEventId }, sa)).body
        .logs;
      return logs.length > 0 ? logs : null;
    });
    expect(alarms[0]).toMatchObject({
      type: 'error',
      message: expect.stringContaining(`Proyección wash-records detenida en el evento TicketCreated ${poisonEventId}`),
    });

    // The recovery, as an operator runs it (the CLI the README documents), for each stuck projector.
    for (const { projector } of stuck.projectors!) {
      await promisify(execFile)(
        'npx',
        ['tsx', 'projections/src/park.ts', projector, poisonEventId, '--reason', 'fecha 0000 escrita antes de la validación'],
        {
          env: { ...process.env, DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' },
        },
      );
    }

    // The same request again, once the projector runs: the ticket stored the first time, answered.
    const laterTicket = await eventually(async () => {
      const answer = await createLater();
      return answer.status === 200 ? answer : null;
    });
    expect((await t.call('wash/getCompleteTicketById', { id: laterTicket.body.id }, admins.B)).status).toBe(200);
    await eventually(async () =>
      (await t.app.inject({ method: 'GET', url: '/api/health' })).json<{ status: string }>().status === 'ok' ? true : null,
    );
    expect(await parkedEvents(t.pool)).toContainEqual(
      expect.objectContaining({ projector: 'wash-records', eventId: poisonEventId, reason: 'fecha 0000 escrita antes de la validación' }),
    );
    const parkedLog = (await t.call<{ logs: Array<{ message: string }> }>('admin/getLogs', { search: 'apartado' }, sa)).body.logs;
    expect(parkedLog.map((entry) => entry.message)).toContainEqual(expect.stringContaining(`TicketCreated ${poisonEventId}`));
    // The event itself stays in the store, for the auditors.
    expect(await t.store.read(ticketStreamId(poisonTicketId))).toHaveLength(1);
  }, 120_000);

  it('parks only the event the projector is stuck on', async () => {
    const refused = promisify(execFile)('npx', ['tsx', 'projections/src/park.ts', 'wash-records', randomUUID(), '--reason', 'prueba'], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' },
    });
    await expect(refused).rejects.toMatchObject({ stderr: expect.stringContaining('is not stuck on any event') });
  });
});

/** Polls `probe` until it returns something (projectors run on their own schedule), at most 60 s. */
async function eventually<T>(probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error('condition not reached within 60 s');
    await sleep(200);
  }
}
