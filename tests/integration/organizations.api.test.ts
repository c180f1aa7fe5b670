import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, randomRut, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let saToken: string;

beforeAll(async () => {
  t = await startTestApp();
  saToken = await t.login(ADMIN.identification, ADMIN.password);
});
afterAll(() => t.close());

const validOrganization = () => ({
  name: 'Lavado Norte',
  identification: randomRut(),
  domain: 'https://lavadonorte.cl',
  organizationId: null,
});

describe('admin/createOrganization', () => {
  it('creates an organization that the list shows right away, with its RUT normalized', async () => {
    const input = { ...validOrganization(), identification: '12.345.678-5' };
    const created = await t.call<{ status: boolean; msg: string; organization: Record<string, unknown> }>(
      'admin/createOrganization',
      { organization: input },
      saToken,
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: true, msg: '¡Organización creada exitosamente!' });
    expect(created.body.organization).toMatchObject({
      name: 'Lavado Norte',
      identification: '12345678-5',
      enable: 1,
      organizationId: null,
    });

    const list = await t.call<Array<{ id: string }>>('admin/getOrganization', {}, saToken);
    expect(list.body.map((organization) => organization.id)).toContain(created.body.organization.id);
  });

  it('answers 400 with Spanish field errors and appends nothing for a bad body', async () => {
    const before = await t.countEvents();
    const answer = await t.call<{ status: number; msg: string; error: string; fields: Array<{ path: string; message: string }> }>(
      'admin/createOrganization',
      { organization: { name: '', identification: '12.345.678-4', domain: 'no es dominio' } },
      saToken,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe(400);
    expect(answer.body.msg).toBe(answer.body.error);
    expect(answer.body.fields).toEqual(
      expect.arrayContaining([
        { path: 'organization.name', message: 'Ingrese el nombre de la organización.' },
        { path: 'organization.identification', message: 'El RUT ingresado no es válido (formato xx.xxx.xxx-x).' },
        { path: 'organization.domain', message: 'El dominio ingresado no es válido.' },
      ]),
    );
    expect(await t.countEvents()).toBe(before);
  });

  it('refuses extra fields instead of dropping them', async () => {
    const before = await t.countEvents();
    const answer = await t.call(
      'admin/createOrganization',
      { organization: { ...validOrganization(), enable: 0, id: randomUUID() } },
      saToken,
    );
    expect(answer.status).toBe(400);
    expect(await t.countEvents()).toBe(before);
  });

  it('answers 401 without a token and 403 for a non-SA, appending nothing', async () => {
    const organization = await t.createOrganization(saToken);
    const admin = await t.createUser('AD', organization.id);
    const before = await t.countEvents();
    const anonymous = await t.call('admin/createOrganization', { organization: validOrganization() });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ status: 401, msg: 'Debe iniciar sesión para continuar.' });
    const asAdmin = await t.call('admin/createOrganization', { organization: validOrganization() }, admin.token);
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body).toMatchObject({ status: 403, msg: 'No tiene permisos para realizar esta acción.' });
    // The role check comes before validation: a bad body from a non-SA is still a 403.
    expect((await t.call('admin/createOrganization', { organization: {} }, admin.token)).status).toBe(403);
    expect(await t.countEvents()).toBe(before);
  });

  it('refuses a RUT that another organization already has (409)', async () => {
    const input = validOrganization();
    expect((await t.call('admin/createOrganization', { organization: input }, saToken)).status).toBe(200);
    const again = await t.call('admin/createOrganization', { organization: { ...input, name: 'Otra' } }, saToken);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ msg: 'Ya existe una organización con ese RUT.' });
  });

  it('is idempotent: the same Idempotency-Key twice creates one organization', async () => {
    const key = randomUUID();
    const input = validOrganization();
    const first = await t.call<{ organization: { id: string } }>('admin/createOrganization', { organization: input }, saToken, {
      'idempotency-key': key,
    });
    const second = await t.call<{ organization: { id: string } }>('admin/createOrganization', { organization: input }, saToken, {
      'idempotency-key': key,
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.organization.id).toBe(first.body.organization.id);
  });

  it('creates a child ("hija") only under an existing main organization', async () => {
    const parent = await t.createOrganization(saToken);
    const child = await t.createOrganization(saToken, { organizationId: parent.id });
    expect(child).toMatchObject({ organizationId: parent.id });
    const grandChild = await t.call(
      'admin/createOrganization',
      { organization: { ...validOrganization(), organizationId: child.id } },
      saToken,
    );
    expect(grandChild.status).toBe(400);
    const orphan = await t.call(
      'admin/createOrganization',
      { organization: { ...validOrganization(), organizationId: randomUUID() } },
      saToken,
    );
    expect(orphan.status).toBe(400);
    expect(orphan.body).toMatchObject({ msg: 'La organización principal indicada no existe.' });
  });
});

describe('admin/setOrganizationState and admin/deleteOrganization', () => {
  it('flips the state the client shows and reports the new one', async () => {
    const organization = await t.createOrganization(saToken);
    const blocked = await t.call('admin/setOrganizationState', { id: organization.id, enable: 1 }, saToken);
    expect(blocked.body).toMatchObject({ status: true, enable: 0, msg: 'Organización bloqueada.' });
    const unblocked = await t.call('admin/setOrganizationState', { id: organization.id, enable: 0 }, saToken);
    expect(unblocked.body).toMatchObject({ status: true, enable: 1, msg: 'Organización activada.' });
  });

  it('deletes: the organization leaves the list, and its RUT can be used again', async () => {
    const input = validOrganization();
    const organization = await t.createOrganization(saToken, input);
    expect((await t.call('admin/deleteOrganization', { id: organization.id }, saToken)).status).toBe(200);
    const list = await t.call<Array<{ id: string }>>('admin/getOrganization', {}, saToken);
    expect(list.body.map((item) => item.id)).not.toContain(organization.id);
    expect((await t.call('admin/deleteOrganization', { id: organization.id }, saToken)).status).toBe(404);
    expect((await t.call('admin/setOrganizationState', { id: organization.id, enable: 1 }, saToken)).status).toBe(404);
    expect((await t.call('admin/createOrganization', { organization: input }, saToken)).status).toBe(200);
  });

  it('answers 404 for an id that does not exist', async () => {
    expect((await t.call('admin/deleteOrganization', { id: randomUUID() }, saToken)).status).toBe(404);
  });
});

describe('organization/getOrganization (tenancy from the token)', () => {
  it("returns the caller's own organization, and refuses another organization's id", async () => {
    const mine = await t.createOrganization(saToken, { name: 'Mía' });
    const theirs = await t.createOrganization(saToken, { name: 'Ajena' });
    const admin = await t.createUser('AD', mine.id);
    const own = await t.call('organization/getOrganization', { organizationId: mine.id }, admin.token);
    expect(own.body).toMatchObject({ id: mine.id, name: 'Mía' });
    expect((await t.call('organization/getOrganization', {}, admin.token)).body).toMatchObject({ id: mine.id });
    const other = await t.call('organization/getOrganization', { organizationId: theirs.id }, admin.token);
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain('Ajena');
  });

  it('is refused to the super admin, who belongs to no organization', async () => {
    expect((await t.call('organization/getOrganization', {}, saToken)).status).toBe(403);
  });
});
