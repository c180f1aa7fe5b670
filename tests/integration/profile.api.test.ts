import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let sa: string;
let orgA: { id: string };
let orgB: { id: string };

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  orgA = await t.createOrganization(sa, { name: 'Lavado Perfil A' });
  orgB = await t.createOrganization(sa, { name: 'Lavado Perfil B' });
});
afterAll(() => t.close());

const newProfile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Camila',
  secondName: 'Reyes',
  email: `camila.${randomUUID().slice(0, 8)}@lavado.cl`,
  phone: 987654321,
  ...overrides,
});

describe('user/getUserById', () => {
  it("answers the caller's own profile with the spec fields", async () => {
    const user = await t.createUser('AD', orgA.id);
    const answer = await t.call('user/getUserById', { organizationId: orgA.id }, user.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: user.userId,
      employeeNumber: null,
      firstName: 'Ana',
      secondName: 'AD',
      identification: user.identification,
      email: `${user.identification}@lavado.test`,
      phone: 912345678,
      role: 'AD',
      gender: 'F',
      organizationId: orgA.id,
      organizationName: 'Lavado Perfil A',
      enable: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  it('works for the SA, who has no organization', async () => {
    const answer = await t.call('user/getUserById', { organizationId: null }, sa);
    expect(answer.body).toMatchObject({ identification: ADMIN.identification, role: 'SA', organizationId: null, organizationName: null });
  });

  it("refuses another organization's id (403), extra fields (400) and anonymous callers (401)", async () => {
    const user = await t.createUser('EM', orgA.id);
    expect((await t.call('user/getUserById', { organizationId: orgB.id }, user.token)).status).toBe(403);
    expect((await t.call('user/getUserById', { organizationId: orgA.id }, sa)).status).toBe(403);
    expect((await t.call('user/getUserById', { id: randomUUID() }, user.token)).status).toBe(400);
    expect((await t.call('user/getUserById', {})).status).toBe(401);
  });
});

describe('user/updateUser', () => {
  it('changes the sign-in e-mail only with the current password; other fields need none', async () => {
    const user = await t.createUser('AD', orgA.id);
    const profile = newProfile();
    const before = await t.countEvents();
    const withoutPassword = await t.call('user/updateUser', { user: profile }, user.token);
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body.msg).toBe('Ingrese su contraseña actual para cambiar el correo o el RUT.');
    const wrongPassword = await t.call('user/updateUser', { user: profile, current: 'no-es-la-clave' }, user.token);
    expect(wrongPassword.body).toMatchObject({ status: 400, msg: 'La contraseña actual es incorrecta.' });
    expect(await t.countEvents()).toBe(before);
    expect((await t.call('user/updateUser', { user: profile, current: user.password }, user.token)).status).toBe(200);
    expect(
      (await t.call('user/updateUser', { user: { ...profile, firstName: 'Otro', email: profile.email.toUpperCase() } }, user.token)).status,
    ).toBe(200);
  });

  it('counts wrong current passwords with those of a password change: 5 in 15 minutes per account, then 429 even for the right one', async () => {
    const user = await t.createUser('AD', orgA.id);
    const profile = newProfile();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await t.call('user/updateUser', { user: profile, current: 'no-es-la-clave' }, user.token)).status).toBe(400);
    }
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await t.call('auth/set-password', { current: 'no-es-la-clave', newPass: 'otra-clave-segura' }, user.token)).status).toBe(400);
    }
    const before = await t.countEvents();
    const blocked = await t.call('user/updateUser', { user: profile, current: user.password }, user.token);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ msg: 'Demasiados intentos, espere un momento e intente nuevamente.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.countEvents()).toBe(before);
    // Another account is not slowed by this one's guesses.
    const other = await t.createUser('AD', orgA.id);
    expect((await t.call('user/updateUser', { user: newProfile(), current: other.password }, other.token)).status).toBe(200);
  });

  it('updates the caller’s names, e-mail and phone; the new e-mail signs in, the old one no longer does', async () => {
    const user = await t.createUser('US', orgA.id);
    const oldEmail = `${user.identification}@lavado.test`;
    const profile = newProfile();
    const answer = await t.call('user/updateUser', { organizationId: orgA.id, user: profile, current: user.password }, user.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, msg: 'Datos actualizados.' });
    expect((await t.call('user/getUserById', {}, user.token)).body).toMatchObject(profile);
    expect((await t.call('auth/login', { email: profile.email, password: user.password })).status).toBe(200);
    expect((await t.call('auth/login', { email: oldEmail, password: user.password })).status).toBe(401);

    // Read through the store: the events table keeps the profile's personal values encrypted (docs/privacy.md).
    const stored = (await t.store.read(`user-${user.userId}`)).filter((event) => event.type === 'UserProfileUpdated');
    expect(stored.map((event) => event.data)).toEqual([{ userId: user.userId, ...profile }]);
  });

  it('frees the old e-mail for others and refuses one another user holds (409)', async () => {
    const first = await t.createUser('AD', orgA.id);
    const second = await t.createUser('AD', orgB.id);
    const firstOldEmail = `${first.identification}@lavado.test`;
    expect((await t.call('user/updateUser', { user: newProfile(), current: first.password }, first.token)).status).toBe(200);

    const before = await t.countEvents();
    const taken = await t.call(
      'user/updateUser',
      { user: newProfile({ email: `${second.identification}@LAVADO.test` }), current: first.password },
      first.token,
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ msg: 'El correo ya está registrado.' });
    expect(await t.countEvents()).toBe(before);

    expect(
      (await t.call('user/updateUser', { user: newProfile({ email: firstOldEmail }), current: second.password }, second.token)).status,
    ).toBe(200);
  });

  it('keeps the e-mail reservation when only its case changes, and appends nothing when nothing changes', async () => {
    const user = await t.createUser('AD', orgA.id);
    const profile = newProfile();
    await t.call('user/updateUser', { user: profile, current: user.password }, user.token);
    const before = await t.countEvents();
    expect((await t.call('user/updateUser', { user: profile, current: user.password }, user.token)).status).toBe(200);
    expect(await t.countEvents()).toBe(before);

    expect(
      (await t.call('user/updateUser', { user: { ...profile, email: profile.email.toUpperCase() }, current: user.password }, user.token))
        .status,
    ).toBe(200);
    const other = await t.createUser('AD', orgB.id);
    expect(
      (await t.call('user/updateUser', { user: newProfile({ email: profile.email }), current: other.password }, other.token)).status,
    ).toBe(409);
  });

  it('validates with Spanish messages and appends nothing', async () => {
    const user = await t.createUser('AD', orgA.id);
    const before = await t.countEvents();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: '' }, 'Ingrese el nombre.'],
      [{ secondName: '' }, 'Ingrese el apellido.'],
      [{ email: 'correo@' }, 'El correo ingresado no es válido.'],
      [{ phone: 12345 }, 'El telefono ingresado no es válido debe tener 9 dígitos.'],
    ];
    for (const [override, message] of cases) {
      const answer = await t.call('user/updateUser', { user: newProfile(override), current: user.password }, user.token);
      expect({ override, status: answer.status, msg: answer.body.msg }).toEqual({ override, status: 400, msg: message });
    }
    expect((await t.call('user/updateUser', { user: { ...newProfile(), role: 'SA' }, current: user.password }, user.token)).status).toBe(
      400,
    );
    expect(
      (await t.call('user/updateUser', { user: { ...newProfile(), identification: 'x' }, current: user.password }, user.token)).status,
    ).toBe(400);
    expect(await t.countEvents()).toBe(before);
  });

  it("refuses another organization's id (403) and anonymous callers (401), appending nothing", async () => {
    const user = await t.createUser('AD', orgA.id);
    const before = await t.countEvents();
    expect(
      (await t.call('user/updateUser', { organizationId: orgB.id, user: newProfile(), current: user.password }, user.token)).status,
    ).toBe(403);
    expect((await t.call('user/updateUser', { user: newProfile() })).status).toBe(401);
    expect(await t.countEvents()).toBe(before);
  });
});

describe('onboarding', () => {
  it('starts not on board, completes once with state 1, and login then reports onBoard true', async () => {
    const user = await t.createUser('EM', orgA.id);
    expect((await t.call('onBoard/getOnBoardStatus', {}, user.token)).body).toEqual({ status: true, onBoard: false });
    expect((await t.call('onBoard/setOnBoardStatus', { state: 1 }, user.token)).body).toEqual({ status: true });
    expect((await t.call('onBoard/getOnBoardStatus', {}, user.token)).body).toEqual({ status: true, onBoard: true });
    expect((await t.call('auth/login', { email: user.identification, password: user.password })).body).toMatchObject({ onBoard: true });

    const before = await t.countEvents();
    expect((await t.call('onBoard/setOnBoardStatus', { state: 1 }, user.token)).status).toBe(200);
    expect(await t.countEvents()).toBe(before);
  });

  it('is per user, for every role', async () => {
    const done = await t.createUser('SU', orgA.id);
    const pending = await t.createUser('US', orgA.id);
    await t.call('onBoard/setOnBoardStatus', { state: 1 }, done.token);
    expect((await t.call('onBoard/getOnBoardStatus', {}, pending.token)).body).toEqual({ status: true, onBoard: false });
    expect((await t.call('onBoard/getOnBoardStatus', {}, sa)).status).toBe(200);
  });

  it('refuses any state but 1, extra fields, and anonymous callers, appending nothing', async () => {
    const user = await t.createUser('AD', orgA.id);
    const before = await t.countEvents();
    for (const body of [{ state: 0 }, { state: '1' }, {}, { state: 1, userId: randomUUID() }]) {
      expect((await t.call('onBoard/setOnBoardStatus', body, user.token)).status).toBe(400);
    }
    expect((await t.call('onBoard/getOnBoardStatus', { userId: randomUUID() }, user.token)).status).toBe(400);
    expect((await t.call('onBoard/setOnBoardStatus', { state: 1 })).status).toBe(401);
    expect(await t.countEvents()).toBe(before);
  });
});
