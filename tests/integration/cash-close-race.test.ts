import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { totalsByMethod } from '@lavado/shared/money/cash-day.decider';
import { zeroByMethod, type AmountsByMethod, type PaymentMethod } from '@lavado/shared/money/money';
import type { CashDay } from '@lavado/shared/money/money.schemas';
import { moneyProjector } from '@lavado/projections/projectors/money';
import { rebuildProjector } from '@lavado/projections/runner/rebuild';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';
import { newServiceData, todayInSantiago } from '../support/wash-fixtures';

/** Payments racing the day's cash close (docs/money.md, "Cash close"). */
let t: TestApp;
let sa: string;
const today = todayInSantiago();
const OPENING_CASH = 20_000;
const PRICE = 10_000;

/** An organization for the last test, set up while the projectors still run. */
let lagging: { organizationId: string; ad: { token: string }; ticketId: string };

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  const { organization, ad, newTicket } = await openedOrganization();
  lagging = { organizationId: organization.id, ad, ticketId: await newTicket() };
});
afterAll(() => t.close());

async function ok<T = Record<string, unknown>>(path: string, body: Record<string, unknown>, token: string): Promise<T> {
  const answer = await t.call<T>(path, body, token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

/** An organization whose AD has priced the service and opened today's cash. */
async function openedOrganization() {
  const organization = await t.createOrganization(sa);
  const ad = await t.createUser('AD', organization.id);
  await ok('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount: PRICE, effectiveFrom: today }, ad.token);
  await ok('cash/openDay', { day: today, openingCash: OPENING_CASH }, ad.token);
  const newTicket = async () =>
    (await ok<{ id: string }>('wash/createWashTicket', { data: newServiceData({ servicio: 'FL', vehicleType: 'SED' }) }, ad.token)).id;
  return { organization, ad, newTicket };
}

interface Payment {
  ticketId: string;
  paymentId: string;
  method: PaymentMethod;
  amount: number;
}
const pay = (payment: Payment, token: string) =>
  t.call(
    'payments/recordPayment',
    { id: payment.ticketId, paymentId: payment.paymentId, method: payment.method, amount: payment.amount, boleta: '1' },
    token,
  );
const closeDay = (token: string) => t.call<{ day: CashDay }>('cash/closeDay', { day: today, counted: zeroByMethod(), note: '' }, token);

/** The close as stored: what it expected and the payments it names. */
async function storedClose(organizationId: string) {
  const { rows } = await t.pool.query<{ data: { expected: AmountsByMethod; paymentIds: string[] } }>(
    "select data from events where type = 'BusinessDayClosed' and stream_id = $1",
    [`cash-day-${organizationId}-${today}`],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.data;
}

/**
 * What every close must satisfy, whatever raced it: it expects the float plus exactly the payments
 * it names; the closed day shows those as its payments and every other payment of the day after the
 * close; each payment is in one place, once.
 */
async function expectCloseAccountsFor(organizationId: string, token: string, payments: readonly Payment[]) {
  const close = await storedClose(organizationId);
  const counted = payments.filter((payment) => close.paymentIds.includes(payment.paymentId));
  expect(close.paymentIds).toHaveLength(counted.length);
  const countedTotals = totalsByMethod(counted);
  expect(close.expected).toEqual({ ...countedTotals, cash: countedTotals.cash + OPENING_CASH });

  const day = await ok<CashDay>('cash/getCashDay', { day: today }, token);
  expect(day).toMatchObject({ phase: 'closed', expected: close.expected, payments: countedTotals });
  const after = day.corrections.map((correction) => correction.paymentId).sort();
  expect(after).toEqual(
    payments
      .filter((payment) => !counted.includes(payment))
      .map((payment) => payment.paymentId)
      .sort(),
  );
  return { counted, after };
}

describe('a payment racing the cash close', () => {
  it("one decided while the day was open but stored after the close is not in the close's totals: it shows after the close, never lost", async () => {
    const { organization, ad, newTicket } = await openedOrganization();
    const before: Payment = { ticketId: await newTicket(), paymentId: randomUUID(), method: 'cash', amount: 4_000 };
    const late: Payment = { ticketId: await newTicket(), paymentId: randomUUID(), method: 'debit', amount: 3_000 };
    expect((await pay(before, ad.token)).status).toBe(200);

    // The late payment is held between its decision (the day still open) and its append, until the close is stored.
    let reachAppend!: () => void;
    let release!: () => void;
    const reached = new Promise<void>((resolve) => (reachAppend = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const append = t.store.append.bind(t.store);
    const spy = vi.spyOn(t.store, 'append').mockImplementation(async (streamId, events, options) => {
      if (streamId === `ticket-${late.ticketId}`) {
        reachAppend();
        await held;
      }
      return append(streamId, events, options);
    });
    try {
      const latePayment = pay(late, ad.token);
      await reached;
      expect((await closeDay(ad.token)).status).toBe(200);
      release();
      expect((await latePayment).status).toBe(200);
    } finally {
      release();
      spy.mockRestore();
    }

    const { counted, after } = await expectCloseAccountsFor(organization.id, ad.token, [before, late]);
    expect(counted).toEqual([before]);
    expect(after).toEqual([late.paymentId]);
    const money = await ok<{ payments: { paymentId: string; correction: boolean }[] }>(
      'payments/getTicketMoney',
      { id: late.ticketId },
      ad.token,
    );
    expect(money.payments).toEqual([expect.objectContaining({ paymentId: late.paymentId, correction: true })]);
  });

  it('one stored after the close read the day but before the close was stored is not in its totals either: it shows after the close', async () => {
    const { organization, ad, newTicket } = await openedOrganization();
    const before: Payment = { ticketId: await newTicket(), paymentId: randomUUID(), method: 'cash', amount: 4_000 };
    const between: Payment = { ticketId: await newTicket(), paymentId: randomUUID(), method: 'credit', amount: 2_500 };
    expect((await pay(before, ad.token)).status).toBe(200);

    // The close is held between reading the day's payments and storing itself; the payment goes through meanwhile.
    let reachAppend!: () => void;
    let release!: () => void;
    const reached = new Promise<void>((resolve) => (reachAppend = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const append = t.store.append.bind(t.store);
    const spy = vi.spyOn(t.store, 'append').mockImplementation(async (streamId, events, options) => {
      if (streamId === `cash-day-${organization.id}-${today}`) {
        reachAppend();
        await held;
      }
      return append(streamId, events, options);
    });
    try {
      const close = closeDay(ad.token);
      await reached;
      expect((await pay(between, ad.token)).status).toBe(200);
      release();
      expect((await close).status).toBe(200);
    } finally {
      release();
      spy.mockRestore();
    }

    const { counted, after } = await expectCloseAccountsFor(organization.id, ad.token, [before, between]);
    expect(counted).toEqual([before]);
    expect(after).toEqual([between.paymentId]);
  });

  it('twenty payments fired around the close: the close counts exactly the payments it names, and each payment once, in the close or after it', async () => {
    const { organization, ad, newTicket } = await openedOrganization();
    const methods: PaymentMethod[] = ['cash', 'debit', 'credit', 'transfer'];
    const payments: Payment[] = [];
    for (let index = 0; index < 20; index += 1) {
      payments.push({ ticketId: await newTicket(), paymentId: randomUUID(), method: methods[index % 4]!, amount: 1_000 + 37 * index });
    }
    // All twenty at once; the close goes out as the fifth answer comes back, with the other fifteen in flight.
    let answered = 0;
    let fifthAnswered!: () => void;
    const fifth = new Promise<void>((resolve) => (fifthAnswered = resolve));
    const sent = payments.map((payment) =>
      pay(payment, ad.token).then((answer) => {
        answered += 1;
        if (answered === 5) fifthAnswered();
        return answer;
      }),
    );
    await fifth;
    const closed = await closeDay(ad.token);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    for (const answer of await Promise.all(sent)) expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const { counted } = await expectCloseAccountsFor(organization.id, ad.token, payments);
    expect(counted.length).toBeGreaterThanOrEqual(5);
    // Every payment was recorded once: the tickets are paid what was sent, no more.
    for (const payment of payments) {
      const money = await ok<{ paid: number }>('payments/getTicketMoney', { id: payment.ticketId }, ad.token);
      expect(money.paid).toBe(payment.amount);
    }
  });

  it('the money read model equals a rebuild from the events after the races', async () => {
    const snapshot = async () => {
      const tables: Record<string, string[]> = {};
      for (const table of moneyProjector.tables) {
        const { rows } = await t.pool.query<{ row: string }>(`select to_jsonb(t)::text as row from ${table} t`);
        tables[table] = rows.map((row) => row.row).sort();
      }
      return tables;
    };
    await t.stopProjectors();
    const projected = await snapshot();
    await rebuildProjector(moneyProjector, { pool: t.pool, store: t.store, logger: t.app.deps.logger });
    expect(await snapshot()).toEqual(projected);
  });

  it('refuses to close, changing nothing, while a stored payment has not reached the read model (its projector is stopped here)', async () => {
    const { organizationId, ad, ticketId } = lagging;
    const at = new Date().toISOString();
    const payment = {
      id: randomUUID(),
      type: 'TicketPaymentRecorded',
      data: {
        ticketId,
        paymentId: randomUUID(),
        method: 'cash',
        amount: 1_000,
        boleta: '1',
        businessDay: today,
        correction: false,
        recordedAt: at,
      },
      metadata: { organizationId, actorId: null, actorRole: null, commandId: randomUUID(), correlationId: 'test', at },
    };
    await t.store.append(`ticket-${ticketId}`, [payment], { expected: 'any' });
    const before = await t.countEvents();
    const refused = await closeDay(ad.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      msg: 'Hay pagos recién registrados que aún no se reflejan en la caja. Intente cerrarla de nuevo en unos segundos.',
    });
    expect(await t.countEvents()).toBe(before);
  });
});
