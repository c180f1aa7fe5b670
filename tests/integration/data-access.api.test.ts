import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientProcessingRegister, employeeProcessingRegister } from '@lavado/shared/privacy/processing-register';
import { ERASED_TEXT } from '@lavado/shared/privacy/erased-forms';
import type { ClientDataExport } from '@lavado/shared/clients/client.schemas';
import type { DataAccessEntry, UserDataExport } from '@lavado/shared/data-access/data-access.schemas';
import { ADMIN, randomRut, startTestApp, type TestApp } from '../support/test-app';
import { newServiceData, todayInSantiago } from '../support/wash-fixtures';

/**
 * Access and portability (the exports of a client, of a user, of oneself) and the accountability log
 * (docs/privacy.md): each read of a full record, export and erasure is recorded, tenant-scoped.
 */

const mark = randomUUID().slice(0, 8);
let t: TestApp;
let sa: string;
let organizationId: string;
let ad: { token: string; userId: string };
let washer: { token: string; userId: string };
let otherAd: { token: string; userId: string };
let clientId: string;
let clientName: string;

const ok = <T = Record<string, unknown>>(path: string, body: unknown, token: string) => t.callOk<T>(path, body, token);
const accessLog = async (token: string, body: unknown = {}) =>
  (await ok<{ entries: DataAccessEntry[] }>('privacy/getDataAccessLog', body, token)).entries;
const entriesAbout = (entries: DataAccessEntry[], subject: string) => entries.filter((entry) => entry.subject === subject);

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  organizationId = (await t.createOrganization(sa, { name: `Lavado Cuentas ${mark}` })).id;
  const otherOrganizationId = (await t.createOrganization(sa, { name: `Lavado Ajeno ${mark}` })).id;
  ad = await t.createUser('AD', organizationId);
  washer = await t.createUser('EM', organizationId, 'user-password-1', { firstName: `Lavadora${mark}` });
  otherAd = await t.createUser('AD', otherOrganizationId);
  const today = todayInSantiago();
  await ok('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 10_000, effectiveFrom: today }, ad.token);
  clientName = `Cliente Portable ${mark}`;
  const client = { name: clientName, type: 'E', identification: randomRut(), clientEmail: `cp.${mark}@mail.cl`, clientPhone: 987654321 };
  clientId = (await ok<{ client: { id: string } }>('client/createClient', { client }, ad.token)).client.id;
  await ok(
    'vehicle/createClientsVehicle',
    { vehicle: { clientId, ppu: 'KXRT42', type: 'SED', brand: 'Kia', model: 'Rio', color: 'Gris' } },
    ad.token,
  );
  const ticket = await ok<{ id: string }>(
    'wash/createWashTicket',
    { data: newServiceData({ servicio: 'FL', vehicleType: 'SED', ppu: 'KXRT42', clientId, propietario: clientName }) },
    washer.token,
  );
  await ok('wash/setWashTicketState', { id: ticket.id, status: 2 }, washer.token);
  await ok('wash/finishWashTicket', { id: ticket.id }, washer.token);
  await ok('payments/setWashers', { id: ticket.id, washers: [{ userId: washer.userId, percent: 100 }] }, ad.token);
  await ok('payments/recordPayment', { id: ticket.id, paymentId: randomUUID(), method: 'cash', amount: 10_000, boleta: '501' }, ad.token);
  await ok(
    'support/createTicket',
    { ticket: { type: 'EX', issue: `Consulta ${mark}`, description: 'No encuentro el botón.' } },
    washer.token,
  );
}, 120_000);
afterAll(() => t.close());

describe('client/exportClientData and client/getClientsById: recorded in the accountability log', () => {
  it('records a read of the full record and an export with its motive, naming who, what and whom', async () => {
    await ok('client/getClientsById', { id: clientId }, ad.token);
    const held = await ok<ClientDataExport>(
      'client/exportClientData',
      { id: clientId, motivo: 'Solicitud del titular por correo' },
      ad.token,
    );
    expect(held.client).toMatchObject({ name: clientName, clientEmail: `cp.${mark}@mail.cl`, clientPhone: 987654321 });
    expect(held.vehicles).toEqual([expect.objectContaining({ ppu: 'KXRT42', brand: 'Kia' })]);
    expect(held.services).toEqual([expect.objectContaining({ ppu: 'KXRT42', ownerName: clientName, charged: 10_000, paid: 10_000 })]);
    expect(held.payments).toEqual([expect.objectContaining({ method: 'cash', amount: 10_000, currency: 'CLP', boleta: '501' })]);
    expect(held.processing).toEqual(clientProcessingRegister);

    const entries = entriesAbout(await accessLog(ad.token), clientName);
    expect(entries.map(({ what, action, actorRole, subjectKind, reason }) => ({ what, action, actorRole, subjectKind, reason }))).toEqual([
      {
        what: 'export',
        action: 'Exportar datos de cliente',
        actorRole: 'AD',
        subjectKind: 'client',
        reason: 'Solicitud del titular por correo',
      },
      { what: 'read', action: 'Ver cliente', actorRole: 'AD', subjectKind: 'client', reason: null },
    ]);
    expect(entries[0]).toMatchObject({ actor: 'Ana AD', organization: `Lavado Cuentas ${mark}` });
  });

  it('records nothing for a refused call: another organization’s client is a 404, an employee’s export a 403', async () => {
    const before = (await t.pool.query('select count(*)::int as n from personal_data_access')).rows[0].n as number;
    expect((await t.call('client/getClientsById', { id: clientId }, otherAd.token)).status).toBe(404);
    expect((await t.call('client/exportClientData', { id: clientId }, otherAd.token)).status).toBe(404);
    expect((await t.call('client/exportClientData', { id: clientId }, washer.token)).status).toBe(403);
    expect((await t.pool.query('select count(*)::int as n from personal_data_access')).rows[0].n).toBe(before);
  });

  it('refuses a motive that is too long or not text, in Spanish, and records nothing', async () => {
    const long = await t.call<{ msg: string }>('client/exportClientData', { id: clientId, motivo: 'x'.repeat(201) }, ad.token);
    expect(long).toMatchObject({ status: 400, body: { msg: expect.stringContaining('Máximo 200 caracteres') } });
    expect((await t.call('client/exportClientData', { id: clientId, motivo: 7 }, ad.token)).status).toBe(400);
    expect((await t.pool.query("select count(*)::int as n from personal_data_access where reason like 'xxxx%'")).rows[0].n).toBe(0);
  });
});

describe('privacy/exportUserData: everything held about an employee', () => {
  it('gives the AD their employee’s account, services, commissions, support tickets, log lines and the employee register', async () => {
    const held = await ok<UserDataExport>('privacy/exportUserData', { id: washer.userId, motivo: 'Término de contrato' }, ad.token);
    expect(held.account).toMatchObject({
      id: washer.userId,
      firstName: `Lavadora${mark}`,
      email: expect.stringContaining('@lavado.test'),
      phone: 912345678,
      role: 'EM',
    });
    expect(held.services).toEqual([expect.objectContaining({ ppu: 'KXRT42', responsible: true, washer: true })]);
    expect(held.commissions).toEqual([expect.objectContaining({ percent: 100, currency: 'CLP' })]);
    expect(held.supportTickets).toEqual([expect.objectContaining({ issue: `Consulta ${mark}` })]);
    expect(held.logs.length).toBeGreaterThan(0);
    expect(held.logs.every((line) => !line.message.includes(clientName))).toBe(true);
    expect(held.processing).toEqual(employeeProcessingRegister);
    expect(entriesAbout(await accessLog(ad.token), `Lavadora${mark} EM`)[0]).toMatchObject({
      what: 'export',
      subjectKind: 'user',
      reason: 'Término de contrato',
    });
  });

  it('lets the SA export any user; another organization’s AD gets a 404 and an employee a 403', async () => {
    expect((await ok<UserDataExport>('privacy/exportUserData', { id: washer.userId }, sa)).account.id).toBe(washer.userId);
    expect((await t.call('privacy/exportUserData', { id: washer.userId }, otherAd.token)).status).toBe(404);
    expect((await t.call('privacy/exportUserData', { id: randomUUID() }, ad.token)).status).toBe(404);
    expect((await t.call('privacy/exportUserData', { id: ad.userId }, washer.token)).status).toBe(403);
    expect((await t.call('privacy/exportUserData', { id: 'no-es-un-id' }, ad.token)).status).toBe(400);
  });
});

describe('privacy/exportOwnData: a user’s own data', () => {
  it('gives any signed-in user their own record, whatever id they might send, and records it as their own export', async () => {
    const held = await ok<UserDataExport>('privacy/exportOwnData', { motivo: 'Quiero mis datos' }, washer.token);
    expect(held.account.id).toBe(washer.userId);
    expect((await t.call('privacy/exportOwnData', { id: ad.userId }, washer.token)).status).toBe(400);
    const mine = entriesAbout(await accessLog(ad.token), `Lavadora${mark} EM`).find((entry) => entry.action === 'Exportar mis datos');
    expect(mine).toMatchObject({ what: 'export', actorRole: 'EM', reason: 'Quiero mis datos' });
  });
});

describe('privacy/getDataAccessLog: tenant-scoped', () => {
  it('shows an AD their organization’s entries only, the SA everyone’s, and refuses an employee', async () => {
    expect(await accessLog(otherAd.token)).toEqual([]);
    expect((await t.call('privacy/getDataAccessLog', { organizationId }, otherAd.token)).status).toBe(403);
    expect((await t.call('privacy/getDataAccessLog', {}, washer.token)).status).toBe(403);
    const all = await accessLog(sa);
    expect(entriesAbout(all, clientName).length).toBeGreaterThan(0);
    expect(await accessLog(sa, { organizationId })).toEqual((await accessLog(ad.token)).slice(0, 200));
  });

  it('records an erasure with its reason, and names the erased client as erased', async () => {
    await ok('client/eraseClient', { id: clientId, reason: 'request' }, ad.token);
    const entries = (await accessLog(ad.token)).filter((entry) => entry.subjectKind === 'client');
    expect(entries[0]).toMatchObject({ what: 'erasure', subject: ERASED_TEXT, reason: 'request' });
    expect(entries.every((entry) => entry.subject === ERASED_TEXT)).toBe(true);
  });

  it('answers an error, not the data, when the entry cannot be written', async () => {
    const employeeName = `Lavadora${mark}`;
    await t.pool.query('alter table personal_data_access rename to personal_data_access_away');
    try {
      const answer = await t.call('privacy/exportUserData', { id: washer.userId }, ad.token);
      expect(answer.status).toBeGreaterThanOrEqual(500);
      expect(JSON.stringify(answer.body)).not.toContain(employeeName);
    } finally {
      await t.pool.query('alter table personal_data_access_away rename to personal_data_access');
    }
  });
});
