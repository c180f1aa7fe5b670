import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tryAcquireLease } from '@lavado/projections/runner/lease';
import { CLIENT_RETENTION_LEASE, sweepClientRetention } from '../../command-api/src/clients/client-retention.job';
import { randomRut, startTestApp, type TestApp } from '../support/test-app';
import { newPlate, newServiceData } from '../support/wash-fixtures';

/**
 * The retention of inactive clients (docs/privacy.md, "Plazo de conservación"): the AD's setting,
 * and the job that erases, on a controlled clock, the clients past it.
 */

const DAY_MS = 24 * 3600 * 1000;
const MONTH_MS = 31 * DAY_MS;

let t: TestApp;
let cast: Awaited<ReturnType<TestApp['twoOrganizations']>>;

async function createClient(token: string, name: string) {
  const client = {
    name,
    type: 'P',
    identification: randomRut(),
    clientEmail: `${randomUUID().slice(0, 8)}@cliente.cl`,
    clientPhone: 912345678,
  };
  const answer = await t.call<{ client: { id: string } }>('client/createClient', { client }, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.client.id;
}

const erasedAt = async (clientId: string) =>
  (await t.pool.query<{ erased_at: Date | null }>('select erased_at from clients where id = $1', [clientId])).rows[0]?.erased_at ?? null;

beforeAll(async () => {
  t = await startTestApp();
  cast = await t.twoOrganizations('Lavado Conserva');
});
afterAll(async () => {
  await t?.close();
});

describe('organization/getClientRetention and organization/setClientRetention', () => {
  it('answers the default of 24 months until the AD sets another, within 6 to 120', async () => {
    expect((await t.call('organization/getClientRetention', {}, cast.admin.token)).body).toEqual({ months: 24 });
    const set = await t.call<{ msg: string; months: number }>('organization/setClientRetention', { months: 12 }, cast.admin.token);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ msg: 'Plazo de conservación guardado.', months: 12 });
    expect((await t.call('organization/getClientRetention', {}, cast.admin.token)).body).toEqual({ months: 12 });
    // The neighbour's setting is its own.
    expect((await t.call('organization/getClientRetention', {}, cast.otherAdmin.token)).body).toEqual({ months: 24 });
    const { rows } = await t.pool.query<{ description: string }>(
      `select description from logs where event_type = 'OrganizationClientRetentionSet' and organization_id = $1`,
      [cast.organizationId],
    );
    expect(rows.map((row) => row.description)).toEqual([expect.stringContaining('(12 meses)')]);
  });

  it('setting the same months again appends nothing', async () => {
    const before = await t.countEvents();
    expect((await t.call('organization/setClientRetention', { months: 12 }, cast.admin.token)).status).toBe(200);
    expect(await t.countEvents()).toBe(before);
  });

  it('refuses months out of range, a fraction or a string with a Spanish 400, and an EM with 403, appending nothing', async () => {
    const before = await t.countEvents();
    for (const months of [5, 121, 12.5, '12', null]) {
      const answer = await t.call<{ msg: string }>('organization/setClientRetention', { months }, cast.admin.token);
      expect(answer.status, String(months)).toBe(400);
      if (typeof months === 'number') expect(answer.body.msg).toContain('Entre 6 y 120 meses.');
    }
    expect((await t.call('organization/setClientRetention', { months: 12, extra: true }, cast.admin.token)).status).toBe(400);
    expect((await t.call('organization/setClientRetention', { months: 36 }, cast.employee.token)).status).toBe(403);
    expect((await t.call('organization/getClientRetention', {}, cast.employee.token)).status).toBe(403);
    // Another organization's id in the body is refused outright.
    expect(
      (await t.call('organization/setClientRetention', { organizationId: cast.otherOrganizationId, months: 36 }, cast.admin.token)).status,
    ).toBe(403);
    expect(await t.countEvents()).toBe(before);
  });
});

describe('the retention job', () => {
  it('erases the inactive clients past their organization’s retention, keeps the others, and a second run changes nothing', async () => {
    // Today (the clock at its real time): cast's organization keeps 12 months (above), the neighbour 24 (the default).
    const inactive = await createClient(cast.admin.token, 'Cliente Inactivo');
    const neighbours = await createClient(cast.otherAdmin.token, 'Cliente Vecino');
    const withOpenTicket = await createClient(cast.admin.token, 'Cliente Con Servicio Abierto');
    const ppu = newPlate('RT');
    const vehicle = { clientId: withOpenTicket, ppu, type: 'SED', brand: 'Kia', model: 'Rio', color: 'Gris' };
    expect((await t.call('vehicle/createClientsVehicle', { vehicle }, cast.admin.token)).status).toBe(200);
    const ticket = await t.call(
      'wash/createWashTicket',
      { data: newServiceData({ ppu, clientId: withOpenTicket, vehicleType: 'SED' }) },
      cast.admin.token,
    );
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);

    // Eleven months later a client registers: active.
    t.clock.offsetMs = 11 * MONTH_MS;
    const admin = await t.login(cast.admin.identification, cast.admin.password);
    const recent = await createClient(admin, 'Cliente Reciente');

    // Thirteen months after the start: past 12 months for the first three, not for the recent one nor past 24 for the neighbour's.
    const now = new Date(Date.now() + 13 * MONTH_MS);
    const before = await t.countEvents();
    expect(await sweepClientRetention(t.deps, now)).toEqual({ ran: true, erased: 1 });
    expect(await erasedAt(inactive)).not.toBeNull();
    for (const kept of [withOpenTicket, recent, neighbours]) expect(await erasedAt(kept)).toBeNull();

    const { rows } = await t.pool.query<{ data: { reason: string }; metadata: { actorId: string | null } }>(
      `select data, metadata from events where stream_id = $1 and type = 'ClientErased'`,
      [`client-${inactive}`],
    );
    expect(rows).toEqual([expect.objectContaining({ data: expect.objectContaining({ reason: 'retention' }) })]);
    const logged = await t.pool.query<{ description: string }>(
      `select description from logs where event_type = 'ClientErased' and subject_id = $1`,
      [inactive],
    );
    expect(logged.rows.map((row) => row.description)).toEqual([expect.stringContaining('(plazo de conservación cumplido)')]);
    const listed = await t.call<Array<{ id: string }>>('client/getOrganizationClients', {}, admin);
    expect(listed.body.map((row) => row.id)).not.toContain(inactive);

    const afterFirst = await t.countEvents();
    expect(afterFirst).toBeGreaterThan(before);
    expect(await sweepClientRetention(t.deps, now)).toEqual({ ran: true, erased: 0 });
    expect(await t.countEvents()).toBe(afterFirst);

    // Twenty-five months on, the neighbour's client is past its 24; the open ticket still keeps its client.
    expect(await sweepClientRetention(t.deps, new Date(Date.now() + 25 * MONTH_MS))).toEqual({ ran: true, erased: 2 });
    expect(await erasedAt(neighbours)).not.toBeNull();
    expect(await erasedAt(recent)).not.toBeNull();
    expect(await erasedAt(withOpenTicket)).toBeNull();
  });

  it('keeps a client with an unpaid balance or a prepaid pack still usable, and erases one with neither', async () => {
    t.clock.offsetMs = 0;
    const admin = await t.login(cast.admin.identification, cast.admin.password);
    const washer = await t.login(cast.employee.identification, cast.employee.password);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(t.clock.now());
    expect(
      (await t.call('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 15_990, effectiveFrom: today }, admin)).status,
    ).toBe(200);
    const withVehicle = async (name: string) => {
      const clientId = await createClient(admin, name);
      const ppu = newPlate('RP');
      const vehicle = { clientId, ppu, type: 'SED', brand: 'Kia', model: 'Rio', color: 'Gris' };
      expect((await t.call('vehicle/createClientsVehicle', { vehicle }, admin)).status).toBe(200);
      return { clientId, ppu };
    };
    const debtor = await withVehicle('Cliente Con Deuda');
    const ticket = await t.call<{ id: string }>(
      'wash/createWashTicket',
      { data: newServiceData({ ppu: debtor.ppu, clientId: debtor.clientId, vehicleType: 'SED' }) },
      admin,
    );
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    expect((await t.call('wash/setWashTicketState', { id: ticket.body.id, status: 2 }, washer)).status).toBe(200);
    expect((await t.call('wash/finishWashTicket', { id: ticket.body.id }, washer)).status).toBe(200);
    const packHolder = await withVehicle('Cliente Con Pack');
    const done = await withVehicle('Cliente Sin Pendientes');

    // A year on, a pack is sold on the pack holder's plate: it is no service, but it can still be used a month later.
    t.clock.offsetMs = 12 * MONTH_MS;
    const later = await t.login(cast.admin.identification, cast.admin.password);
    const offer = await t.call<{ setup: { offers: { offerId: string; washes: number }[] } }>(
      'packs/offerPack',
      { name: 'Pack 5 lavados', serviceCodes: ['FL'], washes: 5, price: 50_000, validDays: 90 },
      later,
    );
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    const offerId = offer.body.setup.offers.find((one) => one.washes === 5)!.offerId;
    const sold = await t.call(
      'packs/sellPack',
      { offerId, plate: packHolder.ppu, paymentId: randomUUID(), method: 'debit', boleta: '777' },
      later,
    );
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);

    expect(await sweepClientRetention(t.deps, new Date(Date.now() + 13 * MONTH_MS))).toEqual({ ran: true, erased: 1 });
    expect(await erasedAt(done.clientId)).not.toBeNull();
    expect(await erasedAt(debtor.clientId)).toBeNull();
    expect(await erasedAt(packHolder.clientId)).toBeNull();
  });

  it('waits for the read models before erasing: a ticket created an instant before the pass keeps its client', async () => {
    t.clock.offsetMs = 0;
    const admin = await t.login(cast.admin.identification, cast.admin.password);
    const returning = await createClient(admin, 'Cliente Que Vuelve');
    const ppu = newPlate('RV');
    const vehicle = { clientId: returning, ppu, type: 'SED', brand: 'Kia', model: 'Rio', color: 'Gris' };
    expect((await t.call('vehicle/createClientsVehicle', { vehicle }, admin)).status).toBe(200);

    // A transaction left open on the server holds every runner back (they read the log only up to the
    // oldest open transaction), and the ticket below is stored for the runners, as during a rebuild or
    // a catch-up (not applied in its own transaction): it is stored, but no projector has applied it yet.
    const blocker = await t.pool.connect();
    const inline = t.deps.inline;
    t.deps.inline = undefined;
    try {
      await blocker.query('begin');
      await blocker.query('select txid_current()');
      const created = t.call('wash/createWashTicket', { data: newServiceData({ ppu, clientId: returning, vehicleType: 'SED' }) }, admin);
      await expect
        .poll(
          async () =>
            (await t.pool.query(`select 1 from events where type = 'TicketCreated' and data->>'clientId' = $1`, [returning])).rowCount,
        )
        .toBe(1);
      expect((await t.pool.query(`select 1 from wash_records where client_id = $1`, [returning])).rowCount).toBe(0);

      const sweep = sweepClientRetention(t.deps, new Date(Date.now() + 200 * MONTH_MS));
      // The read models stay behind while the sweep has started: it must wait for them, not decide from them.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await blocker.query('commit');
      await sweep;
      expect((await created).status).toBe(200);
      expect(await erasedAt(returning)).toBeNull();
    } finally {
      t.deps.inline = inline;
      await blocker.query('rollback').catch(() => undefined);
      blocker.release();
    }
  });

  it('does nothing while another node holds the lease', async () => {
    t.clock.offsetMs = 0;
    const waiting = await createClient(await t.login(cast.admin.identification, cast.admin.password), 'Cliente En Espera');
    const lease = await tryAcquireLease(t.pool, CLIENT_RETENTION_LEASE);
    expect(lease).not.toBeNull();
    try {
      expect(await sweepClientRetention(t.deps, new Date(Date.now() + 200 * MONTH_MS))).toEqual({ ran: false });
      expect(await erasedAt(waiting)).toBeNull();
    } finally {
      await lease!.release();
    }
    expect(await sweepClientRetention(t.deps, new Date(Date.now() + 200 * MONTH_MS))).toMatchObject({ ran: true });
    expect(await erasedAt(waiting)).not.toBeNull();
  });
});
