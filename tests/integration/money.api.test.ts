import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { earliestCashDay } from '@lavado/shared/money/cash-day.decider';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';
import { newServiceData, todayInSantiago } from '../support/wash-fixtures';

type Money = {
  price: number | null;
  charged: number;
  paid: number;
  balance: number;
  voided: boolean;
  payments: { paymentId: string; correction: boolean }[];
};

let t: TestApp;
let orgA: { id: string };
let orgB: { id: string };
let adA: Awaited<ReturnType<TestApp['createUser']>>;
let adB: Awaited<ReturnType<TestApp['createUser']>>;
let ana: Awaited<ReturnType<TestApp['createUser']>>;
let luis: Awaited<ReturnType<TestApp['createUser']>>;
let employeeB: Awaited<ReturnType<TestApp['createUser']>>;
const today = todayInSantiago();

beforeAll(async () => {
  t = await startTestApp();
  const sa = await t.login(ADMIN.identification, ADMIN.password);
  orgA = await t.createOrganization(sa, { name: 'Lavado A' });
  orgB = await t.createOrganization(sa, { name: 'Lavado B' });
  adA = await t.createUser('AD', orgA.id);
  adB = await t.createUser('AD', orgB.id);
  ana = await t.createUser('EM', orgA.id);
  luis = await t.createUser('EM', orgA.id);
  employeeB = await t.createUser('EM', orgB.id);
});
afterAll(() => t.close());

async function ok<T = Record<string, unknown>>(path: string, body: Record<string, unknown>, token: string): Promise<T> {
  const answer = await t.call<T>(path, body, token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}
const setPrice = (amount: number, token = adA.token) =>
  ok('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount, effectiveFrom: today }, token);
const newTicket = async (token = adA.token) =>
  (await ok<{ id: string }>('wash/createWashTicket', { data: newServiceData({ servicio: 'FL', vehicleType: 'SED' }) }, token)).id;
const money = (id: string, token = adA.token) => ok<Money>('payments/getTicketMoney', { id }, token);
const pay = (id: string, amount: number, token: string, paymentId = randomUUID(), method = 'cash') =>
  t.call<{ money: Money; msg: string }>('payments/recordPayment', { id, paymentId, method, amount, boleta: '1001' }, token);

describe('price list', () => {
  it('an AD sets prices; a new ticket copies the price in force, and a later change leaves it alone', async () => {
    const setup = await setPrice(12990);
    expect(setup).toMatchObject({
      status: true,
      setup: {
        currency: 'CLP',
        prices: [expect.objectContaining({ serviceCode: 'FL', vehicleGroup: 'AUT', amount: 12990, inForce: true })],
      },
    });
    const first = await newTicket();
    await setPrice(15990);
    const second = await newTicket();
    expect((await money(first)).price).toBe(12990);
    expect((await money(second)).price).toBe(15990);
    await setPrice(12990);
  });

  it('refuses bad prices with Spanish messages and employees with 403, appending nothing', async () => {
    const before = await t.countEvents();
    const decimal = await t.call(
      'billing/setPrice',
      { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 12.5, effectiveFrom: today },
      adA.token,
    );
    expect(decimal.status).toBe(400);
    expect(decimal.body).toMatchObject({ msg: expect.stringContaining('entero') });
    const unknown = await t.call(
      'billing/setPrice',
      { serviceCode: 'X9', vehicleGroup: 'AUT', amount: 1000, effectiveFrom: today },
      adA.token,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ msg: 'El servicio no existe.' });
    expect(
      (await t.call('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 1, effectiveFrom: '0000-01-01' }, adA.token))
        .status,
    ).toBe(400);
    expect(
      (await t.call('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 1, effectiveFrom: today }, ana.token)).status,
    ).toBe(403);
    expect(await t.countEvents()).toBe(before);
  });
});

describe('payments', () => {
  it('employees record payments only once the AD allows it; payments come in parts, never above the balance, and once per id', async () => {
    const id = await newTicket();
    const refused = await pay(id, 5000, ana.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ msg: 'Su administrador no ha habilitado el registro de pagos para empleados.' });
    await ok('billing/setPaymentPolicy', { employeesMayRecordPayments: true }, adA.token);

    const paymentId = randomUUID();
    expect((await pay(id, 5000, ana.token, paymentId)).body).toMatchObject({
      msg: 'Pago registrado.',
      money: { paid: 5000, balance: 7990 },
    });
    expect((await pay(id, 5000, ana.token, paymentId)).body).toMatchObject({ money: { paid: 5000 } });
    const over = await pay(id, 8000, ana.token);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ msg: 'El monto supera el saldo pendiente ($7.990).' });
    expect((await pay(id, 7990, adA.token, randomUUID(), 'debit')).body).toMatchObject({ money: { paid: 12990, balance: 0 } });
    expect((await money(id)).payments).toHaveLength(2);
  });

  it('refuses a payment id already used on another ticket of the organization, or with other values on the same ticket, changing nothing', async () => {
    await setPrice(12990);
    await ok('billing/setPaymentPolicy', { employeesMayRecordPayments: true }, adA.token);
    const [first, second] = [await newTicket(), await newTicket()];
    const paymentId = randomUUID();
    expect((await pay(first, 5000, adA.token, paymentId)).status).toBe(200);
    const before = await t.countEvents();

    const reused = await pay(second, 5000, ana.token, paymentId);
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ msg: 'Ese pago ya fue registrado en otro servicio.' });
    const otherValues = await pay(first, 4000, adA.token, paymentId);
    expect(otherValues.status).toBe(409);
    expect(otherValues.body).toMatchObject({
      msg: 'Ese pago ya fue registrado con otro medio, monto o boleta: revise los pagos del servicio.',
    });
    expect(await t.countEvents()).toBe(before);
    expect(await money(second)).toMatchObject({ paid: 0, payments: [] });

    // The same id is free in another organization: ids of one organization say nothing of another's.
    const sa = await t.login(ADMIN.identification, ADMIN.password);
    const adC = await t.createUser('AD', (await t.createOrganization(sa, { name: 'Lavado C' })).id);
    await setPrice(12990, adC.token);
    const theirs = await newTicket(adC.token);
    expect((await pay(theirs, 1000, adC.token, paymentId)).status).toBe(200);

    // Every payment event is exactly one payments row.
    const events = await t.pool.query<{ ticket: string; payment: string }>(
      `select data->>'ticketId' as ticket, data->>'paymentId' as payment from events where type = 'TicketPaymentRecorded' order by 1, 2`,
    );
    const rows = await t.pool.query<{ ticket: string; payment: string }>(
      'select ticket_id::text as ticket, payment_id::text as payment from payments order by 1, 2',
    );
    expect(rows.rows).toEqual(events.rows);
  });

  it('a discount, a courtesy and a void need an AD and a reason', async () => {
    const id = await newTicket();
    expect((await t.call('payments/discountTicket', { id, amount: 1000, reason: 'Cliente frecuente' }, ana.token)).status).toBe(403);
    const noReason = await t.call('payments/discountTicket', { id, amount: 1000, reason: '  ' }, adA.token);
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ msg: expect.stringContaining('motivo') });
    expect(await ok('payments/discountTicket', { id, amount: 1000, reason: 'Cliente frecuente' }, adA.token)).toMatchObject({
      money: { charged: 11990 },
    });
    expect(await ok('payments/voidTicket', { id, reason: 'Ingresado por error' }, adA.token)).toMatchObject({
      money: { voided: true, charged: 0 },
    });
    const board = await ok<{ tickets: { id: string }[] }>('wash/getWashTicketByOrganizationId', {}, adA.token);
    expect(board.tickets.map((ticket) => ticket.id)).not.toContain(id);
    expect((await pay(id, 100, adA.token)).status).toBe(409);
  });

  it('splits a ticket between washers whose shares add up to 100%, from the organization only', async () => {
    const id = await newTicket();
    const washers = [
      { userId: ana.userId, percent: 50 },
      { userId: luis.userId, percent: 50 },
    ];
    expect((await t.call('payments/setWashers', { id, washers: [{ userId: ana.userId, percent: 60 }] }, adA.token)).body).toMatchObject({
      msg: 'Los porcentajes deben sumar 100%.',
    });
    const foreign = await t.call('payments/setWashers', { id, washers: [{ userId: employeeB.userId, percent: 100 }] }, adA.token);
    expect(foreign.status).toBe(404);
    expect(await ok('payments/setWashers', { id, washers }, adA.token)).toMatchObject({
      money: { washers: [expect.objectContaining({ percent: 50 }), expect.objectContaining({ percent: 50 })] },
    });
  });

  it("another organization's tickets answer as nonexistent, for reads and changes", async () => {
    const id = await newTicket();
    const before = await t.countEvents();
    for (const [path, body] of [
      ['payments/getTicketMoney', { id }],
      ['payments/recordPayment', { id, paymentId: randomUUID(), method: 'cash', amount: 100, boleta: '1' }],
      ['payments/discountTicket', { id, amount: 100, reason: 'x' }],
      ['payments/voidTicket', { id, reason: 'x' }],
    ] as const) {
      const theirs = await t.call(path, body, adB.token);
      const random = await t.call(path, { ...body, id: randomUUID() }, adB.token);
      expect({ path, status: theirs.status, msg: theirs.body.msg }).toEqual({ path, status: random.status, msg: random.body.msg });
      expect(theirs.status).toBe(404);
    }
    expect(await t.countEvents()).toBe(before);
    const unpaid = await ok<{ ticketId: string }[]>('payments/getUnpaidTickets', {}, adB.token);
    expect(unpaid.map((row) => row.ticketId)).not.toContain(id);
  });
});

describe('cash close and commissions', () => {
  it("closes the day with expected against counted; the closed day is locked and later payments show against it; each washer's share is reported", async () => {
    await setPrice(12990);
    await ok('billing/setCommissionRule', { rule: { kind: 'percent', percent: 30 } }, adA.token);
    const dayBefore = await ok<{ payments: { cash: number; debit: number } }>('cash/getCashDay', { day: today }, adA.token);
    expect((await ok<{ day: { phase: string } }>('cash/openDay', { day: today, openingCash: 20000 }, adA.token)).day.phase).toBe('open');
    expect((await t.call('cash/openDay', { day: today, openingCash: 0 }, adA.token)).status).toBe(409);

    const id = await newTicket();
    await ok('wash/setWashTicketState', { id, status: 2 }, ana.token);
    await ok('wash/finishWashTicket', { id }, ana.token);
    await ok(
      'payments/setWashers',
      {
        id,
        washers: [
          { userId: ana.userId, percent: 50 },
          { userId: luis.userId, percent: 50 },
        ],
      },
      adA.token,
    );
    expect((await pay(id, 5000, adA.token)).status).toBe(200);
    expect((await pay(id, 7990, adA.token, randomUUID(), 'debit')).status).toBe(200);

    const expectedCash = 20000 + dayBefore.payments.cash + 5000;
    const expectedDebit = dayBefore.payments.debit + 7990;
    const counted = { cash: expectedCash - 1000, debit: expectedDebit, credit: 0, transfer: 0, other: 0 };
    const closed = await ok<{ day: { phase: string; totalDifference: number; difference: { cash: number } } }>(
      'cash/closeDay',
      { day: today, counted, note: 'Faltan mil' },
      adA.token,
    );
    expect(closed.day).toMatchObject({ phase: 'closed', totalDifference: -1000, difference: { cash: -1000 } });
    expect((await t.call('cash/closeDay', { day: today, counted }, adA.token)).status).toBe(409);
    expect((await t.call('cash/closeDay', { day: today, counted }, ana.token)).status).toBe(403);

    const revenueToday = async () =>
      (await ok<{ byCurrency: { currency: string; revenue: number }[] }>('reports/getMoneyToday', {}, adA.token)).byCurrency.find(
        (entry) => entry.currency === 'CLP',
      )?.revenue ?? 0;
    const revenueAtClose = await revenueToday();
    const late = await newTicket();
    expect((await pay(late, 1000, ana.token)).status).toBe(409);
    expect((await pay(late, 1000, adA.token)).body).toMatchObject({ money: { payments: [expect.objectContaining({ correction: true })] } });
    const day = await ok<{ totalDifference: number; corrections: { amount: number }[] }>('cash/getCashDay', { day: today }, adA.token);
    expect(day).toMatchObject({ totalDifference: -1000, corrections: [expect.objectContaining({ amount: 1000 })] });
    // The dashboard's "Hoy" is the money taken today: a payment shown after the close counts there too.
    expect(await revenueToday()).toBe(revenueAtClose + 1000);

    const report = await ok<{ washers: { userId: string; amount: number }[] }>(
      'reports/getCommissionReport',
      { from: today, to: today },
      adA.token,
    );
    // 30% of 12.990 = 3.897, split 1.949 / 1.948 between Ana and Luis.
    const shares = Object.fromEntries(report.washers.map((washer) => [washer.userId, washer.amount]));
    expect([shares[ana.userId], shares[luis.userId]].sort()).toEqual([1948, 1949]);
    expect((await t.call('reports/getCommissionReport', { from: today, to: '2000-01-01' }, adA.token)).status).toBe(400);
    expect((await t.call('reports/getCommissionReport', { from: today, to: today }, ana.token)).status).toBe(403);

    const other = await ok<{ payments: { cash: number }; phase: string }>('cash/getCashDay', { day: today }, adB.token);
    expect(other).toMatchObject({ phase: 'unopened', payments: { cash: 0 } });
  });
});

describe('cash day window', () => {
  it('opens and closes today and the 7 days before it; an older day is refused in Spanish and changes nothing', async () => {
    const counted = { cash: 0, debit: 0, credit: 0, transfer: 0, other: 0 };
    const weekAgo = earliestCashDay(today);
    const dayBefore = new Date(`${weekAgo}T12:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const tooOld = dayBefore.toISOString().slice(0, 10);

    expect((await ok<{ day: { phase: string } }>('cash/openDay', { day: weekAgo, openingCash: 1000 }, adB.token)).day.phase).toBe('open');
    expect((await ok<{ day: { phase: string } }>('cash/closeDay', { day: weekAgo, counted }, adB.token)).day.phase).toBe('closed');

    const before = await t.countEvents();
    for (const day of [tooOld, '2000-01-01']) {
      for (const [path, body] of [
        ['cash/openDay', { day, openingCash: 1000 }],
        ['cash/closeDay', { day, counted }],
      ] as const) {
        const refused = await t.call(path, body, adB.token);
        expect(refused.status, `${path} ${day}`).toBe(400);
        expect(refused.body).toMatchObject({ msg: 'Solo se puede abrir o cerrar la caja de hoy y de los 7 días anteriores.' });
      }
      expect((await ok<{ phase: string }>('cash/getCashDay', { day }, adB.token)).phase).toBe('unopened');
    }
    expect(await t.countEvents()).toBe(before);
  });
});

describe('money commands retried with their Idempotency-Key (as the UI sends them)', () => {
  it('act once: a service is added once, a discount applied once, and a retried close answers the close instead of refusing it', async () => {
    const organization = await t.createOrganization(await t.login(ADMIN.identification, ADMIN.password), { name: 'Lavado Reintentos' });
    const ad = await t.createUser('AD', organization.id);
    const twice = async (path: string, body: Record<string, unknown>) => {
      const key = { 'idempotency-key': randomUUID() };
      const answers = [await t.call(path, body, ad.token, key), await t.call(path, body, ad.token, key)];
      for (const answer of answers) expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answers[1]!.body).toEqual(answers[0]!.body);
      return answers[0]!.body;
    };

    const { setup } = (await twice('billing/addService', { name: 'Encerado' })) as { setup: { services: { name: string }[] } };
    expect(setup.services.filter((service) => service.name === 'Encerado')).toHaveLength(1);
    await ok('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 12990, effectiveFrom: today }, ad.token);
    const id = await newTicket(ad.token);
    expect(await twice('payments/discountTicket', { id, amount: 1000, reason: 'Cliente frecuente' })).toMatchObject({
      money: { charged: 11990 },
    });
    expect((await money(id, ad.token)).charged).toBe(11990);

    await twice('cash/openDay', { day: today, openingCash: 5000 });
    expect(await twice('cash/closeDay', { day: today, counted: { cash: 5000, debit: 0, credit: 0, transfer: 0, other: 0 } })).toMatchObject(
      {
        day: { phase: 'closed', totalDifference: 0 },
      },
    );
    const { rows } = await t.pool.query("select 1 from events where type = 'BusinessDayClosed' and stream_id = $1", [
      `cash-day-${organization.id}-${today}`,
    ]);
    expect(rows).toHaveLength(1);
    // Without the key, sending the close again is another close, refused.
    expect(
      (await t.call('cash/closeDay', { day: today, counted: { cash: 5000, debit: 0, credit: 0, transfer: 0, other: 0 } }, ad.token)).status,
    ).toBe(409);
  });
});

/** A fresh organization with its AD, two employees (Ana, Luis) and a supervisor, so figures start from zero. */
async function freshOrganization(name: string) {
  const organization = await t.createOrganization(await t.login(ADMIN.identification, ADMIN.password), { name });
  const [ad, em1, em2, su] = [
    await t.createUser('AD', organization.id),
    await t.createUser('EM', organization.id, undefined, { firstName: 'Ana' }),
    await t.createUser('EM', organization.id, undefined, { firstName: 'Luis' }),
    await t.createUser('SU', organization.id),
  ];
  return { organization, ad, em1, em2, su };
}
const priceFull = (amount: number, token: string) =>
  ok('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount, effectiveFrom: today }, token);
/** A ticket priced at `amount`, washed and finished by `washer`. */
async function finishedTicket(amount: number, adToken: string, washerToken: string) {
  await priceFull(amount, adToken);
  const id = await newTicket(adToken);
  await ok('wash/setWashTicketState', { id, status: 2 }, washerToken);
  await ok('wash/finishWashTicket', { id }, washerToken);
  return id;
}
type CommissionRow = { userId: string; amount: number };
const commissionsOf = async (token: string) => {
  const report = await ok<{ washers: CommissionRow[] }>('reports/getCommissionReport', { from: today, to: today }, token);
  const totals: Record<string, number> = {};
  for (const row of report.washers) totals[row.userId] = (totals[row.userId] ?? 0) + row.amount;
  return totals;
};
const closeToday = (token: string) =>
  ok('cash/closeDay', { day: today, counted: { cash: 0, debit: 0, credit: 0, transfer: 0, other: 0 } }, token);

describe('security review: the currency is fixed once a ticket is priced, and money is summed per currency', () => {
  it('refuses CLP → EUR once a ticket was priced (53.000 pesos never become €530,00), and allows it before', async () => {
    const { ad } = await freshOrganization('Lavado Moneda');
    // Before any priced ticket the currency is a free setting.
    expect((await ok<{ setup: { currency: string } }>('billing/setCurrency', { currency: 'EUR' }, ad.token)).setup.currency).toBe('EUR');
    expect((await ok<{ setup: { currency: string } }>('billing/setCurrency', { currency: 'CLP' }, ad.token)).setup.currency).toBe('CLP');

    const id = await finishedTicket(53000, ad.token, ad.token);
    expect((await pay(id, 53000, ad.token)).status).toBe(200);
    const before = await t.countEvents();
    const refused = await t.call('billing/setCurrency', { currency: 'EUR' }, ad.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ msg: '¡No se puede cambiar la moneda: ya hay servicios con precio en CLP!' });
    expect(await t.countEvents()).toBe(before);
    // Setting the currency it already has changes nothing and is no refusal.
    expect((await t.call('billing/setCurrency', { currency: 'CLP' }, ad.token)).status).toBe(200);

    expect(await ok('billing/getBillingSetup', {}, ad.token)).toMatchObject({ currency: 'CLP', currencyLocked: true });
    expect(await ok('reports/getMoneyToday', {}, ad.token)).toMatchObject({
      byCurrency: [{ currency: 'CLP', revenue: 53000, charged: 53000 }],
    });
    expect(await ok('cash/getCashDay', { day: today }, ad.token)).toMatchObject({
      currency: 'CLP',
      payments: { cash: 53000 },
      charged: [{ currency: 'CLP', amount: 53000 }],
    });
    expect(await ok('reports/getRevenueReport', { from: today, to: today }, ad.token)).toMatchObject({
      days: [{ day: today, currency: 'CLP', tickets: 1, charged: 53000 }],
      methods: [{ currency: 'CLP', paid: { cash: 53000 } }],
    });
  });

  it('a change of currency decided while the first ticket is priced fails instead of relabelling it; a refused price fixes nothing', async () => {
    const { organization, ad } = await freshOrganization('Lavado Carrera');
    // A price the ticket refuses (no such ticket) leaves the currency free.
    expect((await t.call('payments/priceTicket', { id: randomUUID(), amount: 1000, reason: 'Precio especial' }, ad.token)).status).toBe(
      404,
    );
    for (const currency of ['EUR', 'CLP']) expect((await t.call('billing/setCurrency', { currency }, ad.token)).status).toBe(200);
    await priceFull(53000, ad.token);

    // The change to EUR is decided (no ticket priced yet) and held before its append while a ticket is created and priced.
    let reachAppend!: () => void;
    let release!: () => void;
    const reached = new Promise<void>((resolve) => (reachAppend = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const append = t.store.append.bind(t.store);
    const spy = vi.spyOn(t.store, 'append').mockImplementation(async (streamId, events, options) => {
      if (streamId === `billing-${organization.id}` && events.some((event) => event.type === 'BillingCurrencySet')) {
        reachAppend();
        await held;
      }
      return append(streamId, events, options);
    });
    let id: string;
    try {
      const change = t.call('billing/setCurrency', { currency: 'EUR' }, ad.token);
      await reached;
      id = await newTicket(ad.token);
      release();
      const refused = await change;
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ msg: '¡No se puede cambiar la moneda: ya hay servicios con precio en CLP!' });
    } finally {
      release();
      spy.mockRestore();
    }
    expect(await ok('payments/getTicketMoney', { id }, ad.token)).toMatchObject({ currency: 'CLP', price: 53000 });
    expect(await ok('billing/getBillingSetup', {}, ad.token)).toMatchObject({ currency: 'CLP', currencyLocked: true });
  });

  it('a store whose currency changed before the rule shows each amount in its own currency, and refuses another change', async () => {
    const { organization, ad, em1 } = await freshOrganization('Lavado Dos Monedas');
    await ok('billing/setCommissionRule', { rule: { kind: 'percent', percent: 10 } }, ad.token);
    // As the app did before the rule: a ticket priced in CLP (no price list, priced straight on its stream)...
    const clp = await newTicket(ad.token);
    const metadata = () => ({
      organizationId: organization.id,
      actorId: ad.userId,
      actorRole: 'AD',
      commandId: randomUUID(),
      correlationId: 'test',
      at: new Date().toISOString(),
    });
    await t.store.append(
      `ticket-${clp}`,
      [
        {
          id: randomUUID(),
          type: 'TicketPriced',
          data: {
            ticketId: clp,
            organizationId: organization.id,
            serviceCode: 'FL',
            vehicleGroup: 'AUT',
            amount: 53000,
            currency: 'CLP',
            source: 'manual',
            reason: 'Antes de la regla',
          },
          metadata: metadata(),
        },
      ],
      { expected: 'any' },
    );
    await expect.poll(async () => (await money(clp, ad.token)).price, { timeout: 20_000 }).toBe(53000);
    // ...is enough to refuse a change now, though the billing stream never recorded it.
    expect((await t.call('billing/setCurrency', { currency: 'EUR' }, ad.token)).status).toBe(409);
    // ...then the currency changed to EUR, which the app allowed back then.
    await t.store.append(
      `billing-${organization.id}`,
      [{ id: randomUUID(), type: 'BillingCurrencySet', data: { organizationId: organization.id, currency: 'EUR' }, metadata: metadata() }],
      { expected: 'any' },
    );
    await expect.poll(async () => (await ok<{ currency: string }>('billing/getBillingSetup', {}, ad.token)).currency).toBe('EUR');
    const eur = await finishedTicket(1500, ad.token, em1.token);
    await ok('wash/setWashTicketState', { id: clp, status: 2 }, em1.token);
    await ok('wash/finishWashTicket', { id: clp }, em1.token);
    expect((await pay(clp, 53000, ad.token)).status).toBe(200);
    expect((await pay(eur, 1500, ad.token)).status).toBe(200);

    const unpaidOrPaid = await ok<{ currency: string; price: number }>('payments/getTicketMoney', { id: clp }, ad.token);
    expect(unpaidOrPaid).toMatchObject({ currency: 'CLP', price: 53000 });
    expect(await ok('reports/getMoneyToday', {}, ad.token)).toMatchObject({
      currency: 'EUR',
      byCurrency: expect.arrayContaining([
        { currency: 'EUR', revenue: 1500, charged: 1500 },
        { currency: 'CLP', revenue: 53000, charged: 53000 },
      ]),
    });
    const report = await ok<{ days: unknown[]; methods: unknown[] }>('reports/getRevenueReport', { from: today, to: today }, ad.token);
    expect(report.days).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ currency: 'CLP', tickets: 1, charged: 53000 }),
        expect.objectContaining({ currency: 'EUR', tickets: 1, charged: 1500 }),
      ]),
    );
    expect(report.methods).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ currency: 'CLP', paid: expect.objectContaining({ cash: 53000 }) }),
        expect.objectContaining({ currency: 'EUR', paid: expect.objectContaining({ cash: 1500 }) }),
      ]),
    );
    const commissions = await ok<{ washers: unknown[] }>('reports/getCommissionReport', { from: today, to: today }, ad.token);
    expect(commissions.washers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: em1.userId, currency: 'CLP', amount: 5300 }),
        expect.objectContaining({ userId: em1.userId, currency: 'EUR', amount: 150 }),
      ]),
    );
    // The drawer counts the organization's currency; the pesos are shown apart, never added to the euros.
    expect(await ok('cash/getCashDay', { day: today }, ad.token)).toMatchObject({
      currency: 'EUR',
      payments: { cash: 1500 },
      otherPayments: [{ currency: 'CLP', payments: { cash: 53000 } }],
      charged: expect.arrayContaining([
        { currency: 'EUR', amount: 1500 },
        { currency: 'CLP', amount: 53000 },
      ]),
    });
  });
});

describe('security review: commissions cannot be moved after the fact', () => {
  it('an EM cannot give itself a finished ticket of a closed day (EM1 101.700 → 99.000, EM2 1.800 → 4.500); an AD can, with a reason on the record', async () => {
    const { ad, em1, em2 } = await freshOrganization('Lavado Comisiones');
    await ok('billing/setCommissionRule', { rule: { kind: 'percent', percent: 30 } }, ad.token);
    await ok('billing/setPaymentPolicy', { employeesMayRecordPayments: true }, ad.token);
    await finishedTicket(330000, ad.token, em1.token);
    await finishedTicket(6000, ad.token, em2.token);
    const stolen = await finishedTicket(9000, ad.token, em1.token);
    expect((await pay(stolen, 9000, ad.token)).status).toBe(200);
    await closeToday(ad.token);
    expect(await commissionsOf(ad.token)).toEqual({ [em1.userId]: 101700, [em2.userId]: 1800 });

    const before = await t.countEvents();
    const byEmployee = await t.call('payments/setWashers', { id: stolen, washers: [{ userId: em2.userId, percent: 100 }] }, em2.token);
    expect(byEmployee.status).toBe(403);
    expect(byEmployee.body).toMatchObject({ msg: 'Solo un administrador puede cambiar los lavadores de un servicio finalizado.' });
    const withoutReason = await t.call('payments/setWashers', { id: stolen, washers: [{ userId: em2.userId, percent: 100 }] }, ad.token);
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.body).toMatchObject({
      msg: 'La caja del día en que finalizó el servicio ya está cerrada: indique el motivo del cambio.',
    });
    expect(await t.countEvents()).toBe(before);
    expect(await commissionsOf(ad.token)).toEqual({ [em1.userId]: 101700, [em2.userId]: 1800 });

    const reason = 'Luis lavó el auto; Ana quedó registrada por error';
    expect(
      (await t.call('payments/setWashers', { id: stolen, washers: [{ userId: em2.userId, percent: 100 }], reason }, ad.token)).status,
    ).toBe(200);
    expect(await commissionsOf(ad.token)).toEqual({ [em1.userId]: 99000, [em2.userId]: 4500 });
    const day = await ok<{ commissionChanges: unknown[] }>('cash/getCashDay', { day: today }, ad.token);
    expect(day.commissionChanges).toEqual([
      expect.objectContaining({
        ticketId: stolen,
        reason,
        before: [expect.objectContaining({ userId: em1.userId, percent: 100 })],
        after: [expect.objectContaining({ userId: em2.userId, percent: 100 })],
      }),
    ]);
    const history = await ok<{ type: string; details: string }[]>('wash/getTicketHistory', { id: stolen }, ad.token);
    expect(history.find((entry) => entry.type === 'TicketWashersSet')?.details).toContain(`Motivo: ${reason}`);
  });

  it('names as washers only active administrators and employees of the organization: anyone else is as unknown as a random id', async () => {
    const { ad, em1, em2, su } = await freshOrganization('Lavado Lavadores');
    await priceFull(8000, ad.token);
    const id = await newTicket(ad.token);
    await ok('admin/setUserState', { id: em2.userId, enable: 1 }, await t.login(ADMIN.identification, ADMIN.password));
    const nobody = await t.call('payments/setWashers', { id, washers: [{ userId: randomUUID(), percent: 100 }] }, ad.token);
    expect(nobody.status).toBe(404);
    const before = await t.countEvents();
    for (const userId of [su.userId, em2.userId, employeeB.userId, adB.userId]) {
      const refused = await t.call('payments/setWashers', { id, washers: [{ userId, percent: 100 }] }, ad.token);
      expect({ status: refused.status, msg: refused.body.msg }).toEqual({ status: nobody.status, msg: nobody.body.msg });
    }
    expect(await t.countEvents()).toBe(before);
    // Before the ticket is finished an employee may split it, with an AD among the washers.
    expect(
      await ok(
        'payments/setWashers',
        {
          id,
          washers: [
            { userId: em1.userId, percent: 50 },
            { userId: ad.userId, percent: 50 },
          ],
        },
        em1.token,
      ),
    ).toMatchObject({
      money: { washers: [expect.objectContaining({ userId: em1.userId }), expect.objectContaining({ userId: ad.userId })] },
    });
  });
});
