import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openedLink } from '../support/outbox';
import { ADMIN, randomRut, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let sa: string;
let saId: string;
let orgA: { id: string };
let orgB: { id: string };

type ListedUser = Record<string, unknown> & { id: string; email: string; enable: number; organizationId: string | null; createdAt: string };

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  saId = (await t.call<{ id: string }>('user/getUserById', {}, sa)).body.id;
  orgA = await t.createOrganization(sa, { name: 'Lavado Registro A' });
  orgB = await t.createOrganization(sa, { name: 'Lavado Registro B' });
});
afterAll(() => t.close());

const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Rosa',
  secondName: 'Muñoz',
  email: `rosa.${randomUUID().slice(0, 8)}@lavado.cl`,
  phone: 912345678,
  organizationId: orgA.id,
  role: 'AD',
  gender: 'F',
  ...overrides,
});

const listUsers = async (filters: Record<string, unknown> = {}) => (await t.call<ListedUser[]>('admin/getUsers', filters, sa)).body;

async function createUser(overrides: Record<string, unknown> = {}): Promise<ListedUser> {
  const input = newUser(overrides);
  const answer = await t.call('admin/createUsers', { user: input }, sa);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const created = (await listUsers()).find((user) => user.email === input.email);
  if (!created) throw new Error('created user not listed');
  return created;
}

/** Sets the password through the invitation mail, then signs in by e-mail. */
async function signInAs(user: ListedUser): Promise<string> {
  const { rows } = await t.pool.query<{ link: string }>('select link from mail_outbox where "to" = $1 order by created_at desc limit 1', [
    user.email,
  ]);
  const token = new URL(openedLink(rows[0]!.link)!).searchParams.get('token')!;
  expect((await t.call('auth/reset', { password: 'clave-invitada-1' }, token)).status).toBe(200);
  return t.login(user.email, 'clave-invitada-1');
}

describe('admin/createUsers', () => {
  it('creates a user without identification whom the registry lists with every profile field', async () => {
    const input = newUser({ role: 'SU', gender: 'M' });
    const answer = await t.call('admin/createUsers', { user: input }, sa);
    // No mail service here: the invitation link comes back for the SA to hand over.
    expect(answer.body).toEqual({ status: true, msg: 'Usuario creado exitosamente!', link: expect.stringMatching(/\/reset\?token=/) });
    const listed = (await listUsers()).find((user) => user.email === input.email);
    expect(listed).toEqual({
      id: expect.any(String),
      employeeNumber: null,
      firstName: 'Rosa',
      secondName: 'Muñoz',
      identification: null,
      email: input.email,
      phone: 912345678,
      role: 'SU',
      gender: 'M',
      organizationId: orgA.id,
      organizationName: 'Lavado Registro A',
      enable: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('leaves the gender optional', async () => {
    const { gender: _gender, ...withoutGender } = newUser();
    expect((await t.call('admin/createUsers', { user: withoutGender }, sa)).status).toBe(200);
    expect((await listUsers()).find((user) => user.email === withoutGender.email)).toMatchObject({ gender: null });
  });

  it('refuses an e-mail already registered, whatever its case (409)', async () => {
    const input = newUser();
    expect((await t.call('admin/createUsers', { user: input }, sa)).status).toBe(200);
    const before = await t.countEvents();
    const again = await t.call('admin/createUsers', { user: { ...newUser(), email: input.email.toUpperCase() } }, sa);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ msg: 'El correo ya está registrado.' });
    expect(await t.countEvents()).toBe(before);
  });

  it('answers 404 for an organization that does not exist or was deleted', async () => {
    const deleted = await t.createOrganization(sa);
    expect((await t.call('admin/deleteOrganization', { id: deleted.id }, sa)).status).toBe(200);
    const before = await t.countEvents();
    for (const organizationId of [randomUUID(), deleted.id]) {
      const answer = await t.call('admin/createUsers', { user: newUser({ organizationId }) }, sa);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ msg: 'La organización indicada no existe.' });
    }
    expect(await t.countEvents()).toBe(before);
  });

  it('validates every field with Spanish messages and appends nothing', async () => {
    const before = await t.countEvents();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: '' }, 'Ingrese el nombre.'],
      [{ secondName: ' ' }, 'Ingrese el apellido.'],
      [{ email: 'no-es-correo' }, 'El correo ingresado no es válido.'],
      [{ phone: '012345678' }, 'El telefono ingresado no es válido debe tener 9 dígitos.'],
      [{ phone: 91234567 }, 'El telefono ingresado no es válido debe tener 9 dígitos.'],
      [{ role: 'SA' }, 'Seleccione el rol (AD, SU o US).'],
      [{ role: 'EM' }, 'Seleccione el rol (AD, SU o US).'],
      [{ gender: 'X' }, 'Seleccione el género.'],
      [{ organizationId: 'no-uuid' }, 'Identificador inválido.'],
    ];
    for (const [override, message] of cases) {
      const answer = await t.call('admin/createUsers', { user: newUser(override) }, sa);
      expect({ override, status: answer.status, msg: answer.body.msg }).toEqual({ override, status: 400, msg: message });
    }
    const { email: _email, ...missingEmail } = newUser();
    expect((await t.call('admin/createUsers', { user: missingEmail }, sa)).status).toBe(400);
    expect((await t.call('admin/createUsers', { user: { ...newUser(), enable: 1 } }, sa)).status).toBe(400);
    expect(await t.countEvents()).toBe(before);
  });
});

describe('admin/getUsers', () => {
  it('lists users of every organization, not deleted ones, filtered by organization and state', async () => {
    const inA = await createUser({ organizationId: orgA.id });
    const inB = await createUser({ organizationId: orgB.id });
    const all = await listUsers();
    expect(all.map((user) => user.id)).toEqual(expect.arrayContaining([inA.id, inB.id, saId]));

    const onlyB = await listUsers({ organizationId: orgB.id });
    expect(onlyB.map((user) => user.id)).toContain(inB.id);
    expect(onlyB.every((user) => user.organizationId === orgB.id)).toBe(true);

    await t.call('admin/setUserState', { id: inA.id, enable: 1 }, sa);
    expect((await listUsers({ state: 0 })).map((user) => user.id)).toContain(inA.id);
    expect((await listUsers({ state: 1 })).map((user) => user.id)).not.toContain(inA.id);

    await t.call('admin/deleteUser', { id: inB.id }, sa);
    expect((await listUsers()).map((user) => user.id)).not.toContain(inB.id);
  });

  it('filters by registration date (from), in the platform time zone', async () => {
    const user = await createUser();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date(Date.now() + 86_400_000));
    expect((await listUsers({ from: today })).map((item) => item.id)).toContain(user.id);
    expect((await listUsers({ from: tomorrow })).map((item) => item.id)).not.toContain(user.id);
  });

  it('filters by module: organizations run Lavados (CarWash); Agenda and Inventory have nobody yet', async () => {
    const user = await createUser();
    const carWash = await listUsers({ module: 'CarWash' });
    expect(carWash.map((item) => item.id)).toContain(user.id);
    expect(carWash.map((item) => item.id)).not.toContain(saId);
    expect(await listUsers({ module: 'Agenda' })).toEqual([]);
    expect(await listUsers({ module: 'Inventory' })).toEqual([]);
  });

  it('refuses bad filters (400) and other roles (403)', async () => {
    for (const filters of [{ module: 'Lavados' }, { state: 2 }, { from: '2025-13-01' }, { organizationId: 'x' }, { role: 'AD' }]) {
      expect((await t.call('admin/getUsers', filters, sa)).status).toBe(400);
    }
    const admin = await t.createUser('AD', orgA.id);
    expect((await t.call('admin/getUsers', {}, admin.token)).status).toBe(403);
  });
});

describe('admin/setUserState', () => {
  it('flips the shown state; blocking ends the user’s sessions at once; unblocking lets them back in', async () => {
    const user = await createUser();
    const token = await signInAs(user);
    expect((await t.call('onBoard/getOnBoardStatus', {}, token)).status).toBe(200);

    const blocked = await t.call('admin/setUserState', { id: user.id, enable: 1 }, sa);
    expect(blocked.body).toEqual({ status: true, msg: 'Usuario bloqueado.', enable: 0 });
    expect((await t.call('onBoard/getOnBoardStatus', {}, token)).status).toBe(401);
    expect((await t.call('auth/login', { email: user.email, password: 'clave-invitada-1' })).status).toBe(401);

    const unblocked = await t.call('admin/setUserState', { id: user.id, enable: 0 }, sa);
    expect(unblocked.body).toEqual({ status: true, msg: 'Usuario desbloqueado.', enable: 1 });
    expect((await t.call('auth/login', { email: user.email, password: 'clave-invitada-1' })).status).toBe(200);
  });

  it('refuses the SA’s own account (400), unknown ids (404), bad bodies (400) and other roles (403), appending nothing', async () => {
    const user = await createUser();
    const admin = await t.createUser('AD', orgA.id);
    const before = await t.countEvents();
    const self = await t.call('admin/setUserState', { id: saId, enable: 1 }, sa);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ msg: 'No puede bloquear ni eliminar su propio usuario.' });
    expect((await t.call('admin/setUserState', { id: randomUUID(), enable: 1 }, sa)).status).toBe(404);
    expect((await t.call('admin/setUserState', { id: user.id, enable: 2 }, sa)).status).toBe(400);
    expect((await t.call('admin/setUserState', { id: user.id }, sa)).status).toBe(400);
    expect((await t.call('admin/setUserState', { id: user.id, enable: 1 }, admin.token)).status).toBe(403);
    expect(await t.countEvents()).toBe(before);
    expect((await t.call('onBoard/getOnBoardStatus', {}, sa)).status).toBe(200);
  });
});

describe('admin/deleteUser', () => {
  it('deletes the user, ends their sessions, and frees their e-mail for a new user', async () => {
    const user = await createUser();
    const token = await signInAs(user);
    expect((await t.call('admin/deleteUser', { id: user.id }, sa)).body).toEqual({ status: true, msg: 'El usuario se ha eliminado' });
    expect((await t.call('onBoard/getOnBoardStatus', {}, token)).status).toBe(401);
    expect((await t.call('auth/login', { email: user.email, password: 'clave-invitada-1' })).status).toBe(401);
    expect((await t.call('admin/createUsers', { user: newUser({ email: user.email }) }, sa)).status).toBe(200);
    expect((await t.call('admin/deleteUser', { id: user.id }, sa)).status).toBe(404);
  });

  it('frees the identification of a deleted employee too', async () => {
    const admin = await t.createUser('AD', orgA.id);
    const employee = {
      firstName: 'Luis',
      secondName: 'Mora',
      identification: randomRut(),
      email: `luis.${randomUUID().slice(0, 8)}@lavado.cl`,
      phone: 987654321,
    };
    const created = await t.call<{ employee: { id: string } }>('employee/createEmployee', { employee }, admin.token);
    expect(created.status).toBe(200);
    expect((await t.call('admin/deleteUser', { id: created.body.employee.id }, sa)).status).toBe(200);
    expect(
      (await t.call('employee/createEmployee', { employee: { ...employee, email: `otro.${employee.email}` } }, admin.token)).status,
    ).toBe(200);
  });

  it('refuses the SA’s own account (400), unknown ids (404) and other roles (403), appending nothing', async () => {
    const user = await createUser();
    const admin = await t.createUser('AD', orgA.id);
    const before = await t.countEvents();
    expect((await t.call('admin/deleteUser', { id: saId }, sa)).status).toBe(400);
    expect((await t.call('admin/deleteUser', { id: randomUUID() }, sa)).status).toBe(404);
    expect((await t.call('admin/deleteUser', { id: 'x' }, sa)).status).toBe(400);
    expect((await t.call('admin/deleteUser', { id: user.id }, admin.token)).status).toBe(403);
    expect(await t.countEvents()).toBe(before);
  });
});
