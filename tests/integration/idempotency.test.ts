import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rutCheckDigit } from '@lavado/shared/validation/rut';
import { createCommandRunner } from '../../command-api/src/commands/run';
import { registerAccount } from '../../command-api/src/identity/accounts';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';
import { newServiceData } from '../support/wash-fixtures';

/** Finding 6 of the hardening review: Idempotency-Key replays, cross-tenant keys and left-over reservations. */
let t: TestApp;
const admins: Record<'A' | 'B', string> = { A: '', B: '' };

beforeAll(async () => {
  t = await startTestApp();
  const sa = await t.login(ADMIN.identification, ADMIN.password);
  for (const name of ['A', 'B'] as const) {
    const organization = await t.createOrganization(sa, { name: `Lavado ${name}` });
    admins[name] = (await t.createUser('AD', organization.id)).token;
  }
});
afterAll(() => t.close());

let ruts = 20_000_000;
const newClient = () => {
  const body = String((ruts += 7));
  return {
    name: 'Cliente Uno',
    type: 'P',
    identification: `${body}${rutCheckDigit(body)}`,
    clientAddress: 'Calle 1',
    clientEmail: 'uno@cliente.cl',
    clientPhone: 912345678,
  };
};
const keyed = (key: string) => ({ 'idempotency-key': key });

describe('Idempotency-Key', () => {
  it('the same key with the same body answers the first result again and appends nothing', async () => {
    const key = randomUUID();
    const client = newClient();
    const first = await t.call<{ client: { id: string } }>('client/createClient', { client }, admins.A, keyed(key));
    expect(first.status).toBe(200);
    const events = await t.countEvents();
    const again = await t.call<{ client: { id: string } }>('client/createClient', { client }, admins.A, keyed(key));
    expect(again.status).toBe(200);
    expect(again.body.client.id).toBe(first.body.client.id);
    expect(await t.countEvents()).toBe(events);
  });

  it('the same key with another body is refused with 422 in Spanish, and nothing changes', async () => {
    const key = randomUUID();
    expect((await t.call('client/createClient', { client: newClient() }, admins.A, keyed(key))).status).toBe(200);
    const events = await t.countEvents();
    const other = newClient();
    const reused = await t.call('client/createClient', { client: other }, admins.A, keyed(key));
    expect(reused.status).toBe(422);
    expect(reused.body.msg).toBe('Esta clave de idempotencia ya se usó con otra solicitud. Envíe la nueva solicitud con otra clave.');
    expect(await t.countEvents()).toBe(events);
    // Its RUT was not reserved by the refused request: a fresh request can register it.
    expect((await t.call('client/createClient', { client: other }, admins.A, keyed(randomUUID()))).status).toBe(200);
  });

  it("another organization's key never returns that organization's ids", async () => {
    const key = randomUUID();
    const client = newClient();
    const fromA = await t.call<{ client: { id: string } }>('client/createClient', { client }, admins.A, keyed(key));
    const fromB = await t.call<{ client: { id: string } }>('client/createClient', { client }, admins.B, keyed(key));
    expect(fromB.status).toBe(200);
    expect(fromB.body.client.id).not.toBe(fromA.body.client.id);
    expect(JSON.stringify(fromB.body)).not.toContain(fromA.body.client.id);

    const ticket = { data: newServiceData({ ppu: 'IDEM01' }) };
    const ticketKey = randomUUID();
    const ticketA = await t.call<{ id: string }>('wash/createWashTicket', ticket, admins.A, keyed(ticketKey));
    const ticketB = await t.call<{ id: string }>('wash/createWashTicket', ticket, admins.B, keyed(ticketKey));
    expect([ticketA.status, ticketB.status]).toEqual([200, 200]);
    expect(ticketB.body.id).not.toBe(ticketA.body.id);
  });
});

describe('uniqueness reservations', () => {
  const register = (identification: string, email: string) =>
    registerAccount(
      createCommandRunner(t.app.deps, {
        commandId: randomUUID(),
        correlationId: 'test',
        actor: null,
        organizationId: null,
        now: new Date(),
      }),
      {
        userId: randomUUID(),
        identification,
        email,
        firstName: 'Ana',
        secondName: 'Prueba',
        phone: 912345678,
        role: 'SA',
        gender: 'F',
        organizationId: null,
        employeeNumber: null,
      },
    );

  it('a registration refused for its e-mail leaves its identification free', async () => {
    const suffix = randomUUID().slice(0, 8);
    await register(`primera-${suffix}`, `tomado-${suffix}@lavado.test`);
    await expect(register(`segunda-${suffix}`, `tomado-${suffix}@lavado.test`)).rejects.toMatchObject({ kind: 'conflict' });
    await expect(register(`segunda-${suffix}`, `libre-${suffix}@lavado.test`)).resolves.toBeUndefined();
  });

  it("deleting a user frees the user's identification and e-mail", async () => {
    const sa = await t.login(ADMIN.identification, ADMIN.password);
    const user = await t.createUser('US', null);
    expect((await t.call('admin/deleteUser', { id: user.userId }, sa)).status).toBe(200);
    await expect(register(user.identification, `${user.identification}@lavado.test`)).resolves.toBeUndefined();
  });
});
