import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@lavado/shared/clients/client.schemas';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { ADMIN, randomRut, startTestApp, type TestApp } from '../support/test-app';
import { newPlate, newServiceData } from '../support/wash-fixtures';

/** Consent per purpose and blocking (docs/privacy.md): who may, on whose clients, and what a block keeps out of use. */
let t: TestApp;
let orgA: { id: string };
let adA: Awaited<ReturnType<TestApp['createUser']>>;
let emA: Awaited<ReturnType<TestApp['createUser']>>;
let adB: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await startTestApp();
  const sa = await t.login(ADMIN.identification, ADMIN.password);
  orgA = await t.createOrganization(sa, { name: 'Lavado Consentimiento' });
  const orgB = await t.createOrganization(sa, { name: 'Lavado Ajeno' });
  adA = await t.createUser('AD', orgA.id);
  emA = await t.createUser('EM', orgA.id, 'user-password-1', { identification: randomRut() });
  adB = await t.createUser('AD', orgB.id);
});
afterAll(() => t.close());

const expectOk = <T>(answer: { status: number; body: T }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

/** A client with a phone, a vehicle and an open ticket; `consents` as sent at intake (left out: the API's default). */
async function clientWithTicket(name: string, consents?: { serviceMessages: boolean; marketing: boolean }) {
  const ppu = newPlate('CP');
  const client = expectOk(
    await t.call<{ client: Client }>(
      'client/createClient',
      { client: { name, type: 'P', identification: randomRut(), clientPhone: 912345678, ...(consents ? { consents } : {}) } },
      emA.token,
    ),
  ).client;
  expectOk(
    await t.call(
      'vehicle/createClientsVehicle',
      { vehicle: { clientId: client.id, ppu, type: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul' } },
      emA.token,
    ),
  );
  const ticket = expectOk(
    await t.call<{ id: string }>(
      'wash/createWashTicket',
      { data: newServiceData({ ppu, clientId: client.id, propietario: name, observaciones: `Rayón de ${name}` }) },
      emA.token,
    ),
  );
  return { client, ppu, ticketId: ticket.id };
}

const listed = async (token: string, path = 'client/getOrganizationClients', search?: string) =>
  expectOk(await t.call<Client[]>(path, search ? { search } : {}, token)).map((client) => client.name);
const record = async (id: string) => expectOk(await t.call<Ticket>('wash/getCompleteTicketById', { id }, adA.token));

describe('consent per purpose', () => {
  it('records what the client agreed to at intake; a client registered without saying agrees to service messages only', async () => {
    const { client } = await clientWithTicket('Consiente Todo', { serviceMessages: true, marketing: true });
    expect(client.consents).toEqual({ serviceMessages: true, marketing: true });
    const { client: quiet } = await clientWithTicket('Sin Respuesta');
    expect(quiet.consents).toEqual({ serviceMessages: true, marketing: false });
    expect(expectOk(await t.call<Client>('client/getClientsById', { id: client.id }, adA.token)).consents).toEqual({
      serviceMessages: true,
      marketing: true,
    });
  });

  it('an employee withdraws service messages in one call: the notice is then refused, with the reason, and nothing is appended', async () => {
    const { client, ticketId } = await clientWithTicket('Retira Avisos');
    const withdrawn = expectOk(
      await t.call<{ msg: string; client: Client }>(
        'client/changeClientConsent',
        { id: client.id, purpose: 'serviceMessages', granted: false },
        emA.token,
        { 'idempotency-key': `withdraw-${client.id}` },
      ),
    );
    expect(withdrawn.msg).toBe('Consentimiento actualizado.');
    expect(withdrawn.client.consents).toEqual({ serviceMessages: false, marketing: false });
    expect((await record(ticketId)).clientNotices).toBe('withdrawn');

    const before = await t.countEvents();
    const notice = await t.call<{ msg: string }>('wash/notifyCustomer', { id: ticketId }, emA.token);
    expect([notice.status, notice.body.msg]).toEqual([409, 'El cliente retiró su consentimiento para recibir avisos del servicio.']);
    // A retried withdrawal, with its key or without, changes nothing.
    expectOk(
      await t.call('client/changeClientConsent', { id: client.id, purpose: 'serviceMessages', granted: false }, emA.token, {
        'idempotency-key': `withdraw-${client.id}`,
      }),
    );
    expectOk(await t.call('client/changeClientConsent', { id: client.id, purpose: 'serviceMessages', granted: false }, emA.token));
    expect(await t.countEvents()).toBe(before);

    // Granted again, the notice goes.
    expectOk(await t.call('client/changeClientConsent', { id: client.id, purpose: 'serviceMessages', granted: true }, emA.token));
    expectOk(await t.call('wash/notifyCustomer', { id: ticketId }, emA.token));
  });

  it('refuses bad bodies with a Spanish 400 and changes nothing', async () => {
    const { client } = await clientWithTicket('Cuerpo Hostil');
    const before = await t.countEvents();
    for (const body of [
      { id: client.id, purpose: 'sms', granted: false },
      { id: client.id, purpose: 'marketing', granted: 'si' },
      { id: client.id, purpose: 'marketing' },
      { id: 'no-es-un-id', purpose: 'marketing', granted: true },
      { id: client.id, purpose: 'marketing', granted: true, clientId: client.id },
    ]) {
      const answer = await t.call<{ msg: string }>('client/changeClientConsent', body, adA.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.msg).toMatch(/[áéíóúñ]|Identificador|Finalidad|Indique|campo/i);
    }
    const blank = await t.call<{ msg: string }>('client/blockClient', { id: client.id, reason: '   ' }, adA.token);
    expect([blank.status, blank.body.msg]).toEqual([400, 'Ingrese el motivo del bloqueo.']);
    const long = await t.call<{ msg: string }>('client/blockClient', { id: client.id, reason: 'x'.repeat(301) }, adA.token);
    expect([long.status, long.body.msg]).toEqual([400, 'Máximo 300 caracteres.']);
    expect(await t.countEvents()).toBe(before);
  });
});

describe('blocking', () => {
  it('is the AD’s: an employee may neither block, unblock nor list the blocked', async () => {
    const { client } = await clientWithTicket('Solo Administrador');
    expect((await t.call('client/blockClient', { id: client.id, reason: 'Pedido' }, emA.token)).status).toBe(403);
    expect((await t.call('client/unblockClient', { id: client.id }, emA.token)).status).toBe(403);
    expect((await t.call('client/getBlockedClients', {}, emA.token)).status).toBe(403);
  });

  it("answers another organization's client, or none, as nonexistent, for every new call", async () => {
    const { client } = await clientWithTicket('Cliente Ajeno');
    const before = await t.countEvents();
    for (const [path, body] of [
      ['client/changeClientConsent', { id: client.id, purpose: 'marketing', granted: true }],
      ['client/blockClient', { id: client.id, reason: 'Pedido' }],
      ['client/unblockClient', { id: client.id }],
    ] as const) {
      const foreign = await t.call<{ msg: string }>(path, body, adB.token);
      expect([foreign.status, foreign.body.msg], path).toEqual([404, 'El cliente no existe.']);
      const none = await t.call(path, { ...body, id: '0b8f6f0e-77c1-4c09-8a0f-0f7d6f2b9b10' }, adA.token);
      expect(none.status, path).toBe(404);
    }
    expect(await listed(adB.token, 'client/getBlockedClients')).toEqual([]);
    expect(await t.countEvents()).toBe(before);
  });

  it('keeps a blocked client out of use (lists, pickers, notices, new services, the customer page, the records export) and unblocking restores it', async () => {
    const name = 'Bloqueo Temporal';
    const { client, ppu, ticketId } = await clientWithTicket(name);
    const blocked = await t.call<{ msg: string }>('client/blockClient', { id: client.id, reason: 'Revisa sus datos' }, adA.token, {
      'idempotency-key': `block-${client.id}`,
    });
    expect(expectOk(blocked).msg).toBe('Cliente bloqueado.');
    const before = await t.countEvents();
    expectOk(await t.call('client/blockClient', { id: client.id, reason: 'Otra vez' }, adA.token));
    expect(await t.countEvents()).toBe(before);

    expect(await listed(adA.token)).not.toContain(name);
    expect(await listed(adA.token, 'client/getOrganizationClients', 'Bloqueo')).toEqual([]);
    const blockedList = expectOk(await t.call<Client[]>('client/getBlockedClients', {}, adA.token));
    expect(blockedList.find((one) => one.id === client.id)?.blocked).toEqual({ at: expect.any(String), reason: 'Revisa sus datos' });
    expect((await t.call('client/getClientsById', { id: client.id }, emA.token)).status).toBe(404);
    const plate = expectOk(await t.call<{ vehicle: { client: unknown } }>('vehicle/lookUpPlate', { ppu }, emA.token));
    expect(plate.vehicle.client).toBeNull();

    // The records (and so their Excel export) keep the row, its money, and say whose data to leave out.
    const records = expectOk(await t.call<Ticket[]>('wash/getCompleteTicketByOrganizationId', { search: ppu }, adA.token));
    expect(records.map((one) => [one.id, one.clientNotices])).toEqual([[ticketId, 'blocked']]);
    const card = await record(ticketId);
    expect([card.clientNotices, card.clientPhone]).toEqual(['blocked', null]);
    const notice = await t.call<{ msg: string }>('wash/notifyCustomer', { id: ticketId }, emA.token);
    expect([notice.status, notice.body.msg]).toEqual([409, 'El cliente está bloqueado: no se le envían avisos.']);
    const service = await t.call<{ msg: string }>('wash/createWashTicket', { data: newServiceData({ clientId: client.id }) }, emA.token);
    expect([service.status, service.body.msg]).toEqual([
      409,
      'El cliente está bloqueado: sus datos no se usan hasta que un administrador lo desbloquee.',
    ]);

    const page = expectOk(await t.call<{ ppu: string; observations: string; status: number }>('code/getPublicTicket', { id: ticketId }));
    expect(page).toMatchObject({ ppu: 'Bloqueada', observations: 'Dato bloqueado', status: 1 });
    expect(JSON.stringify(page)).not.toContain(ppu);

    // The person's own export still holds everything, with the block and the consents.
    const held = expectOk(await t.call<{ client: Client }>('client/exportClientData', { id: client.id }, adA.token));
    expect(held.client).toMatchObject({
      name,
      consents: { serviceMessages: true, marketing: false },
      blocked: { reason: 'Revisa sus datos' },
    });

    expect(expectOk(await t.call<{ msg: string }>('client/unblockClient', { id: client.id }, adA.token)).msg).toBe('Cliente desbloqueado.');
    expect(await listed(adA.token)).toContain(name);
    expect((await record(ticketId)).clientNotices).toBe('allowed');
    expect(expectOk(await t.call<{ ppu: string }>('code/getPublicTicket', { id: ticketId })).ppu).toBe(ppu);
    expectOk(await t.call('wash/notifyCustomer', { id: ticketId }, emA.token));
    expect(await listed(adA.token, 'client/getBlockedClients')).not.toContain(name);
  });
});
