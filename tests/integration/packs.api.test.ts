import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packMessages } from '@lavado/shared/packs/pack.decider';
import { ticketBillingMessages } from '@lavado/shared/money/ticket-billing.decider';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';
import { newPlate, newServiceData, todayInSantiago } from '../support/wash-fixtures';

type Pack = { packId: string; left: number; used: number; status: string; plate: string; amount: number };
type Amounts = { cash: number; debit: number };
type CashDay = { payments: Amounts; expected: Amounts };

let t: TestApp;
let orgA: { id: string };
let orgB: { id: string };
let adA: Awaited<ReturnType<TestApp['createUser']>>;
let adB: Awaited<ReturnType<TestApp['createUser']>>;
let ana: Awaited<ReturnType<TestApp['createUser']>>;
let supervisor: Awaited<ReturnType<TestApp['createUser']>>;
const today = todayInSantiago();

beforeAll(async () => {
  t = await startTestApp();
  const sa = await t.login(ADMIN.identification, ADMIN.password);
  orgA = await t.createOrganization(sa, { name: 'Lavado A' });
  orgB = await t.createOrganization(sa, { name: 'Lavado B' });
  adA = await t.createUser('AD', orgA.id);
  adB = await t.createUser('AD', orgB.id);
  ana = await t.createUser('EM', orgA.id);
  supervisor = await t.createUser('SU', orgA.id);
  await ok('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 12990, effectiveFrom: today }, adA.token);
  await ok('billing/setPaymentPolicy', { employeesMayRecordPayments: true }, adA.token);
});
afterAll(() => t.close());

async function ok<T = Record<string, unknown>>(path: string, body: Record<string, unknown>, token: string): Promise<T> {
  const answer = await t.call<T>(path, body, token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}
const offerPack = async (washes: number, token = adA.token) => {
  const { setup } = await ok<{ setup: { offers: { offerId: string; washes: number }[] } }>(
    'packs/offerPack',
    { name: `Pack ${washes} lavados`, serviceCodes: ['FL', 'BA'], washes, price: 10000 * washes, validDays: 90 },
    token,
  );
  return setup.offers.find((offer) => offer.washes === washes)!.offerId;
};
const sellPack = async (offerId: string, plate: string, token = adA.token) =>
  (await ok<{ pack: Pack }>('packs/sellPack', { offerId, plate, paymentId: randomUUID(), method: 'debit', boleta: '555' }, token)).pack;
const newTicket = async (plate: string, token = adA.token, servicio = 'FL') =>
  (await ok<{ id: string }>('wash/createWashTicket', { data: newServiceData({ ppu: plate, servicio, vehicleType: 'SED' }) }, token)).id;
const cashDay = (token = adA.token) => ok<CashDay>('cash/getCashDay', { day: today }, token);
const money = (id: string) => ok<{ charged: number; balance: number }>('payments/getTicketMoney', { id }, adA.token);

describe('packs at the counter', () => {
  it('an AD offers a pack, the counter sells it to a plate as a payment of the day, and each tap uses one wash down to zero', async () => {
    const offerId = await offerPack(2);
    const plate = newPlate();
    const before = await cashDay();
    const pack = await sellPack(offerId, plate.toLowerCase(), ana.token);
    expect(pack).toMatchObject({ plate, left: 2, used: 0, status: 'active', amount: 20000 });
    expect((await cashDay()).payments.debit).toBe(before.payments.debit + 20000);

    const balance = await ok<{ packs: Pack[] }>('packs/getPlatePacks', { plate }, ana.token);
    expect(balance.packs.map((entry) => entry.left)).toEqual([2]);

    for (const left of [1, 0]) {
      const ticket = await newTicket(plate, ana.token);
      const used = await ok<{ pack: Pack }>('packs/usePack', { packId: pack.packId, ticketId: ticket }, ana.token);
      expect(used.pack).toMatchObject({ left, used: 2 - left });
      expect(await money(ticket)).toMatchObject({ charged: 0, balance: 0 });
      // Nothing to collect: a payment for it is refused.
      const payment = await t.call(
        'payments/recordPayment',
        { id: ticket, paymentId: randomUUID(), method: 'cash', amount: 100, boleta: '1' },
        ana.token,
      );
      expect(payment.status).toBe(409);
      // The same tap again is the wash already taken.
      expect((await ok<{ pack: Pack }>('packs/usePack', { packId: pack.packId, ticketId: ticket }, ana.token)).pack.left).toBe(left);
    }
    const third = await newTicket(plate, ana.token);
    const empty = await t.call<{ msg: string }>('packs/usePack', { packId: pack.packId, ticketId: third }, ana.token);
    expect(empty).toMatchObject({ status: 409, body: { msg: packMessages.empty } });
    expect((await money(third)).balance).toBe(12990);
  });

  it('two uses racing for the last wash: one takes it, the other is refused, the balance never goes below zero', async () => {
    const offerId = await offerPack(1);
    const plate = newPlate();
    const pack = await sellPack(offerId, plate);
    const tickets = await Promise.all([1, 2, 3, 4, 5].map(() => newTicket(plate)));
    const answers = await Promise.all(tickets.map((ticketId) => t.call('packs/usePack', { packId: pack.packId, ticketId }, adA.token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const charged = await Promise.all(tickets.map(async (ticket) => (await money(ticket)).charged));
    expect(charged.filter((amount) => amount === 0)).toHaveLength(1);
    const [after] = (await ok<{ packs: Pack[] }>('packs/getPlatePacks', { plate }, adA.token)).packs;
    expect(after).toMatchObject({ used: 1, left: 0, status: 'empty' });
  });

  it('a pack covers only its plate and services, and another organization behaves as if it did not exist', async () => {
    const offerId = await offerPack(3);
    const pack = await sellPack(offerId, newPlate());
    const otherPlate = await newTicket(newPlate());
    expect(await t.call('packs/usePack', { packId: pack.packId, ticketId: otherPlate }, adA.token)).toMatchObject({
      status: 409,
      body: { msg: packMessages.otherPlate },
    });
    const ticketB = await newTicket(newPlate(), adB.token);
    expect((await t.call('packs/usePack', { packId: pack.packId, ticketId: ticketB }, adB.token)).status).toBe(404);
    expect(await t.call('packs/usePack', { packId: pack.packId, ticketId: otherPlate }, adB.token)).toMatchObject({
      status: 404,
      body: { msg: ticketBillingMessages.notFound },
    });
    expect((await t.call('packs/expirePack', { packId: pack.packId, reason: 'x' }, adB.token)).status).toBe(404);
    expect(
      (await t.call('packs/sellPack', { offerId, plate: newPlate(), paymentId: randomUUID(), method: 'cash', boleta: '1' }, adB.token))
        .status,
    ).toBe(404);
    expect(await ok<unknown[]>('packs/getSoldPacks', {}, adB.token)).toEqual([]);
  });

  it('roles: only an AD defines, expires and refunds; the supervisor sells nothing', async () => {
    const offerId = await offerPack(3);
    const pack = await sellPack(offerId, newPlate());
    const before = await t.countEvents();
    expect(
      (await t.call('packs/offerPack', { name: 'X', serviceCodes: ['FL'], washes: 2, price: 1000, validDays: 10 }, ana.token)).status,
    ).toBe(403);
    expect((await t.call('packs/expirePack', { packId: pack.packId, reason: 'x' }, ana.token)).status).toBe(403);
    expect(
      (
        await t.call(
          'packs/refundPack',
          { packId: pack.packId, paymentId: randomUUID(), method: 'cash', amount: 1, reason: 'x' },
          ana.token,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call(
          'packs/sellPack',
          { offerId, plate: newPlate(), paymentId: randomUUID(), method: 'cash', boleta: '1' },
          supervisor.token,
        )
      ).status,
    ).toBe(403);
    expect(await t.countEvents()).toBe(before);
  });

  it('an AD expires a pack or refunds it with a reason; the refund is money out of the day’s cash', async () => {
    const offerId = await offerPack(4);
    const expiring = await sellPack(offerId, newPlate());
    const noReason = await t.call<{ msg: string }>('packs/expirePack', { packId: expiring.packId, reason: ' ' }, adA.token);
    expect(noReason).toMatchObject({ status: 400, body: { msg: 'Debe ingresar un motivo.' } });
    const expired = await ok<{ pack: Pack }>('packs/expirePack', { packId: expiring.packId, reason: 'Vendido por error' }, adA.token);
    expect(expired.pack).toMatchObject({ status: 'expired', left: 0 });
    const plate = newPlate();
    const refunding = await sellPack(offerId, plate);
    const before = await cashDay();
    const tooMuch = await t.call<{ msg: string }>(
      'packs/refundPack',
      { packId: refunding.packId, paymentId: randomUUID(), method: 'cash', amount: 40001, reason: 'Se mudó' },
      adA.token,
    );
    expect(tooMuch).toMatchObject({ status: 400, body: { msg: packMessages.refundTooHigh('$40.000') } });
    const refunded = await ok<{ pack: Pack }>(
      'packs/refundPack',
      { packId: refunding.packId, paymentId: randomUUID(), method: 'cash', amount: 15000, reason: 'Se mudó' },
      adA.token,
    );
    expect(refunded.pack).toMatchObject({ status: 'refunded', left: 0 });
    const after = await cashDay();
    expect(after.payments.cash).toBe(before.payments.cash - 15000);
    const ticket = await newTicket(plate);
    expect(await t.call('packs/usePack', { packId: refunding.packId, ticketId: ticket }, adA.token)).toMatchObject({
      status: 409,
      body: { msg: packMessages.refunded },
    });
  });

  it('the loyalty rule makes exactly the Nth wash of a service free for a plate', async () => {
    await ok('packs/setLoyaltyRule', { serviceCode: 'FL', every: 3 }, adA.token);
    const plate = newPlate();
    const first = await newTicket(plate);
    expect(await t.call('packs/applyLoyalty', { ticketId: first }, adA.token)).toMatchObject({
      status: 409,
      body: { msg: ticketBillingMessages.notFreeByLoyalty },
    });
    await newTicket(plate);
    const next = await ok<{ loyalty: { serviceCode: string; nextWash: number; nextIsFree: boolean }[] }>(
      'packs/getPlatePacks',
      { plate },
      ana.token,
    );
    expect(next.loyalty).toEqual([{ serviceCode: 'FL', every: 3, nextWash: 3, nextIsFree: true }]);
    const third = await newTicket(plate);
    await ok('packs/applyLoyalty', { ticketId: third }, ana.token);
    expect(await money(third)).toMatchObject({ charged: 0, balance: 0 });
    await ok('packs/setLoyaltyRule', { serviceCode: 'FL', every: 0 }, adA.token);
  });

  it('hostile input is refused in Spanish and appends nothing', async () => {
    const offerId = await offerPack(5);
    const before = await t.countEvents();
    const bodies: [string, Record<string, unknown>][] = [
      ['packs/offerPack', { name: 'A\u0000B', serviceCodes: ['FL'], washes: 2, price: 1000, validDays: 10 }],
      ['packs/offerPack', { name: 'Pack', serviceCodes: ['FL'], washes: 0, price: 1000, validDays: 10 }],
      ['packs/offerPack', { name: 'Pack', serviceCodes: ['FL'], washes: 2, price: 10.5, validDays: 10 }],
      ['packs/offerPack', { name: 'Pack', serviceCodes: ['ZZ'], washes: 2, price: 1000, validDays: 10 }],
      ['packs/offerPack', { name: '\ud800', serviceCodes: ['FL'], washes: 2, price: 1000, validDays: 10 }],
      ['packs/sellPack', { offerId, plate: 'NOPE', paymentId: randomUUID(), method: 'cash', boleta: '1' }],
      ['packs/sellPack', { offerId, plate: newPlate(), paymentId: randomUUID(), method: 'bitcoin', boleta: '1' }],
      ['packs/sellPack', { offerId: 'x', plate: newPlate(), paymentId: randomUUID(), method: 'cash', boleta: '1' }],
      ['packs/refundPack', { packId: randomUUID(), paymentId: randomUUID(), method: 'cash', amount: -5, reason: 'x' }],
      ['packs/setLoyaltyRule', { serviceCode: 'FL', every: 1 }],
    ];
    for (const [path, body] of bodies) {
      const answer = await t.call<{ msg: string }>(path, body, adA.token);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.msg).toMatch(/[a-záéíóúñ]/i);
    }
    const unknownOffer = await t.call(
      'packs/sellPack',
      { offerId: randomUUID(), plate: newPlate(), paymentId: randomUUID(), method: 'cash', boleta: '1' },
      adA.token,
    );
    expect(unknownOffer).toMatchObject({ status: 404, body: { msg: packMessages.offerNotFound } });
    expect(await t.countEvents()).toBe(before);
  });
});
