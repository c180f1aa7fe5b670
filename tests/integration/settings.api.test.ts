import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let sa: string;

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
});
afterAll(() => t.close());

describe('application parameters', () => {
  it('starts from the defaults, as a list whose first item carries the flags', async () => {
    const organization = await t.createOrganization(sa);
    const employee = await t.createUser('EM', organization.id);
    const answer = await t.call('setting/getAplicationParameters', {}, employee.token);
    expect(answer.body).toEqual([{ maintenance: false, onboarding: true, mailService: false, sessionTime: 60, maintenanceEndsAt: null }]);
  });

  it('the SA saves every value, including session time and the maintenance end, and everyone reads them', async () => {
    const saved = await t.call(
      'admin/setAplicationParameters',
      { maintenance: true, onboarding: false, mailService: true, sessionTime: 30, maintenanceEndsAt: '2026-12-01T13:00:00Z' },
      sa,
    );
    expect(saved.body).toEqual({ status: true, msg: 'Configuración guardada.' });
    const organization = await t.createOrganization(sa);
    const admin = await t.createUser('AD', organization.id);
    expect((await t.call('setting/getAplicationParameters', {}, admin.token)).body).toEqual([
      { maintenance: true, onboarding: false, mailService: true, sessionTime: 30, maintenanceEndsAt: '2026-12-01T13:00:00Z' },
    ]);
    expect((await t.call('admin/getAplicationParameters', {}, sa)).body).toEqual(
      (await t.call('setting/getAplicationParameters', {}, admin.token)).body,
    );
  });

  it('applies the saved session time to the idle timeout', async () => {
    await t.call('admin/setAplicationParameters', { maintenance: false, onboarding: true, mailService: false, sessionTime: 10 }, sa);
    const token = await t.login(ADMIN.identification, ADMIN.password);
    t.clock.offsetMs = 9 * 60_000;
    expect((await t.call('admin/getAplicationParameters', {}, token)).status).toBe(200);
    t.clock.offsetMs = (9 + 11) * 60_000;
    expect((await t.call('admin/getAplicationParameters', {}, token)).status).toBe(401);
    t.clock.offsetMs = 0;
    await t.call(
      'admin/setAplicationParameters',
      { maintenance: false, onboarding: true, mailService: false, sessionTime: 60 },
      await t.login(ADMIN.identification, ADMIN.password),
    );
  });

  it('is changed only by the SA, and validates in Spanish with nothing appended', async () => {
    const organization = await t.createOrganization(sa);
    const admin = await t.createUser('AD', organization.id);
    const before = await t.countEvents();
    expect(
      (await t.call('admin/setAplicationParameters', { maintenance: true, onboarding: true, mailService: true }, admin.token)).status,
    ).toBe(403);
    expect((await t.call('admin/getAplicationParameters', {}, admin.token)).status).toBe(403);
    const tooShort = await t.call(
      'admin/setAplicationParameters',
      { maintenance: true, onboarding: true, mailService: true, sessionTime: 1 },
      sa,
    );
    expect(tooShort.body).toMatchObject({ status: 400, msg: 'El tiempo de sesión debe ser de al menos 5 minutos.' });
    const notBoolean = await t.call('admin/setAplicationParameters', { maintenance: 'yes', onboarding: true, mailService: true }, sa);
    expect(notBoolean.status).toBe(400);
    expect(await t.countEvents()).toBe(before);
  });
});
