import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LogEntry } from '@lavado/shared/logs/logs.schemas';
import type { TicketHistoryEntry } from '@lavado/shared/wash/ticket-history.schemas';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { ADMIN, randomRut, startTestApp, type TestApp } from '../support/test-app';
import { newPlate, newServiceData } from '../support/wash-fixtures';

/** `wash/notifyCustomer` ("Avisar por WhatsApp"): who may, on which tickets, once per state, and what the history keeps. */
let t: TestApp;
let sa: string;
let orgA: { id: string };
let adA: Awaited<ReturnType<TestApp['createUser']>>;
let emA: Awaited<ReturnType<TestApp['createUser']>>;
let adB: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  orgA = await t.createOrganization(sa, { name: 'Lavado Aviso' });
  const orgB = await t.createOrganization(sa, { name: 'Lavado Otro' });
  adA = await t.createUser('AD', orgA.id);
  emA = await t.createUser('EM', orgA.id, 'user-password-1', { identification: randomRut() });
  adB = await t.createUser('AD', orgB.id);
});
afterAll(() => t.close());

const keyed = (key: string) => ({ 'idempotency-key': key });
const expectOk = <T>(answer: { status: number; body: T }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

/** A ticket for a vehicle of a new client with `clientPhone` (0: the form's empty phone), or of no client at all. */
async function ticketFor(token: string, clientPhone: number | 'no client'): Promise<string> {
  const ppu = newPlate('AV');
  if (clientPhone === 'no client') {
    return expectOk(await t.call<{ id: string }>('wash/createWashTicket', { data: newServiceData({ ppu }) }, token)).id;
  }
  const client = expectOk(
    await t.call<{ client: { id: string } }>(
      'client/createClient',
      { client: { name: `Cliente ${ppu}`, type: 'P', identification: randomRut(), clientPhone } },
      token,
    ),
  ).client;
  expectOk(
    await t.call(
      'vehicle/createClientsVehicle',
      { vehicle: { clientId: client.id, ppu, type: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul' } },
      token,
    ),
  );
  return expectOk(await t.call<{ id: string }>('wash/createWashTicket', { data: newServiceData({ ppu, clientId: client.id }) }, token)).id;
}

const notify = (id: string, token: string, headers: Record<string, string> = {}) =>
  t.call<{ status: boolean; msg: string }>('wash/notifyCustomer', { id }, token, headers);
const record = async (id: string) => expectOk(await t.call<Ticket>('wash/getCompleteTicketById', { id }, adA.token));
const history = async (id: string) => expectOk(await t.call<TicketHistoryEntry[]>('wash/getTicketHistory', { id }, adA.token));

describe('wash/notifyCustomer', () => {
  it('records the notice on the ticket once per state: the card says so, the history and the logs say who and when', async () => {
    const id = await ticketFor(adA.token, 912345678);
    expect((await record(id)).clientPhone).toBe(912345678);

    expect(expectOk(await notify(id, emA.token))).toEqual({ status: true, msg: 'Aviso al cliente registrado.' });
    const notified = await record(id);
    expect(notified.customerNotifications).toEqual([{ status: 1, at: expect.any(String) }]);
    expect(notified.stateChanges.map((change) => change.status)).toEqual([1]);

    const before = await t.countEvents();
    const again = await notify(id, adA.token);
    expect([again.status, again.body.msg]).toEqual([409, 'El cliente ya fue avisado de este estado del servicio.']);
    expect(await t.countEvents()).toBe(before);

    // Each new state may be announced once.
    expectOk(await t.call('wash/setWashTicketState', { id, status: 2 }, emA.token));
    expectOk(await notify(id, emA.token));
    expectOk(await t.call('wash/finishWashTicket', { id }, emA.token));
    expectOk(await notify(id, adA.token));
    const finished = await record(id);
    expect(finished.customerNotifications.map((notice) => notice.status)).toEqual([1, 2, 4]);
    expect(finished.stateChanges.map((change) => change.status)).toEqual([1, 2, 4]);

    const notices = (await history(id)).filter((entry) => entry.type === 'TicketCustomerNotified');
    expect(notices.map(({ label, details, actor }) => ({ label, details, actor: [actor.name, actor.role] }))).toEqual([
      { label: 'Cliente avisado por WhatsApp', details: 'Estado: Pendiente · +56 912345678', actor: ['Ana EM', 'EM'] },
      { label: 'Cliente avisado por WhatsApp', details: 'Estado: En Curso · +56 912345678', actor: ['Ana EM', 'EM'] },
      { label: 'Cliente avisado por WhatsApp', details: 'Estado: Finalizado · +56 912345678', actor: ['Ana AD', 'AD'] },
    ]);
    expect(notices.every((entry) => !Number.isNaN(Date.parse(entry.at)))).toBe(true);

    const logged = await vi.waitFor(
      async () => {
        const { logs } = expectOk(await t.call<{ logs: LogEntry[] }>('admin/getLogs', { search: 'avisó por WhatsApp' }, sa));
        const found = logs.filter((entry) => entry.ticketId === id);
        expect(found).toHaveLength(3);
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    const { ppu } = (await record(id)).vehicle;
    expect(logged.map((entry) => entry.message)).toContain(`Ana AD avisó por WhatsApp al cliente del vehículo ${ppu} (estado Finalizado)`);
  });

  it('pushes the card with the notice to the organization, so every board shows "Avisado"', async () => {
    const id = await ticketFor(adA.token, 987654321);
    expectOk(await notify(id, adA.token));
    const { rows } = await t.pool.query<{ organization_id: string; payload: { change: string; ticket: Ticket } }>(
      "select organization_id, payload from realtime_feed where topic = 'ticket.changed' and payload->'ticket'->>'id' = $1 order by position",
      [id],
    );
    expect(rows.at(-1)).toMatchObject({
      organization_id: orgA.id,
      payload: { change: 'TicketCustomerNotified', ticket: { clientPhone: 987654321, customerNotifications: [{ status: 1 }] } },
    });
  });

  it('is refused, in Spanish and with nothing appended, for a ticket whose vehicle has no client with a phone', async () => {
    for (const id of [await ticketFor(adA.token, 'no client'), await ticketFor(adA.token, 0)]) {
      expect((await record(id)).clientPhone).toBeNull();
      const before = await t.countEvents();
      const answer = await notify(id, adA.token);
      expect([answer.status, answer.body.msg]).toEqual([409, 'El vehículo no tiene un cliente con teléfono registrado.']);
      expect(await t.countEvents()).toBe(before);
    }
  });

  it('refuses bad input with Spanish messages and appends nothing', async () => {
    const id = await ticketFor(adA.token, 912345678);
    const before = await t.countEvents();
    const cases: Array<[unknown, number, string]> = [
      [{}, 400, 'Identificador inválido.'],
      [{ id: 'no-es-un-codigo' }, 400, 'Identificador inválido.'],
      [{ id: 12 }, 400, 'Identificador inválido.'],
      [{ id, extra: true }, 400, 'La solicitud tiene un campo no permitido: extra.'],
      [{ id, organizationId: randomUUID() }, 403, 'La organización indicada no corresponde a su sesión.'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await t.call('wash/notifyCustomer', body, adA.token);
      expect([answer.status, answer.body.msg], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await t.countEvents()).toBe(before);
  });

  it("answers another organization's ticket exactly as a nonexistent one", async () => {
    const theirs = await ticketFor(adB.token, 912345678);
    const other = await notify(theirs, adA.token);
    const random = await notify(randomUUID(), adA.token);
    expect([other.status, other.body.msg]).toEqual([404, 'El servicio solicitado no existe.']);
    expect([random.status, random.body.msg]).toEqual([other.status, other.body.msg]);
    expect((await t.call<Ticket>('wash/getCompleteTicketById', { id: theirs }, adB.token)).body.customerNotifications).toEqual([]);
  });

  it('is for the wash staff (AD, EM) only: other roles get 403', async () => {
    const id = await ticketFor(adA.token, 912345678);
    const su = await t.createUser('SU', orgA.id);
    const us = await t.createUser('US', orgA.id);
    for (const token of [su.token, us.token, sa]) {
      const answer = await notify(id, token);
      expect([answer.status, answer.body.msg]).toEqual([403, 'No tiene permisos para realizar esta acción.']);
    }
    expect((await notify(id, '')).status).toBe(401);
    expect((await record(id)).customerNotifications).toEqual([]);
  });

  it('a retried notice (same Idempotency-Key) is recorded once; the key with another body is refused', async () => {
    const id = await ticketFor(adA.token, 912345678);
    const key = randomUUID();
    const before = await t.countEvents();
    expectOk(await notify(id, emA.token, keyed(key)));
    expect(expectOk(await notify(id, emA.token, keyed(key)))).toEqual({ status: true, msg: 'Aviso al cliente registrado.' });
    expect(await t.countEvents()).toBe(before + 1);
    expect((await record(id)).customerNotifications).toHaveLength(1);

    const other = await ticketFor(adA.token, 912345678);
    const reused = await notify(other, emA.token, keyed(key));
    expect(reused.status).toBe(422);
    expect((await record(other)).customerNotifications).toEqual([]);
  });
});
