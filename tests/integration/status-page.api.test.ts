import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '@lavado/shared/wash/board';
import type { PublicTicket } from '@lavado/shared/wash/public-ticket';
import type { TicketHistoryEntry } from '@lavado/shared/wash/ticket-history.schemas';
import { ADMIN, randomRut, startTestApp, type TestApp } from '../support/test-app';
import { newServiceData } from '../support/wash-fixtures';

/**
 * The customer's status page (issue 20): Pausar's reason (`wash/setWashTicketState` with
 * `pauseReason`), checked, kept in the ticket's history, on the board's card and on the page; and what
 * `code/getPublicTicket` adds: the car, the price and what is left to pay, the delivery instant and
 * what the live estimate is computed from (history, queue).
 */
let t: TestApp;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let adA: User;
let ana: User;
let luis: User;
let adB: User;
let emB: User;

beforeAll(async () => {
  t = await startTestApp();
  const sa = await t.login(ADMIN.identification, ADMIN.password);
  const orgA = await t.createOrganization(sa, { name: 'Lavado Estado' });
  const orgB = await t.createOrganization(sa, { name: 'Lavado Ajeno' });
  adA = await t.createUser('AD', orgA.id);
  ana = await t.createUser('EM', orgA.id, 'user-password-1', { identification: randomRut() });
  luis = await t.createUser('EM', orgA.id, 'user-password-1', { identification: randomRut() });
  adB = await t.createUser('AD', orgB.id);
  emB = await t.createUser('EM', orgB.id, 'user-password-1', { identification: randomRut() });
});
afterAll(() => t.close());

async function ok<T = Record<string, unknown>>(path: string, body: unknown, token?: string): Promise<T> {
  const answer = await t.call<T>(path, body, token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}
const createTicket = async (token = adA.token) =>
  (await ok<{ id: string }>('wash/createWashTicket', { data: newServiceData({ servicio: 'FL', vehicleType: 'SED' }) }, token)).id;
const startedBy = async (user: User) => {
  const id = await createTicket();
  await ok('wash/setWashTicketState', { id, status: 2 }, user.token);
  return id;
};
const pause = (id: string, pauseReason: unknown, token = ana.token) =>
  t.call<{ status: boolean; msg: string; error?: string }>('wash/setWashTicketState', { id, status: 3, pauseReason }, token);
const page = (id: string) => ok<PublicTicket>('code/getPublicTicket', { id });
const pauses = async (id: string) =>
  (
    await t.pool.query<{ count: number }>(`select count(*)::int as count from events where stream_id = $1 and type = 'TicketPaused'`, [
      `ticket-${id}`,
    ])
  ).rows[0]!.count;

describe('Pausar with a reason', () => {
  it('keeps a preset with the pause: the history, the board card and the customer page show it', async () => {
    const id = await startedBy(ana);
    expect((await pause(id, { preset: 'drying' })).status).toBe(200);

    const history = await ok<TicketHistoryEntry[]>('wash/getTicketHistory', { id }, adA.token);
    expect(history.find((line) => line.type === 'TicketPaused')?.details).toMatch(/^Motivo: Secando · Responsable: /);
    const board = await ok<Board<{ id: string; stateChanges: { status: number; reason?: unknown }[] }>>(
      'wash/getWashTicketByOrganizationId',
      {},
      ana.token,
    );
    const card = board.tickets.find((ticket) => ticket.id === id);
    expect(card?.stateChanges.at(-1)).toMatchObject({ status: 3, reason: { preset: 'drying' } });
    const shown = await page(id);
    expect([shown.status, shown.steps.at(-1)?.reason]).toEqual([3, { preset: 'drying' }]);

    // Resumed, the pause keeps its reason on the timeline; the new step has none.
    await ok('wash/setWashTicketState', { id, status: 2 }, ana.token);
    expect((await page(id)).steps.slice(-2).map((step) => step.reason ?? null)).toEqual([{ preset: 'drying' }, null]);
  });

  it("stores the washer's own words trimmed, encrypted in the log like every free text", async () => {
    const id = await startedBy(ana);
    const words = `Lluvia fuerte ${randomUUID().slice(0, 8)}`;
    expect((await pause(id, { preset: 'other', text: `  ${words}  ` })).status).toBe(200);
    expect((await page(id)).steps.at(-1)?.reason).toEqual({ preset: 'other', text: words });
    const { rows } = await t.pool.query<{ data: string }>(
      `select data::text as data from events where stream_id = $1 and type = 'TicketPaused'`,
      [`ticket-${id}`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).not.toContain(words);
    expect(rows[0]!.data).toContain('"preset": "other"');
  });

  it('still pauses without a reason (the original client sends none)', async () => {
    const id = await startedBy(ana);
    expect((await t.call('wash/setWashTicketState', { id, status: 3 }, ana.token)).status).toBe(200);
    expect((await page(id)).steps.at(-1)).toEqual({ status: 3, at: expect.any(String) });
  });

  it('refuses hostile or wrong reasons in Spanish and records nothing', async () => {
    const id = await startedBy(ana);
    const cases: [unknown, RegExp][] = [
      [{ preset: 'other', text: 'a\u0000b' }, /./],
      [{ preset: 'other', text: 'a\ud800b' }, /./],
      [{ preset: 'other', text: 'x'.repeat(81) }, /Máximo 80 caracteres/],
      [{ preset: 'other', text: '   ' }, /Escriba el motivo de la pausa/],
      [{ preset: 'other' }, /Escriba el motivo de la pausa/],
      [{ preset: 'lunch' }, /Motivo de pausa inválido/],
      [{ preset: 'drying', text: 'extra' }, /./],
      ['Secando', /./],
      [{ preset: { preset: { preset: 'drying' } } }, /./],
    ];
    for (const [reason, message] of cases) {
      const answer = await pause(id, reason);
      expect(answer.status, JSON.stringify(reason)).toBe(400);
      expect(answer.body.msg, JSON.stringify(reason)).toMatch(message);
      // Spanish, never an English parser message.
      expect(answer.body.msg).not.toMatch(/Invalid|Expected|Unrecognized/);
    }
    // A reason is for a pause: Iniciar with one is refused too.
    const paused = await startedBy(luis);
    expect((await pause(paused, { preset: 'drying' }, luis.token)).status).toBe(200);
    const resume = await t.call<{ msg: string }>(
      'wash/setWashTicketState',
      { id: paused, status: 2, pauseReason: { preset: 'drying' } },
      luis.token,
    );
    expect([resume.status, resume.body.msg]).toEqual([400, 'Solo una pausa lleva motivo.']);
    expect(await pauses(id)).toBe(0);
    // Eighty characters are fine.
    expect((await pause(id, { preset: 'other', text: 'ñ'.repeat(80) })).status).toBe(200);
    expect(await pauses(id)).toBe(1);
  });

  it("answers another organization's ticket as one that does not exist, and keeps the pause to the responsible", async () => {
    const id = await startedBy(ana);
    for (const stranger of [adB, emB]) {
      const answer = await pause(id, { preset: 'drying' }, stranger.token);
      expect([answer.status, answer.body.msg]).toEqual([404, 'El servicio solicitado no existe.']);
    }
    const notResponsible = await pause(id, { preset: 'drying' }, luis.token);
    expect(notResponsible.status).toBe(403);
    expect(await pauses(id)).toBe(0);
  });
});

describe('code/getPublicTicket for the status page', () => {
  it('shows the car as typed, the price and what is still to pay, and the promised delivery as an instant', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
    await ok('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 15000, effectiveFrom: today }, adA.token);
    const id = await createTicket();
    const before = await page(id);
    expect(before.vehicle).toEqual({ brand: expect.any(String), model: expect.any(String), color: expect.any(String) });
    expect(before.charge).toEqual({ price: 15000, toPay: 15000, currency: 'CLP' });
    // endDate endTime on Santiago's clock is this instant.
    const shownInSantiago = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Santiago',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(before.deliveryAt));
    expect(shownInSantiago).toBe(`${before.endDate} ${before.endTime}`);

    await ok('payments/recordPayment', { id, paymentId: randomUUID(), method: 'cash', amount: 10000, boleta: '2001' }, adA.token);
    expect((await page(id)).charge).toEqual({ price: 15000, toPay: 5000, currency: 'CLP' });
    // Nothing about the owner, the driver or the staff.
    expect(Object.keys(before).sort()).toEqual(
      [
        'business',
        'charge',
        'checkIn',
        'deliveryAt',
        'endDate',
        'endTime',
        'estimateBasis',
        'feedbackGiven',
        'id',
        'observations',
        'packWashesLeft',
        'ppu',
        'serviceName',
        'serviceType',
        'status',
        'statusLabel',
        'steps',
        'vehicle',
      ].sort(),
    );
  });

  it('counts the cars received before this one and still waiting, and the washes under way, for the estimate', async () => {
    const sa = await t.login(ADMIN.identification, ADMIN.password);
    const org = await t.createOrganization(sa, { name: 'Lavado Cola' });
    const ad = await t.createUser('AD', org.id);
    const washer = await t.createUser('EM', org.id, 'user-password-1', { identification: randomRut() });
    const first = await createTicket(ad.token);
    const second = await createTicket(ad.token);
    const third = await createTicket(ad.token);
    expect((await page(third)).estimateBasis).toEqual({
      waitMinutes: 20,
      washMinutes: 40,
      pauseMinutes: 10,
      fromHistory: false,
      queueAhead: 2,
      washing: 0,
    });
    await ok('wash/setWashTicketState', { id: first, status: 2 }, washer.token);
    expect((await page(third)).estimateBasis).toMatchObject({ queueAhead: 1, washing: 1 });
    expect((await page(second)).estimateBasis).toMatchObject({ queueAhead: 0, washing: 1 });
  });
});
