import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';
import { newServiceData, todayInSantiago } from '../support/wash-fixtures';

/** Issue 19: the close's warning (`cash/getCloseWarnings`), the count by notes and coins, and 'Total Servicios' without voids. */
type Pending = { ticketId: string; ppu: string; serviceCode: string; currency: string; due: number; at: string };
type Warnings = { open: Pending[]; unpaid: Pending[] };

let t: TestApp;
let adA: Awaited<ReturnType<TestApp['createUser']>>;
let adB: Awaited<ReturnType<TestApp['createUser']>>;
let ana: Awaited<ReturnType<TestApp['createUser']>>;
const today = todayInSantiago();
const yesterday = (() => {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
})();
const zero = { cash: 0, debit: 0, credit: 0, transfer: 0, other: 0 };

beforeAll(async () => {
  t = await startTestApp();
  const sa = await t.login(ADMIN.identification, ADMIN.password);
  const orgA = await t.createOrganization(sa, { name: 'Lavado A' });
  const orgB = await t.createOrganization(sa, { name: 'Lavado B' });
  adA = await t.createUser('AD', orgA.id);
  adB = await t.createUser('AD', orgB.id);
  ana = await t.createUser('EM', orgA.id);
  for (const ad of [adA, adB])
    await ok('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 12990, effectiveFrom: today }, ad.token);
});
afterAll(() => t.close());

async function ok<T = Record<string, unknown>>(path: string, body: Record<string, unknown>, token: string): Promise<T> {
  const answer = await t.call<T>(path, body, token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}
const newTicket = async (token: string, plate: string) =>
  (await ok<{ id: string }>('wash/createWashTicket', { data: newServiceData({ servicio: 'FL', vehicleType: 'SED', ppu: plate }) }, token))
    .id;
const finish = async (id: string, token: string) => {
  await ok('wash/setWashTicketState', { id, status: 2 }, token);
  await ok('wash/finishWashTicket', { id }, token);
};
const pay = (id: string, amount: number, token: string) =>
  ok('payments/recordPayment', { id, paymentId: randomUUID(), method: 'cash', amount, boleta: '2001' }, token);
const warnings = (day: string, token = adA.token) => ok<Warnings>('cash/getCloseWarnings', { day }, token);

describe('the close warning (cash/getCloseWarnings)', () => {
  it('lists the services still open and the finished ones still owing up to the day, with plate and amount due; never a paid, voided or other organization one', async () => {
    const open = await newTicket(adA.token, 'OPEN11');
    const partlyPaid = await newTicket(adA.token, 'PART22');
    await finish(partlyPaid, adA.token);
    await pay(partlyPaid, 5000, adA.token);
    const paid = await newTicket(adA.token, 'PAID33');
    await finish(paid, adA.token);
    await pay(paid, 12990, adA.token);
    const voided = await newTicket(adA.token, 'VOID44');
    await ok('payments/voidTicket', { id: voided, reason: 'Ingresado por error' }, adA.token);
    const otherOrganization = await newTicket(adB.token, 'OTRA55');

    const listed = await warnings(today);
    expect(listed.open).toEqual([
      { ticketId: open, ppu: 'OPEN11', serviceCode: 'FL', currency: 'CLP', due: 12990, at: expect.stringMatching(/Z$/) },
    ]);
    expect(listed.unpaid).toEqual([
      { ticketId: partlyPaid, ppu: 'PART22', serviceCode: 'FL', currency: 'CLP', due: 7990, at: expect.stringMatching(/Z$/) },
    ]);
    const ids = [...listed.open, ...listed.unpaid].map((ticket) => ticket.ticketId);
    expect(ids).not.toContain(paid);
    expect(ids).not.toContain(voided);
    expect(ids).not.toContain(otherOrganization);
    // Closing yesterday warns about nothing created or finished today.
    expect(await warnings(yesterday)).toEqual({ open: [], unpaid: [] });

    // Resolving them empties the warning: the open one finished and paid, the other paid in full.
    await finish(open, adA.token);
    await pay(open, 12990, adA.token);
    await pay(partlyPaid, 7990, adA.token);
    expect(await warnings(today)).toEqual({ open: [], unpaid: [] });
    // The other organization sees only its own.
    expect((await warnings(today, adB.token)).open.map((ticket) => ticket.ticketId)).toEqual([otherOrganization]);
  });

  it("is the AD's: an employee is refused; a bad day is refused in Spanish", async () => {
    expect((await t.call('cash/getCloseWarnings', { day: today }, ana.token)).status).toBe(403);
    for (const day of ['0000-01-01', '2026-02-30', 'hoy', '2026-11-25\u0000', '\ud800', { day: 1 }]) {
      const refused = await t.call<{ msg: string }>('cash/getCloseWarnings', { day }, adA.token);
      expect(refused.status, JSON.stringify(day)).toBe(400);
      expect(refused.body.msg).toMatch(
        /^(Seleccione un día\.|La fecha debe estar entre el 01\/01\/2000 y el 31\/12\/2100\.|El campo «day» contiene caracteres no permitidos\.)$/,
      );
    }
  });
});

describe('counting the drawer by notes and coins', () => {
  it('records the count with the close when it adds up to the cash counted, largest first, and shows it on the closed day', async () => {
    const cashCount = [
      { denomination: 100, quantity: 5 },
      { denomination: 20000, quantity: 1 },
      { denomination: 5000, quantity: 0 },
      { denomination: 1000, quantity: 2 },
    ];
    const closed = await ok<{ day: { phase: string; counted: { cash: number }; cashCount: unknown } }>(
      'cash/closeDay',
      { day: yesterday, counted: { ...zero, cash: 22500 }, cashCount },
      adB.token,
    );
    expect(closed.day).toMatchObject({ phase: 'closed', counted: { cash: 22500 } });
    expect(closed.day.cashCount).toEqual([
      { denomination: 20000, quantity: 1 },
      { denomination: 1000, quantity: 2 },
      { denomination: 100, quantity: 5 },
    ]);
    // A close typed as one amount has no count.
    const typed = await ok<{ day: { cashCount: unknown } }>('cash/closeDay', { day: today, counted: zero }, adB.token);
    expect(typed.day.cashCount).toBeNull();
  });

  it('refuses a count that does not add up, repeats a note, names no CLP note or coin, or is hostile, in Spanish, appending nothing', async () => {
    const before = await t.countEvents();
    const refusals: [unknown, string][] = [
      [[{ denomination: 20000, quantity: 1 }], 'El conteo por billetes y monedas no suma lo contado en efectivo.'],
      [
        [
          { denomination: 10000, quantity: 1 },
          { denomination: 10000, quantity: 1 },
        ],
        'Cada billete o moneda se cuenta una sola vez.',
      ],
      [[{ denomination: 300, quantity: 100 }], 'Billete o moneda inválido.'],
      [[{ denomination: 1000, quantity: -30 }], 'La cantidad no puede ser negativa.'],
      [[{ denomination: 1000, quantity: 1.5 }], 'La cantidad debe ser un número entero.'],
      [[{ denomination: 1000, quantity: 10_000_000 }], 'La cantidad es demasiado alta.'],
    ];
    for (const [cashCount, msg] of refusals) {
      const refused = await t.call<{ msg: string }>(
        'cash/closeDay',
        { day: today, counted: { ...zero, cash: 30000 }, cashCount },
        adA.token,
      );
      expect(refused.status, JSON.stringify(cashCount)).toBe(400);
      expect(refused.body.msg).toBe(msg);
    }
    expect(await t.countEvents()).toBe(before);
    expect((await ok<{ phase: string }>('cash/getCashDay', { day: today }, adA.token)).phase).not.toBe('closed');
  });
});

describe("'Total Servicios' on the dashboard", () => {
  it('leaves voided tickets out', async () => {
    const count = async () =>
      (await ok<{ serviceType: string; count: number }[]>('dashboard/getWashCount', {}, adA.token)).find((row) => row.serviceType === 'FL')
        ?.count ?? 0;
    const before = await count();
    const kept = await newTicket(adA.token, 'KEEP66');
    const voided = await newTicket(adA.token, 'GONE77');
    expect(await count()).toBe(before + 2);
    await ok('payments/voidTicket', { id: voided, reason: 'Duplicado' }, adA.token);
    expect(await count()).toBe(before + 1);
    expect(kept).not.toBe(voided);
  });
});

describe("the dashboard's Hoy against the same weekday last week", () => {
  it("names that day and counts only what happened on it: today's finished services and payments are not last week's", async () => {
    const lastWeekDay = (() => {
      const date = new Date(`${today}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() - 7);
      return date.toISOString().slice(0, 10);
    })();
    const id = await newTicket(adB.token, 'WEEK88');
    await finish(id, adB.token);
    await pay(id, 12990, adB.token);
    const hoy = await ok<{ ticketsDone: number; byCurrency: { revenue: number }[]; lastWeek: unknown }>(
      'reports/getMoneyToday',
      {},
      adB.token,
    );
    expect(hoy.ticketsDone).toBeGreaterThanOrEqual(1);
    expect(hoy.byCurrency[0]?.revenue).toBeGreaterThanOrEqual(12990);
    expect(hoy.lastWeek).toEqual({ day: lastWeekDay, ticketsDone: 0, revenue: 0 });
  });
});
