import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';

/** A 401 on an ended session says why: a machine-readable reason and its Spanish message, under 'Sesión expirada!'. */
let t: TestApp;
let sa: string;
let organizationId: string;

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  organizationId = (await t.createOrganization(sa)).id;
});
afterAll(() => t.close());

const protectedCall = (token: string) => t.call('onBoard/getOnBoardStatus', {}, token);

const endedWith = (reason: string, message: string) => ({
  status: 401,
  body: expect.objectContaining({ msg: 'Sesión expirada!', sessionEnd: { reason, message } }),
});

const answerOf = async (token: string) => {
  const answer = await protectedCall(token);
  return { status: answer.status, body: answer.body };
};

describe('why a session ended', () => {
  it('logged out elsewhere', async () => {
    const user = await t.createUser('EM', organizationId);
    const otherTab = user.token;
    expect((await t.call('auth/logout', {}, user.token)).status).toBe(200);
    expect(await answerOf(otherTab)).toEqual(endedWith('logout', 'Se cerró la sesión desde otra pestaña o dispositivo.'));
  });

  it('blocked by an administrator', async () => {
    const user = await t.createUser('EM', organizationId);
    expect((await t.call('admin/setUserState', { id: user.userId, enable: 1 }, sa)).status).toBe(200);
    expect(await answerOf(user.token)).toEqual(endedWith('deactivated', 'Su usuario fue bloqueado por un administrador.'));
  });

  it('password changed', async () => {
    const user = await t.createUser('EM', organizationId);
    const otherSession = await t.login(user.identification, user.password);
    const changed = await t.call('auth/set-password', { current: user.password, newPass: 'otra-clave-segura' }, user.token);
    expect(changed.status).toBe(200);
    expect(await answerOf(otherSession)).toEqual(
      endedWith('password_changed', 'Su contraseña fue cambiada: ingrese con la nueva contraseña.'),
    );
  });

  it('organization disabled', async () => {
    const organization = await t.createOrganization(sa);
    const user = await t.createUser('AD', organization.id);
    expect((await t.call('admin/setOrganizationState', { id: organization.id, enable: 1 }, sa)).status).toBe(200);
    expect(await answerOf(user.token)).toEqual(endedWith('organization_disabled', 'Su organización fue desactivada, contacte a soporte.'));
  });

  it("idle for longer than the platform's sessionTime, naming its minutes", async () => {
    const setSessionTime = async (sessionTime: number) =>
      expect(
        (
          await t.call(
            'admin/setAplicationParameters',
            { maintenance: false, onboarding: true, mailService: false, sessionTime },
            await t.login(ADMIN.identification, ADMIN.password),
          )
        ).status,
      ).toBe(200);
    await setSessionTime(15);
    try {
      const user = await t.createUser('EM', organizationId);
      t.clock.offsetMs = 16 * 60_000;
      expect(await answerOf(user.token)).toEqual(endedWith('idle', 'La sesión se cerró tras 15 minutos sin actividad.'));
    } finally {
      t.clock.offsetMs = 0;
      await setSessionTime(60);
    }
  });

  it('a token past its lifetime, and no token at all (no reason: there was no session)', async () => {
    const user = await t.createUser('EM', organizationId);
    t.clock.offsetMs = 400 * 24 * 60 * 60_000;
    try {
      expect(await answerOf(user.token)).toEqual(endedWith('expired', 'La sesión llegó a su duración máxima: ingrese nuevamente.'));
    } finally {
      t.clock.offsetMs = 0;
    }
    const anonymous = await t.call('onBoard/getOnBoardStatus', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).not.toHaveProperty('sessionEnd');
  });
});
