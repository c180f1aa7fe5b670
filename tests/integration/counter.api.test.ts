import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_MINUTES } from '@lavado/shared/wash/delivery-estimate';
import { billingStreamId } from '@lavado/shared/money/billing.events';
import { MAX_PRICES_PER_SAVE } from '@lavado/shared/money/money.schemas';
import { ADMIN, randomRut, startTestApp, type TestApp } from '../support/test-app';
import { newPlate, newServiceData, todayInSantiago } from '../support/wash-fixtures';

/**
 * The counter's calls (issue 19): a plate looked up without a 404 for a new one, each service's
 * typical time from the organization's history, the price a new ticket was charged, and the price
 * grid saved in one command.
 */
type User = Awaited<ReturnType<TestApp['createUser']>>;
type Setup = { prices: { serviceCode: string; vehicleGroup: string; amount: number; effectiveFrom: string; inForce: boolean }[] };

let t: TestApp;
let orgA: { id: string };
let orgB: { id: string };
let adA: User;
let emA: User;
let adB: User;
let sa: string;
const today = todayInSantiago();

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  orgA = await t.createOrganization(sa, { name: 'Lavado Mostrador A' });
  orgB = await t.createOrganization(sa, { name: 'Lavado Mostrador B' });
  adA = await t.createUser('AD', orgA.id);
  emA = await t.createUser('EM', orgA.id);
  adB = await t.createUser('AD', orgB.id);
});
afterAll(() => t.close());

async function ok<T = Record<string, unknown>>(path: string, body: unknown, token: string): Promise<T> {
  const answer = await t.call<T>(path, body, token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

const SPANISH = /\b(el|la|de|campo|Ingrese|Seleccione|debe|inválid[oa])\b/i;
const ENGLISH = /\b(Invalid|expected|received|Required|must|should|Unrecognized|undefined)\b/;

/** Every way a body may carry what no route takes (docs/security.md rule 30), in a field of `body`. */
const hostile = (body: Record<string, unknown>, field: string) => [
  { ...body, [field]: 'a\u0000b' },
  { ...body, [field]: 'a\ud800b' },
  { ...body, [field]: { nested: { deeper: [body[field]] } } },
  { ...body, [field]: [body[field]] },
];

describe('vehicle/lookUpPlate', () => {
  it('answers a registered vehicle with its owner, and a new plate with vehicle: null (no 404)', async () => {
    const client = await ok<{ client: { id: string } }>(
      'client/createClient',
      {
        client: {
          name: 'Juana Ríos',
          type: 'P',
          identification: randomRut(),
          contactName: 'Juana Ríos',
          clientAddress: 'Calle 1',
          clientEmail: 'juana@example.cl',
          clientPhone: 912345678,
        },
      },
      adA.token,
    );
    await ok(
      'vehicle/createClientsVehicle',
      { vehicle: { clientId: client.client.id, ppu: 'LKUP12', type: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul' } },
      adA.token,
    );

    for (const token of [adA.token, emA.token]) {
      expect(await ok('vehicle/lookUpPlate', { ppu: 'LKUP12' }, token)).toEqual({
        vehicle: expect.objectContaining({
          ppu: 'LKUP12',
          type: 'SED',
          brand: 'Kia',
          client: { id: client.client.id, name: 'Juana Ríos' },
        }),
      });
    }
    expect(await ok('vehicle/lookUpPlate', { ppu: 'NUEV12' }, adA.token)).toEqual({ vehicle: null });
    // The spec's own lookup still answers 404 'Sin Registro' for it.
    expect((await t.call('vehicle/getVehicleByPpu', { ppu: 'NUEV12' }, adA.token)).status).toBe(404);
  });

  it("answers another organization's plate as a new one, refuses a body naming another organization, the SA and bad plates", async () => {
    expect(await ok('vehicle/lookUpPlate', { ppu: 'LKUP12' }, adB.token)).toEqual({ vehicle: null });
    expect((await t.call('vehicle/lookUpPlate', { ppu: 'LKUP12', organizationId: orgA.id }, adB.token)).status).toBe(403);
    expect((await t.call('vehicle/lookUpPlate', { ppu: 'LKUP12' }, sa)).status).toBe(403);
    expect((await t.call('vehicle/lookUpPlate', { ppu: 'LKUP12' })).status).toBe(401);
    for (const body of hostile({ ppu: 'LKUP12' }, 'ppu')) {
      const answer = await t.call<{ msg: string }>('vehicle/lookUpPlate', body, adA.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.msg).toMatch(SPANISH);
      expect(answer.body.msg).not.toMatch(ENGLISH);
    }
  });
});

describe('wash/getTypicalServiceTimes', () => {
  it('gives every service the default hour without history, then the median wait plus the median wash of its history', async () => {
    const times = () => ok<{ serviceType: string; minutes: number; fromHistory: boolean }[]>('wash/getTypicalServiceTimes', {}, emA.token);
    expect(await times()).toEqual([
      { serviceType: 'BA', minutes: DEFAULT_SERVICE_MINUTES, fromHistory: false },
      { serviceType: 'FL', minutes: DEFAULT_SERVICE_MINUTES, fromHistory: false },
      { serviceType: 'EM', minutes: DEFAULT_SERVICE_MINUTES, fromHistory: false },
    ]);

    // Five Full washes that each waited 12 minutes and were washed for 45, two hours ago.
    try {
      for (let wash = 0; wash < 5; wash += 1) {
        t.clock.offsetMs = -120 * 60_000;
        const { id } = await ok<{ id: string }>('wash/createWashTicket', { data: newServiceData({ servicio: 'FL' }) }, adA.token);
        t.clock.offsetMs = -108 * 60_000;
        await ok('wash/setWashTicketState', { id, status: 2 }, emA.token);
        t.clock.offsetMs = -63 * 60_000;
        await ok('wash/finishWashTicket', { id }, emA.token);
      }
    } finally {
      t.clock.offsetMs = 0;
    }
    // 12 minutes fall in the (10, 15] bucket, 45 in (40, 50]: upper bounds, so the promise leans late.
    await expect
      .poll(async () => (await times()).find((time) => time.serviceType === 'FL'))
      .toEqual({
        serviceType: 'FL',
        minutes: 15 + 50,
        fromHistory: true,
      });
    expect(await ok('wash/getTypicalServiceTimes', {}, adB.token)).toEqual([
      { serviceType: 'BA', minutes: DEFAULT_SERVICE_MINUTES, fromHistory: false },
      { serviceType: 'FL', minutes: DEFAULT_SERVICE_MINUTES, fromHistory: false },
      { serviceType: 'EM', minutes: DEFAULT_SERVICE_MINUTES, fromHistory: false },
    ]);
  });

  it('is for members only, of their own organization', async () => {
    expect((await t.call('wash/getTypicalServiceTimes', {}, sa)).status).toBe(403);
    expect((await t.call('wash/getTypicalServiceTimes', {})).status).toBe(401);
    expect((await t.call('wash/getTypicalServiceTimes', { organizationId: orgA.id }, adB.token)).status).toBe(403);
    expect((await t.call('wash/getTypicalServiceTimes', { organizationId: 'a\u0000b' }, adA.token)).status).toBe(400);
  });
});

describe('wash/createWashTicket', () => {
  it('answers the price the ticket was charged from the list, or null without one', async () => {
    const unpriced = await ok<{ price: unknown }>(
      'wash/createWashTicket',
      { data: newServiceData({ servicio: 'EM', vehicleType: 'SUV' }) },
      emA.token,
    );
    expect(unpriced.price).toBeNull();
    await ok('billing/setPrices', { effectiveFrom: today, prices: [{ serviceCode: 'EM', vehicleGroup: 'OTR', amount: 25000 }] }, adA.token);
    const priced = await ok<{ price: unknown }>(
      'wash/createWashTicket',
      { data: newServiceData({ servicio: 'EM', vehicleType: 'SUV' }) },
      emA.token,
    );
    expect(priced.price).toEqual({ amount: 25000, currency: 'CLP' });
  });
});

describe('billing/setPrices', () => {
  const nine = (base: number) =>
    ['BA', 'FL', 'EM'].flatMap((serviceCode, row) =>
      ['AUT', 'CAM', 'OTR'].map((vehicleGroup, column) => ({ serviceCode, vehicleGroup, amount: base + 1000 * (row * 3 + column) })),
    );

  it('sets nine prices in one command, as nine PriceSet events on the billing stream, and a ticket is priced from them', async () => {
    const before = await t.countEvents();
    const answer = await ok<{ msg: string; setup: Setup }>('billing/setPrices', { effectiveFrom: today, prices: nine(10000) }, adB.token);
    expect(answer.msg).toBe('Precios guardados.');
    expect(await t.countEvents()).toBe(before + 9);
    expect(answer.setup.prices.filter((price) => price.inForce)).toHaveLength(9);
    expect(answer.setup.prices).toContainEqual({
      serviceCode: 'EM',
      vehicleGroup: 'OTR',
      amount: 18000,
      effectiveFrom: today,
      inForce: true,
    });
    const stream = await t.store.read(billingStreamId(orgB.id));
    expect(stream.map((event) => event.type)).toEqual(Array(9).fill('PriceSet'));

    // The same nine again change nothing; one changed cell is one event.
    expect((await t.call('billing/setPrices', { effectiveFrom: today, prices: nine(10000) }, adB.token)).status).toBe(200);
    expect(await t.countEvents()).toBe(before + 9);
    const changed = nine(10000).map((cell, index) => (index === 4 ? { ...cell, amount: 99000 } : cell));
    await ok('billing/setPrices', { effectiveFrom: today, prices: changed }, adB.token);
    expect(await t.countEvents()).toBe(before + 10);
  });

  it('a retry with the same Idempotency-Key appends nothing more', async () => {
    const key = { 'idempotency-key': crypto.randomUUID() };
    const body = { effectiveFrom: today, prices: nine(30000) };
    const first = await t.call('billing/setPrices', body, adA.token, key);
    expect(first.status).toBe(200);
    const after = await t.countEvents();
    const retry = await t.call('billing/setPrices', body, adA.token, key);
    expect(retry.status).toBe(200);
    expect(await t.countEvents()).toBe(after);
  });

  it('refuses in Spanish, appending nothing: decimals, zero, an unknown service or group, a cell twice, no cell, too many cells', async () => {
    const before = await t.countEvents();
    const cell = { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 12000 };
    const refusals: [unknown, number, string | RegExp][] = [
      [{ effectiveFrom: today, prices: [{ ...cell, amount: 12000.5 }] }, 400, /entero/],
      [{ effectiveFrom: today, prices: [{ ...cell, amount: 0 }] }, 400, 'El monto debe ser mayor que cero.'],
      [{ effectiveFrom: today, prices: [{ ...cell, amount: -5 }] }, 400, 'El monto debe ser mayor que cero.'],
      [{ effectiveFrom: today, prices: [{ ...cell, amount: '12000' }] }, 400, /monto/i],
      [{ effectiveFrom: today, prices: [cell, { ...cell, serviceCode: 'X9' }] }, 404, 'El servicio no existe.'],
      [{ effectiveFrom: today, prices: [{ ...cell, vehicleGroup: 'BUS' }] }, 400, 'Seleccione un grupo de vehículos.'],
      [
        { effectiveFrom: today, prices: [cell, { ...cell, amount: 13000 }] },
        400,
        'Cada servicio y grupo de vehículos puede tener un solo precio por guardado.',
      ],
      [{ effectiveFrom: today, prices: [] }, 400, 'Ingrese al menos un precio.'],
      [
        { effectiveFrom: today, prices: Array.from({ length: MAX_PRICES_PER_SAVE + 1 }, () => cell) },
        400,
        `Máximo ${MAX_PRICES_PER_SAVE} precios por guardado.`,
      ],
      [{ effectiveFrom: '0000-01-01', prices: [cell] }, 400, /fecha/i],
      [{ effectiveFrom: today, prices: [{ ...cell, extra: true }] }, 400, /campo|extra/i],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await t.call<{ msg: string }>('billing/setPrices', body, adA.token);
      expect({ status: answer.status, body }).toEqual({ status, body });
      expect(answer.body.msg).toMatch(
        message instanceof RegExp ? message : new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
    }
    for (const body of [
      ...hostile({ effectiveFrom: today, prices: [cell] }, 'effectiveFrom'),
      ...hostile(cell, 'serviceCode').map((hostileCell) => ({ effectiveFrom: today, prices: [hostileCell] })),
    ]) {
      const answer = await t.call<{ msg: string }>('billing/setPrices', body, adA.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.msg).toMatch(SPANISH);
      expect(answer.body.msg).not.toMatch(ENGLISH);
    }
    expect(await t.countEvents()).toBe(before);
  });

  it('is the AD’s alone, for their own organization', async () => {
    const before = await t.countEvents();
    const body = { effectiveFrom: today, prices: [{ serviceCode: 'FL', vehicleGroup: 'AUT', amount: 1 }] };
    expect((await t.call('billing/setPrices', body, emA.token)).status).toBe(403);
    expect((await t.call('billing/setPrices', body, sa)).status).toBe(403);
    expect((await t.call('billing/setPrices', body)).status).toBe(401);
    expect((await t.call('billing/setPrices', { ...body, organizationId: orgA.id }, adB.token)).status).toBe(403);
    expect(await t.countEvents()).toBe(before);
  });
});

describe('a plate that is new to the organization', () => {
  it('is looked up and then created as a ticket, after which it is known', async () => {
    const plate = newPlate('NW');
    expect(await ok('vehicle/lookUpPlate', { ppu: plate }, emA.token)).toEqual({ vehicle: null });
    await ok('wash/createWashTicket', { data: newServiceData({ ppu: plate, vehicleType: 'CAD' }) }, emA.token);
    expect(await ok('vehicle/lookUpPlate', { ppu: plate }, emA.token)).toMatchObject({
      vehicle: { ppu: plate, type: 'CAD', client: null },
    });
  });
});
