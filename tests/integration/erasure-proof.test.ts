import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectors } from '@lavado/projections/projectors/index';
import { rebuildProjector } from '@lavado/projections/runner/rebuild';
import type { Pool } from '@lavado/shared/db/pool';
import { createLogger } from '@lavado/shared/logger';
import { ERASED_LOG_DESCRIPTION, erasedForms } from '@lavado/shared/privacy/erased-forms';
import { formatRut } from '@lavado/shared/validation/rut';
import { capturedLog, dumpDatabase, valuesFoundIn } from '../support/dump';
import { ADMIN, randomRut, startTestApp, type TestApp } from '../support/test-app';
import { newServiceData, todayInSantiago } from '../support/wash-fixtures';

/**
 * THE PROOF of erasure (docs/privacy.md, "Borrar a una persona"): a client with a unique name, RUT,
 * phone, e-mail, address, plate and observations goes through tickets, payments, the history, the
 * logs, the exports' lists and the customer page; the AD erases them; then neither the whole
 * database (pg_dump: every table, every column) nor the app's log output holds any of those values
 * in readable form, every projector rebuilds to the same rows, and the day's money and commissions
 * are what they were.
 */

const mark = randomUUID().slice(0, 8);
const letters = 'BCDFGHJKLPRSTVWXYZ';
const person = {
  name: `Eustaquia Borrable ${mark}`,
  identification: randomRut(),
  contactName: `Contacto Borrable ${mark}`,
  clientAddress: `Calle Olvido ${mark} 77`,
  clientEmail: `eb.${mark}@borrable.cl`,
  clientPhone: 900_000_000 + randomInt(99_999_999),
  ppu: `${letters[randomInt(letters.length)]}${letters[randomInt(letters.length)]}${String(1000 + randomInt(9000))}`,
  ownerName: `Dueña Borrable ${mark}`,
  driver: `Chofer Borrable ${mark}`,
  observations: `Abolladura en la puerta ${mark}`,
};
/** Every readable form a value may take: as typed, as stored, as the logs and lists print it. */
const readableForms = () => [
  person.name,
  person.identification,
  formatRut(person.identification),
  person.contactName,
  person.clientAddress,
  person.clientEmail,
  String(person.clientPhone),
  person.ppu,
  person.ownerName,
  person.driver,
  person.observations,
];
const found = (text: string) => valuesFoundIn(readableForms(), text);

/** The app's log output, as every part wrote it (debug and above). */
const { output: logOutput, sink: logSink } = capturedLog();

let t: TestApp;
let sa: string;
let ad: string;
let organizationId: string;
let clientId: string;
let ticketId: string;
let otherTicket: string;

const ok = <T = Record<string, unknown>>(path: string, body: unknown, token: string | null) => t.callOk<T>(path, body, token ?? undefined);

async function rebuildEveryProjector(pool: Pool): Promise<void> {
  for (const projector of projectors) await rebuildProjector(projector, { pool, store: t.store, logger: createLogger('silent') });
}

async function readModels(pool: Pool): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of projectors.flatMap((projector) => projector.tables)) {
    const name = pg.escapeIdentifier(table);
    rows[table] = (await pool.query(`select * from ${name} order by ${name}::text`)).rows;
  }
  return rows;
}

const today = todayInSantiago();
/** The day's money and commissions, as the AD's reports give them and as the read models keep them. */
async function moneyOfTheDay() {
  const period = { from: today, to: today };
  return {
    commissions: await ok('reports/getCommissionReport', period, ad),
    revenue: await ok('reports/getRevenueReport', period, ad),
    charges: (
      await t.pool.query('select ticket_id, charged, paid, price, discounts, courtesy, voided, currency from ticket_charges order by 1')
    ).rows,
    payments: (await t.pool.query('select payment_id, ticket_id, amount, method, boleta, business_day from payments order by 1')).rows,
    lines: (await t.pool.query('select ticket_id, user_id, amount, percent, day from commission_lines order by 1, 2')).rows,
  };
}

beforeAll(async () => {
  t = await startTestApp({ logger: createLogger('debug', 'lavado', logSink) });
  sa = await t.login(ADMIN.identification, ADMIN.password);
  const organization = await t.createOrganization(sa, { name: `Lavado Olvido ${mark}` });
  organizationId = organization.id;
  ad = (await t.createUser('AD', organizationId)).token;
  const washer = await t.createUser('EM', organizationId);
  await ok('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 15_990, effectiveFrom: today }, ad);
  const { ppu, ownerName, driver, observations, ...client } = person;
  clientId = (await ok<{ client: { id: string } }>('client/createClient', { client: { ...client, type: 'E' } }, ad)).client.id;
  await ok('vehicle/createClientsVehicle', { vehicle: { clientId, ppu, type: 'SED', brand: 'Kia', model: 'Rio', color: 'Gris' } }, ad);
  const service = (data: Record<string, unknown>) => ({ data: newServiceData({ servicio: 'FL', vehicleType: 'SED', ...data }) });
  ticketId = (
    await ok<{ id: string }>(
      'wash/createWashTicket',
      service({ ppu, clientId, propietario: ownerName, driver, observaciones: observations }),
      ad,
    )
  ).id;
  otherTicket = (await ok<{ id: string }>('wash/createWashTicket', service({ propietario: 'Otro Cliente', driver: 'Otro Chofer' }), ad)).id;
  for (const id of [ticketId, otherTicket]) {
    await ok('wash/setWashTicketState', { id, status: 2 }, washer.token);
    await ok('wash/finishWashTicket', { id }, washer.token);
    await ok('payments/setWashers', { id, washers: [{ userId: washer.userId, percent: 100 }] }, ad);
  }
  await ok('wash/notifyCustomer', { id: ticketId }, ad);
  await ok('wash/correctTicketDetails', { id: ticketId, changes: { observations: `${person.observations} y rayón` } }, ad);
  await ok('payments/discountTicket', { id: ticketId, amount: 990, reason: `Descuento para ${person.name}` }, ad);
  await ok('payments/recordPayment', { id: ticketId, paymentId: randomUUID(), method: 'cash', amount: 15_000, boleta: '3001' }, ad);
  await ok('payments/recordPayment', { id: otherTicket, paymentId: randomUUID(), method: 'debit', amount: 15_990, boleta: '3002' }, ad);
  // What the screens and the exports read: the history, the records list (the Excel export's rows), the client, the logs, the customer page.
  await ok('wash/getTicketHistory', { id: ticketId }, ad);
  await ok('wash/getCompleteTicketByOrganizationId', { search: person.ppu }, ad);
  await ok('client/getClientsById', { id: clientId }, ad);
  await ok('client/getOrganizationClients', {}, ad);
  await ok('admin/getLogs', { organizationId }, sa);
  await ok('code/getPublicTicket', { id: ticketId }, null);
}, 120_000);
afterAll(() => t.close());

describe('erasing a client: the proof', () => {
  let moneyBefore: Awaited<ReturnType<typeof moneyOfTheDay>>;

  it('before the erasure, the database and the log output do hold the values (the search can find them)', async () => {
    moneyBefore = await moneyOfTheDay();
    const dump = await dumpDatabase(t.databaseUrl);
    expect(found(dump)).toEqual(readableForms());
  });

  it('the AD exports everything held about the client, with the register of why; an employee or another organization cannot', async () => {
    // A motive that names the person, as a hurried one may: the erasure must reach it too.
    const held = await ok<Record<string, unknown>>('client/exportClientData', { id: clientId, motivo: `Pedido de ${person.name}` }, ad);
    expect(found(JSON.stringify(held))).toEqual(readableForms().filter((value) => value !== formatRut(person.identification)));
    expect(held).toMatchObject({
      client: { id: clientId, name: person.name },
      vehicles: [{ ppu: person.ppu }],
      services: [{ id: ticketId, ownerName: person.ownerName, charged: 15_000, paid: 15_000 }],
      processing: expect.arrayContaining([expect.objectContaining({ legalBasis: 'Obligación legal' })]),
    });
    const employee = (await t.createUser('EM', organizationId)).token;
    expect((await t.call('client/exportClientData', { id: clientId }, employee)).status).toBe(403);
    const other = await t.createOrganization(sa, { name: `Otro Lavado Export ${mark}` });
    const otherAd = (await t.createUser('AD', other.id)).token;
    expect(await t.call('client/exportClientData', { id: clientId }, otherAd)).toMatchObject({
      status: 404,
      body: { msg: 'El cliente no existe.' },
    });
  });

  it('refuses another role, another organization and a bad reason, in Spanish, and erases nothing', async () => {
    const employee = (await t.createUser('EM', organizationId)).token;
    expect((await t.call('client/eraseClient', { id: clientId, reason: 'request' }, employee)).status).toBe(403);
    const other = await t.createOrganization(sa, { name: `Otro Lavado ${mark}` });
    const otherAd = (await t.createUser('AD', other.id)).token;
    const foreign = await t.call('client/eraseClient', { id: clientId, reason: 'request' }, otherAd);
    expect(foreign).toMatchObject({ status: 404, body: { msg: 'El cliente no existe.' } });
    const bad = await t.call('client/eraseClient', { id: clientId, reason: 'porque sí' }, ad);
    expect(bad).toMatchObject({ status: 400, body: { msg: 'Seleccione el motivo de la eliminación.' } });
    expect(await ok('client/getClientsById', { id: clientId }, ad)).toMatchObject({ name: person.name });
  });

  it('after the AD erases the client, pg_dump of the whole database and the log output hold none of their values', async () => {
    expect(await ok('client/eraseClient', { id: clientId, reason: 'request' }, ad)).toEqual({
      status: true,
      msg: 'Datos personales del cliente eliminados.',
    });
    const dump = await dumpDatabase(t.databaseUrl);
    expect(found(dump)).toEqual([]);
    expect(found(logOutput.join(''))).toEqual([]);
    expect(logOutput.length).toBeGreaterThan(20);
  });

  it('the screens show the erased forms: the client, the records, the history, the customer page and the logs', async () => {
    expect(await ok('client/getClientsById', { id: clientId }, ad)).toMatchObject({
      name: erasedForms.name,
      identification: erasedForms.identification,
      clientEmail: erasedForms.email,
      clientPhone: erasedForms.phone,
    });
    expect(await t.call('client/exportClientData', { id: clientId }, ad)).toMatchObject({ status: 404 });
    const listed = await ok<{ id: string }[]>('client/getOrganizationClients', {}, ad);
    expect(listed.map((client) => client.id)).not.toContain(clientId);
    const page = await ok<Record<string, unknown>>('code/getPublicTicket', { id: ticketId }, null);
    expect(found(JSON.stringify(page))).toEqual([]);
    const history = await ok('wash/getTicketHistory', { id: ticketId }, ad);
    expect(found(JSON.stringify(history))).toEqual([]);
    const logs = await ok<{ logs?: { description: string }[] }>('admin/getLogs', { organizationId }, sa);
    expect(found(JSON.stringify(logs))).toEqual([]);
    expect(JSON.stringify(logs)).toContain(ERASED_LOG_DESCRIPTION);
    // The other customer is untouched.
    const other = await t.pool.query('select owner_name, driver from wash_records where id = $1', [otherTicket]);
    expect(other.rows).toEqual([{ owner_name: 'Otro Cliente', driver: 'Otro Chofer' }]);
  });

  it("keeps the day's money and commissions exactly, and erasing again changes nothing", async () => {
    expect(await moneyOfTheDay()).toEqual(moneyBefore);
    const events = await t.countEvents();
    await ok('client/eraseClient', { id: clientId, reason: 'request' }, ad);
    expect(await t.countEvents()).toBe(events);
  });

  it('a new client may take the erased RUT and plate again: nothing links them to the erased streams', async () => {
    const again = await ok<{ client: { id: string } }>(
      'client/createClient',
      { client: { name: 'Persona Nueva', type: 'P', identification: person.identification } },
      ad,
    );
    expect(again.client.id).not.toBe(clientId);
    await ok(
      'vehicle/createClientsVehicle',
      { vehicle: { clientId: again.client.id, ppu: person.ppu, type: 'SED', brand: 'Kia', model: 'Rio', color: 'Gris' } },
      ad,
    );
  });

  it('every projector rebuilds from the log to the rows the erasure left', async () => {
    await t.stopProjectors();
    const live = await readModels(t.pool);
    await rebuildEveryProjector(t.pool);
    expect(await readModels(t.pool)).toEqual(live);
  });
});
