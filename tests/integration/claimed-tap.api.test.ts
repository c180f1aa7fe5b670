import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '@lavado/shared/wash/board';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { ADMIN, randomRut, startTestApp, type TestApp } from '../support/test-app';
import { newServiceData } from '../support/wash-fixtures';

/**
 * A board tap sent late by a phone's outbox carries the time it was made (`tappedAt`): the server
 * records it as the event's time, clamped (claimedInstant, shared/src/wash/ticket.decider.ts).
 */
const MAX_AGE_MINUTES = 20;
let t: TestApp;
let emA: Awaited<ReturnType<TestApp['createUser']>>;
let adA: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await startTestApp({ claimedTapMaxAgeMinutes: MAX_AGE_MINUTES });
  const sa = await t.login(ADMIN.identification, ADMIN.password);
  const orgA = await t.createOrganization(sa, { name: 'Lavado Toques' });
  adA = await t.createUser('AD', orgA.id);
  emA = await t.createUser('EM', orgA.id, 'user-password-1', { identification: randomRut() });
});
afterAll(() => t.close());
afterEach(() => {
  t.clock.offsetMs = 0;
});

const minutes = (count: number) => count * 60_000;
const expectOk = <T>(answer: { status: number; body: T }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const createTicket = async () => expectOk(await t.call<{ id: string }>('wash/createWashTicket', { data: newServiceData() }, adA.token)).id;
const setState = (id: string, status: 2 | 3, tappedAt?: unknown, key?: string) =>
  t.call<{ msg: string }>(
    'wash/setWashTicketState',
    { id, status, ...(tappedAt === undefined ? {} : { tappedAt }) },
    emA.token,
    key ? { 'idempotency-key': key } : {},
  );
const finish = (id: string, tappedAt?: unknown) =>
  t.call<{ msg: string }>('wash/finishWashTicket', { id, ...(tappedAt === undefined ? {} : { tappedAt }) }, emA.token);
const eventTimes = async (id: string) =>
  (await t.store.read(ticketStreamId(id))).map((event) => {
    const data = event.data as Record<string, unknown>;
    return { type: event.type, at: (data.startedAt ?? data.pausedAt ?? data.finishedAt ?? data.createdAt) as string };
  });
const iso = (ms: number) => new Date(ms).toISOString();

describe('the claimed tap time of Iniciar, Pausar and Finalizar', () => {
  it('is recorded as tapped inside the window, and clamped to now, to the previous change and to the configured age', async () => {
    t.clock.offsetMs = 0;
    const id = await createTicket();
    const createdAt = Date.parse((await eventTimes(id))[0]!.at);

    // Tapped 10 minutes after the ticket was created, sent 15 minutes later: recorded at the tap.
    t.clock.offsetMs = minutes(25);
    expectOk(await setState(id, 2, iso(createdAt + minutes(10))));
    // Tapped "in the future" (a phone's clock ahead): recorded now.
    const beforePause = t.clock.now().getTime();
    expectOk(await setState(id, 3, iso(beforePause + minutes(60))));
    const pausedAt = Date.parse((await eventTimes(id))[2]!.at);
    expect(pausedAt).toBeGreaterThanOrEqual(beforePause);
    expect(pausedAt).toBeLessThanOrEqual(t.clock.now().getTime());
    // Tapped before the pause it resumes from: recorded at the pause, never before it.
    expectOk(await setState(id, 2, iso(createdAt)));
    // Tapped long ago (beyond the configured age): recorded that age ago.
    // (Under the session's 60 idle minutes since the AD's last call.)
    t.clock.offsetMs = minutes(25 + 25);
    const beforeFinish = t.clock.now().getTime();
    expectOk(await finish(id, iso(pausedAt + minutes(1))));
    const times = await eventTimes(id);
    expect(times.map(({ type }) => type)).toEqual(['TicketCreated', 'TicketStarted', 'TicketPaused', 'TicketStarted', 'TicketFinished']);
    expect(times[1]!.at).toBe(iso(createdAt + minutes(10)));
    expect(times[3]!.at).toBe(iso(pausedAt));
    const finishedAt = Date.parse(times[4]!.at);
    expect(finishedAt).toBeGreaterThanOrEqual(beforeFinish - minutes(MAX_AGE_MINUTES));
    expect(finishedAt).toBeLessThanOrEqual(t.clock.now().getTime() - minutes(MAX_AGE_MINUTES));

    // The board and the records read the recorded time (time in state, finish).
    const record = expectOk(await t.call<Ticket>('wash/getCompleteTicketById', { id }, adA.token));
    expect(Date.parse(record.finishedAt ?? '')).toBe(finishedAt);
  });

  it('a tap sent twice with its key is recorded once, at its own time', async () => {
    const id = await createTicket();
    const tappedAt = iso(Date.now());
    const key = crypto.randomUUID();
    expectOk(await setState(id, 2, tappedAt, key));
    expectOk(await setState(id, 2, tappedAt, key));
    expect((await eventTimes(id)).map(({ type }) => type)).toEqual(['TicketCreated', 'TicketStarted']);
    const board = expectOk(await t.call<Board<Ticket>>('wash/getWashTicketByOrganizationId', {}, emA.token));
    expect(Date.parse(board.tickets.find((ticket) => ticket.id === id)?.statusSince ?? '')).toBe(Date.parse(tappedAt));
  });

  it.each([
    ['year 0000', '0000-01-01T00:00:00Z'],
    ['no offset', '2026-11-27T10:00:00'],
    ['not a date', 'mañana'],
    ['NaN', 'NaN'],
    ['a number', 1_764_000_000_000],
    ['null', null],
    ['an object', { at: '2026-11-27T10:00:00Z' }],
    ['year 2101', '2101-01-01T00:00:00Z'],
  ])('refuses a claimed time that is %s: a Spanish 400, nothing recorded', async (_case, tappedAt) => {
    const id = await createTicket();
    for (const answer of [await setState(id, 2, tappedAt), await finish(id, tappedAt)]) {
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toMatch(/toque|fecha|válid|inválid/i);
    }
    const notify = await t.call<{ msg: string }>('wash/notifyCustomer', { id, tappedAt }, adA.token);
    expect(notify.status).toBe(400);
    expect((await eventTimes(id)).map(({ type }) => type)).toEqual(['TicketCreated']);
  });
});
