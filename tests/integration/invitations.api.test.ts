import { randomUUID } from 'node:crypto';
import { formatRut } from '@lavado/shared/validation/rut';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, PUBLIC_ORIGIN, randomRut, startTestApp, type TestApp } from '../support/test-app';
import { newServiceData, todayInSantiago } from '../support/wash-fixtures';

/**
 * Accounts without dead ends (issue 19): the SA gives a new user a RUT, a link no mail carried is
 * handed to whoever created the account, the AD sees each employee's invitation and sends a fresh
 * one, a washer learns whom to ask for a RUT, and the AD's setup checklist reads what exists.
 */
let t: TestApp;
let sa: string;
let organization: { id: string };
let otherOrganization: { id: string };

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  organization = await t.createOrganization(sa, { name: 'Lavado Invitaciones' });
  otherOrganization = await t.createOrganization(sa, { name: 'Lavado Vecino' });
});
afterAll(() => t.close());

const INVALID_RUT = 'El Rut ingresado no es válido.';
const LINK = new RegExp(`^${PUBLIC_ORIGIN}/reset\\?token=[\\w-]{43}$`);
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const reset = (link: string, password: string) => t.call('auth/reset', { password }, tokenOf(link));

const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Marta',
  secondName: 'Soto',
  email: `marta.${randomUUID().slice(0, 8)}@lavado.cl`,
  phone: 987654321,
  organizationId: organization.id,
  role: 'AD',
  ...overrides,
});

const newEmployee = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Pedro',
  secondName: 'Díaz',
  identification: '',
  email: `pedro.${randomUUID().slice(0, 8)}@lavado.cl`,
  phone: 987654321,
  ...overrides,
});

type LinkAnswer = { status: true; msg: string; link: string | null };

async function createEmployee(adToken: string, overrides: Record<string, unknown> = {}) {
  const answer = await t.call<LinkAnswer & { employee: { id: string } }>(
    'employee/createEmployee',
    { employee: newEmployee(overrides) },
    adToken,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function invitationsOf(token: string, body: Record<string, unknown> = {}) {
  const answer = await t.call<Array<{ id: string; state: string }>>('employee/getInvitations', body, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return new Map(answer.body.map(({ id, state }) => [id, state]));
}

describe('admin/createUsers with a RUT, and the link it answers', () => {
  it('creates an AD with a RUT and, with no mail service, answers the invitation link: it sets the password, then the RUT signs in', async () => {
    const rut = randomRut();
    const input = newUser({ identification: formatRut(rut) });
    const answer = await t.call<LinkAnswer>('admin/createUsers', { user: input }, sa);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      status: true,
      msg: 'Usuario creado exitosamente!',
      link: expect.stringMatching(LINK),
    });

    const users = await t.call<Array<{ email: string; identification: string | null }>>(
      'admin/getUsers',
      { organizationId: organization.id },
      sa,
    );
    expect(users.body.find((user) => user.email === input.email)?.identification).toBe(rut);
    expect((await reset(answer.body.link!, 'clave-de-marta-1')).status).toBe(200);
    expect((await t.call('auth/login', { email: formatRut(rut), password: 'clave-de-marta-1' })).status).toBe(200);
  });

  it('still creates a user without a RUT (optional), who signs in by e-mail', async () => {
    const input = newUser({ role: 'SU' });
    const answer = await t.call<LinkAnswer>('admin/createUsers', { user: input }, sa);
    expect(answer.status).toBe(200);
    expect((await reset(answer.body.link!, 'clave-de-marta-2')).status).toBe(200);
    expect((await t.call('auth/login', { email: input.email, password: 'clave-de-marta-2' })).status).toBe(200);
  });

  it('answers a retried create (same Idempotency-Key) with the same working link, issuing no second one', async () => {
    const input = newUser({ identification: randomRut() });
    const key = { 'idempotency-key': randomUUID() };
    const first = await t.call<LinkAnswer>('admin/createUsers', { user: input }, sa, key);
    const again = await t.call<LinkAnswer>('admin/createUsers', { user: input }, sa, key);
    expect(first.status).toBe(200);
    expect(again.body.link).toBe(first.body.link);
    const { rows } = await t.pool.query('select 1 from mail_outbox where "to" = $1', [input.email]);
    expect(rows).toHaveLength(1);
    expect((await reset(again.body.link!, 'clave-reintento-1')).status).toBe(200);
  });

  it.each([
    ['a wrong check digit', '12.345.678-9', INVALID_RUT],
    ['letters', 'doce-millones', INVALID_RUT],
    ['a NUL character', '12345678\u00005', undefined],
    ['a lone surrogate', '1234567\ud8005', undefined],
    ['an object', { rut: '12345678-5' }, undefined],
  ])('refuses a RUT with %s in Spanish (400), appending nothing', async (_, identification, message) => {
    const before = await t.countEvents();
    const answer = await t.call<{ msg: string }>('admin/createUsers', { user: newUser({ identification }) }, sa);
    expect(answer.status).toBe(400);
    if (message) expect(answer.body.msg).toContain(message);
    // Spanish, never zod's English default.
    expect(answer.body.msg).not.toMatch(/invalid|expected|required|received/i);
    expect(await t.countEvents()).toBe(before);
  });

  it('refuses a RUT another account holds (409), creating nothing', async () => {
    const holder = await t.createUser('EM', otherOrganization.id, 'user-password-1', { identification: randomRut() });
    const input = newUser({ identification: holder.identification });
    const answer = await t.call<{ msg: string }>('admin/createUsers', { user: input }, sa);
    expect(answer.status).toBe(409);
    const { rows } = await t.pool.query('select 1 from users where email = $1', [input.email]);
    expect(rows).toHaveLength(0);
  });

  it('is the SA’s alone: an AD is refused (403)', async () => {
    const admin = await t.createUser('AD', organization.id);
    expect((await t.call('admin/createUsers', { user: newUser({ identification: randomRut() }) }, admin.token)).status).toBe(403);
  });
});

describe('with a mail service', () => {
  it('answers no link when the mail leaves the platform: the dialogs then say the mail was sent', async () => {
    const app = await startTestApp({ mailUrl: 'smtp://127.0.0.1:9' });
    try {
      await app.pool.query(
        'insert into platform_settings (id, mail_service) values (1, true) on conflict (id) do update set mail_service = true',
      );
      const admin = await app.login(ADMIN.identification, ADMIN.password);
      const own = await app.createOrganization(admin);
      const created = await app.call<LinkAnswer>('admin/createUsers', { user: newUser({ organizationId: own.id }) }, admin);
      expect(created.body).toEqual({ status: true, msg: 'Usuario creado exitosamente!', link: null });
      const ad = await app.createUser('AD', own.id);
      const employee = await app.call<LinkAnswer & { employee: { id: string } }>(
        'employee/createEmployee',
        { employee: newEmployee() },
        ad.token,
      );
      expect(employee.body.link).toBeNull();
      const resent = await app.call<LinkAnswer>('employee/resendInvitation', { id: employee.body.employee.id }, ad.token);
      expect(resent.body).toEqual({ status: true, msg: 'Se envió un enlace nuevo; el anterior ya no sirve.', link: null });
    } finally {
      await app.close();
    }
  });
});

describe('employee/getInvitations and employee/resendInvitation', () => {
  it('tells pendiente, aceptada and vencida apart, and a fresh link replaces the old one', async () => {
    const admin = await t.createUser('AD', organization.id);
    const waiting = await createEmployee(admin.token);
    const accepting = await createEmployee(admin.token, { identification: randomRut() });
    expect(waiting.link).toMatch(LINK);

    let states = await invitationsOf(admin.token);
    expect(states.get(waiting.employee.id)).toBe('pending');
    expect(states.get(accepting.employee.id)).toBe('pending');

    expect((await reset(accepting.link!, 'clave-aceptada-1')).status).toBe(200);
    try {
      t.clock.offsetMs = 73 * 3600_000;
      // Three days on, the AD signs in again.
      const token = await t.login(admin.identification, 'user-password-1');
      states = await invitationsOf(token);
      expect(states.get(waiting.employee.id)).toBe('expired');
      expect(states.get(accepting.employee.id)).toBe('accepted');

      const resent = await t.call<LinkAnswer>('employee/resendInvitation', { id: waiting.employee.id }, token);
      expect(resent.body).toEqual({ status: true, msg: 'Se generó un enlace nuevo; el anterior ya no sirve.', link: expect.any(String) });
      expect(resent.body.link).not.toBe(waiting.link);
      expect((await invitationsOf(token)).get(waiting.employee.id)).toBe('pending');
      expect((await reset(waiting.link!, 'clave-vieja-1')).status).not.toBe(200);
      expect((await reset(resent.body.link!, 'clave-nueva-1')).status).toBe(200);
      expect((await invitationsOf(token)).get(waiting.employee.id)).toBe('accepted');
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('refuses a fresh invitation for an employee who already opened their account (409), issuing no link', async () => {
    const admin = await t.createUser('AD', organization.id);
    const employee = await createEmployee(admin.token);
    expect((await reset(employee.link!, 'clave-abierta-1')).status).toBe(200);
    const { rowCount: before } = await t.pool.query('select 1 from mail_outbox where user_id = $1', [employee.employee.id]);
    const answer = await t.call<{ msg: string }>('employee/resendInvitation', { id: employee.employee.id }, admin.token);
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toBe('El empleado ya activó su cuenta. Si olvidó su contraseña, puede recuperarla desde el inicio de sesión.');
    const { rowCount: after } = await t.pool.query('select 1 from mail_outbox where user_id = $1', [employee.employee.id]);
    expect(after).toBe(before);
  });

  it("treats another organization's employees as nonexistent (404) and lists only the AD's own", async () => {
    const admin = await t.createUser('AD', organization.id);
    const neighbour = await t.createUser('AD', otherOrganization.id);
    const theirs = await createEmployee(neighbour.token);
    const answer = await t.call<{ msg: string }>('employee/resendInvitation', { id: theirs.employee.id }, admin.token);
    expect(answer.status).toBe(404);
    expect(answer.body.msg).toBe('El empleado no existe.');
    expect((await invitationsOf(admin.token)).has(theirs.employee.id)).toBe(false);
    // A body naming the other organization is refused outright.
    expect((await t.call('employee/getInvitations', { organizationId: otherOrganization.id }, admin.token)).status).toBe(403);
    expect(
      (await t.call('employee/resendInvitation', { organizationId: otherOrganization.id, id: theirs.employee.id }, admin.token)).status,
    ).toBe(403);
    // The SA names the organization.
    expect((await invitationsOf(sa, { organizationId: otherOrganization.id })).get(theirs.employee.id)).toBe('pending');
  });

  it('is for AD and SA only: EM, SU and US are refused (403), anonymous callers 401', async () => {
    const employee = await t.createUser('EM', organization.id);
    for (const role of ['EM', 'SU', 'US'] as const) {
      const user = await t.createUser(role, organization.id);
      expect((await t.call('employee/getInvitations', {}, user.token)).status).toBe(403);
      expect((await t.call('employee/resendInvitation', { id: employee.userId }, user.token)).status).toBe(403);
    }
    expect((await t.call('employee/getInvitations', {})).status).toBe(401);
  });

  it('validates the body in Spanish (400) and appends nothing', async () => {
    const admin = await t.createUser('AD', organization.id);
    const before = await t.countEvents();
    for (const body of [{ id: 'no-es-un-id' }, { id: randomUUID(), extra: 1 }, { id: '\u0000' }, {}]) {
      const answer = await t.call<{ msg: string }>('employee/resendInvitation', body, admin.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.msg).not.toMatch(/^[A-Za-z ]+$/);
    }
    expect(await t.countEvents()).toBe(before);
  });
});

describe('employee/getAdministrators', () => {
  it("names the active administrators of the caller's organization only, for any of its members", async () => {
    const org = await t.createOrganization(sa, { name: 'Lavado Nombres' });
    await t.createUser('AD', org.id, 'user-password-1', { firstName: 'Carmen' });
    const blocked = await t.createUser('AD', org.id, 'user-password-1', { firstName: 'Rodrigo' });
    await t.createUser('AD', otherOrganization.id, 'user-password-1', { firstName: 'Ajena' });
    const washer = await t.createUser('EM', org.id);
    const carmen = (await t.call<Array<{ name: string }>>('employee/getAdministrators', {}, washer.token)).body;
    expect(carmen.map(({ name }) => name)).toEqual(['Carmen AD', 'Rodrigo AD']);

    await t.pool.query('update users set enable = 0 where id = $1', [blocked.userId]);
    const answer = await t.call<Array<{ name: string }>>('employee/getAdministrators', {}, washer.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([{ name: 'Carmen AD' }]);
    expect((await t.call('employee/getAdministrators', { organizationId: otherOrganization.id }, washer.token)).status).toBe(403);
    expect((await t.call('employee/getAdministrators', {}, sa)).status).toBe(403);
  });
});

describe('dashboard/getSetupProgress', () => {
  it('reads each step from what exists: prices, a first employee, a wall screen link, a first service; other organizations do not count', async () => {
    const org = await t.createOrganization(sa, { name: 'Lavado Nuevo' });
    const admin = await t.createUser('AD', org.id, 'user-password-1', { identification: randomRut() });
    const progress = async () => {
      const answer = await t.call<Record<string, boolean>>('dashboard/getSetupProgress', {}, admin.token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };
    expect(await progress()).toEqual({ prices: false, employee: false, wallScreen: false, service: false });

    const neighbour = await t.createUser('AD', otherOrganization.id);
    await createEmployee(neighbour.token);
    expect((await progress()).employee).toBe(false);

    const prices = await t.call(
      'billing/setPrices',
      { effectiveFrom: todayInSantiago(), prices: [{ serviceCode: 'BA', vehicleGroup: 'AUT', amount: 8000 }] },
      admin.token,
    );
    expect(prices.status, JSON.stringify(prices.body)).toBe(200);
    expect(await progress()).toEqual({ prices: true, employee: false, wallScreen: false, service: false });
    await createEmployee(admin.token);
    expect((await t.call('wallScreen/createLink', {}, admin.token)).status).toBe(200);
    expect(await progress()).toEqual({ prices: true, employee: true, wallScreen: true, service: false });
    const ticket = await t.call('wash/createWashTicket', { data: newServiceData() }, admin.token);
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    expect(await progress()).toEqual({ prices: true, employee: true, wallScreen: true, service: true });
  });

  it('is the AD’s: EM and SA are refused (403), and a body naming another organization too', async () => {
    const admin = await t.createUser('AD', organization.id);
    const washer = await t.createUser('EM', organization.id);
    expect((await t.call('dashboard/getSetupProgress', {}, washer.token)).status).toBe(403);
    expect((await t.call('dashboard/getSetupProgress', {}, sa)).status).toBe(403);
    expect((await t.call('dashboard/getSetupProgress', { organizationId: otherOrganization.id }, admin.token)).status).toBe(403);
  });
});
