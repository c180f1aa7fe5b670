import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomRut, startTestApp, type TestApp } from '../support/test-app';

/** Rectification (docs/privacy.md, "Rectificación"): `client/correctClient`. */

let t: TestApp;
let cast: Awaited<ReturnType<TestApp['twoOrganizations']>>;

const details = (overrides: Record<string, unknown> = {}) => ({
  name: 'Transportes Norte',
  type: 'E',
  identification: randomRut(),
  contactName: 'Rosa Vidal',
  clientAddress: 'Av. Brasil 45, Valparaíso',
  clientEmail: 'rosa@norte.cl',
  clientPhone: 912345678,
  ...overrides,
});

async function createClient(token: string, overrides: Record<string, unknown> = {}) {
  const client = details(overrides);
  const answer = await t.call<{ client: { id: string } }>('client/createClient', { client }, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { id: answer.body.client.id, ...client };
}

beforeAll(async () => {
  t = await startTestApp();
  cast = await t.twoOrganizations('Lavado Rectifica');
});
afterAll(async () => {
  await t?.close();
});

describe('client/correctClient', () => {
  it('the AD corrects the details; the list, the export and the log show the correction', async () => {
    const client = await createClient(cast.employee.token);
    const { id, ...registered } = client;
    const corrected = { ...registered, name: 'Transportes del Norte', clientEmail: 'rosa.vidal@norte.cl', clientPhone: 987654321 };
    const answer = await t.call<{ msg: string; client: Record<string, unknown> }>(
      'client/correctClient',
      { id, client: corrected },
      cast.admin.token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.msg).toBe('¡Datos del cliente corregidos!');
    expect(answer.body.client).toMatchObject({
      id,
      name: 'Transportes del Norte',
      clientEmail: 'rosa.vidal@norte.cl',
      clientPhone: 987654321,
    });

    const listed = await t.call<Array<{ id: string; name: string }>>('client/getOrganizationClients', {}, cast.employee.token);
    expect(listed.body.find((row) => row.id === id)?.name).toBe('Transportes del Norte');
    const exported = await t.call<{ client: Record<string, unknown> }>('client/exportClientData', { id }, cast.admin.token);
    expect(exported.body.client).toMatchObject({ name: 'Transportes del Norte', clientEmail: 'rosa.vidal@norte.cl' });

    // The log is projected beside the command (its answer does not wait for it).
    const logged = async () =>
      (
        await t.pool.query<{ description: string }>(
          `select description from logs where subject_id = $1 and event_type = 'ClientDetailsCorrected'`,
          [id],
        )
      ).rows.map((row) => row.description);
    await expect.poll(logged).toEqual([expect.stringContaining('corrigió los datos del cliente')]);
    expect((await logged())[0]).toContain('(nombre, correo, teléfono)');
  });

  it('refuses an EM (who registers clients but does not correct them) with 403, and appends nothing', async () => {
    const { id, ...registered } = await createClient(cast.admin.token);
    const before = await t.countEvents();
    const answer = await t.call('client/correctClient', { id, client: { ...registered, name: 'Otro' } }, cast.employee.token);
    expect(answer.status).toBe(403);
    expect(await t.countEvents()).toBe(before);
  });

  it("answers another organization's client, and an unknown one, as the same 404", async () => {
    const { id, ...registered } = await createClient(cast.admin.token);
    const neighbour = await t.call<{ msg: string }>(
      'client/correctClient',
      { id, client: { ...registered, name: 'Otro' } },
      cast.otherAdmin.token,
    );
    const unknown = await t.call<{ msg: string }>(
      'client/correctClient',
      { id: randomUUID(), client: { ...registered, name: 'Otro' } },
      cast.admin.token,
    );
    expect(neighbour.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(neighbour.body.msg).toBe(unknown.body.msg);
    expect(neighbour.body.msg).toBe('El cliente no existe.');
  });

  it('refuses hostile or invalid bodies with a Spanish 400 and appends nothing', async () => {
    const { id, ...registered } = await createClient(cast.admin.token);
    const before = await t.countEvents();
    const bodies: [unknown, string][] = [
      [{ id, client: { ...registered, identification: '12345678-0' } }, 'El Rut ingresado no es válido.'],
      [{ id, client: { ...registered, name: '' } }, 'Ingrese el nombre del cliente.'],
      [{ id, client: { ...registered, clientEmail: 'no-es-correo' } }, 'El correo ingresado no es válido.'],
      [{ id, client: { ...registered, name: 'x'.repeat(121) } }, 'Máximo 120 caracteres.'],
      [{ id, client: { ...registered, clientId: randomUUID() } }, ''],
      [{ id, client: registered, erasedAt: 'now' }, ''],
      [{ id: 'no-uuid', client: registered }, 'Identificador inválido.'],
      [{ id, client: registered }, 'No hay cambios que guardar.'],
    ];
    for (const [body, message] of bodies) {
      const answer = await t.call<{ msg: string }>('client/correctClient', body, cast.admin.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.msg).toContain(message);
    }
    expect(await t.countEvents()).toBe(before);
  });

  it('moves the RUT: a RUT another client holds is refused with 409; the old RUT is free again afterwards', async () => {
    const first = await createClient(cast.admin.token);
    const second = await createClient(cast.admin.token);
    const { id, ...registered } = first;
    const before = await t.countEvents();
    const taken = await t.call<{ msg: string }>(
      'client/correctClient',
      { id, client: { ...registered, identification: second.identification } },
      cast.admin.token,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('Ya existe un cliente con ese Rut.');
    expect(await t.countEvents()).toBe(before);

    const newRut = randomRut();
    const moved = await t.call('client/correctClient', { id, client: { ...registered, identification: newRut } }, cast.admin.token);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // The old RUT is released: a new client may take it; the new one is reserved: nobody else may.
    expect(
      (await t.call('client/createClient', { client: details({ identification: registered.identification }) }, cast.admin.token)).status,
    ).toBe(200);
    const duplicate = await t.call<{ msg: string }>(
      'client/createClient',
      { client: details({ identification: newRut }) },
      cast.admin.token,
    );
    expect(duplicate.status).toBe(409);
  });

  it('a retry with the same Idempotency-Key answers the same and appends nothing more', async () => {
    const { id, ...registered } = await createClient(cast.admin.token);
    const key = { 'idempotency-key': randomUUID() };
    const body = { id, client: { ...registered, identification: randomRut(), name: 'Reintento SpA' } };
    const first = await t.call('client/correctClient', body, cast.admin.token, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const after = await t.countEvents();
    const retry = await t.call('client/correctClient', body, cast.admin.token, key);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await t.countEvents()).toBe(after);
  });

  it('an erased client cannot be corrected (404), and erasure forgets a RUT corrected away', async () => {
    const { id, ...registered } = await createClient(cast.admin.token);
    const formerRut = registered.identification;
    expect(
      (await t.call('client/correctClient', { id, client: { ...registered, identification: randomRut() } }, cast.admin.token)).status,
    ).toBe(200);
    const erased = await t.call('client/eraseClient', { id, reason: 'request' }, cast.admin.token);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const { rows } = await t.pool.query<{ data: { reservationStreamIds: string[] } }>(
      `select data from events where stream_id = $1 and type = 'ClientErased'`,
      [`client-${id}`],
    );
    expect(rows[0]!.data.reservationStreamIds).toHaveLength(2);
    expect((await t.call('client/correctClient', { id, client: { ...registered, name: 'Vuelve' } }, cast.admin.token)).status).toBe(404);
    // The former RUT finds a new, empty stream: a new client takes it.
    expect((await t.call('client/createClient', { client: details({ identification: formerRut }) }, cast.admin.token)).status).toBe(200);
  });
});
