import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAILURE_LOG_RETENTION_DAYS } from '@lavado/shared/logs/failure-log';
import type { LogEntry } from '@lavado/shared/logs/logs.schemas';
import { loadCheckpoint, recordFailure } from '@lavado/projections/runner/checkpoints';
import type { RecordedEvent } from '@lavado/shared/eventstore/port';
import { ADMIN, randomRut, startTestApp, type TestApp } from '../support/test-app';
import { newPlate, newServiceData, todayInSantiago } from '../support/wash-fixtures';

let t: TestApp;
let sa: string;
let organization: { id: string };
let ad: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  organization = await t.createOrganization(sa, { name: 'Lavado Logs' });
  ad = await t.createUser('AD', organization.id);
});
afterAll(() => t.close());

async function logs(query: Record<string, unknown> = {}): Promise<LogEntry[]> {
  const answer = await t.call<{ logs: LogEntry[] }>('admin/getLogs', query, sa);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.logs;
}

/** The projector and the fire-and-forget failure rows land shortly after the call that caused them. */
async function eventuallyLogged(search: string): Promise<LogEntry[]> {
  return vi.waitFor(
    async () => {
      const found = await logs({ search });
      expect(found).not.toEqual([]);
      return found;
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** The "Up" half of a migration in shared/migrations, to replay it on rows written after it ran. */
const migrationUp = (file: string) =>
  readFileSync(new URL(`../../shared/migrations/${file}`, import.meta.url), 'utf8').split('-- Down Migration')[0]!;

const santiagoMinute = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Santiago',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
};

describe('admin/getLogs: what people did', () => {
  it("says who did what, from the events: the seed, the SA's organization, an AD's client", async () => {
    const name = `Transportes ${randomUUID().slice(0, 8)}`;
    const created = await t.call('client/createClient', { client: { name, type: 'P', identification: randomRut() } }, ad.token);
    expect(created.status).toBe(200);

    const [clientRow] = await eventuallyLogged(name);
    expect(clientRow).toMatchObject({
      type: 'info',
      message: expect.stringMatching(new RegExp(`^Ana AD registró al cliente ${name} \\(RUT [\\d.]+-[\\dK]\\)$`)),
    });
    expect(clientRow!.date).toBe(santiagoMinute(clientRow!.createdAt));

    expect((await eventuallyLogged('Lavado Logs'))[0]).toMatchObject({
      type: 'info',
      message: expect.stringMatching(/^Super Administrador registró la organización Lavado Logs \(RUT /),
    });
    expect(await eventuallyLogged('Sistema registró al usuario Super Administrador')).toHaveLength(1);
  });

  it('lists newest first, up to `limit`', async () => {
    await eventuallyLogged('Lavado Logs');
    const all = await logs();
    expect(all.length).toBeGreaterThan(1);
    const instants = all.map((entry) => Date.parse(entry.createdAt));
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    expect(await logs({ limit: 1 })).toEqual([all[0]]);
  });

  it('search matches any part of the message, case-insensitively, with % and _ taken literally', async () => {
    await eventuallyLogged('Lavado Logs');
    const found = await logs({ search: 'LAVADO LOGS' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((entry) => entry.message.toLowerCase().includes('lavado logs'))).toBe(true);
    expect(await logs({ search: '%' })).toEqual([]);
    expect(await logs({ search: 'Lavado_Logs' })).toEqual([]);
  });
});

describe('admin/getLogs: in plain words, filtered', () => {
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

  it("names the ticket's plate, the person and the organization instead of ids, and links ticket rows to the record", async () => {
    const ppu = newPlate('LG');
    const created = await t.call<{ id: string }>('wash/createWashTicket', { data: newServiceData({ ppu }) }, ad.token);
    expect(created.status).toBe(200);
    const employee = await t.createUser('EM', organization.id);
    expect((await t.call('wash/setWashTicketState', { id: created.body.id, status: 2 }, employee.token)).status).toBe(200);
    expect((await t.call('admin/setUserState', { id: employee.userId, enable: 1 }, sa)).status).toBe(200);

    const started = await eventuallyLogged(`inició el servicio del vehículo ${ppu}`);
    expect(started).toEqual([expect.objectContaining({ type: 'info', organization: 'Lavado Logs', ticketId: created.body.id })]);
    expect(started[0]!.message).toMatch(new RegExp(`^\\S.* inició el servicio del vehículo ${ppu}$`));
    const createdRow = await eventuallyLogged(`creó el servicio Full para el vehículo ${ppu}`);
    expect(createdRow[0]).toMatchObject({ message: `Ana AD creó el servicio Full para el vehículo ${ppu}`, ticketId: created.body.id });
    const blocked = await eventuallyLogged('desactivó al usuario');
    expect(blocked[0]!.message).toMatch(/^Super Administrador desactivó al usuario \S+/);
    expect(blocked[0]!.ticketId).toBeNull();
    for (const entry of await logs({ type: 'info', limit: 500 })) expect(entry.message).not.toMatch(uuid);
  });

  it('filters by type, by organization (its members’ actions and refusals only, never a refused login) and by day in Santiago', async () => {
    const otherName = `Otra ${randomUUID().slice(0, 6)}`;
    const other = await t.createOrganization(sa, { name: otherName });
    const otherAd = await t.createUser('AD', other.id);
    const name = `Cliente ${randomUUID().slice(0, 8)}`;
    expect((await t.call('client/createClient', { client: { name, type: 'P', identification: randomRut() } }, otherAd.token)).status).toBe(
      200,
    );
    await eventuallyLogged(name);
    expect((await t.call('auth/login', { email: `nadie-${randomUUID().slice(0, 6)}`, password: 'x'.repeat(12) })).status).toBe(401);
    await vi.waitFor(async () => expect(await logs({ type: 'error' })).not.toEqual([]), { timeout: 10_000, interval: 50 });

    expect((await logs({ type: 'error' })).every((entry) => entry.type === 'error')).toBe(true);
    expect((await logs({ type: 'info' })).every((entry) => entry.type === 'info')).toBe(true);
    const ofOther = await logs({ organizationId: other.id });
    expect(ofOther.length).toBeGreaterThan(0);
    expect(ofOther.every((entry) => entry.organization === otherName)).toBe(true);
    expect(ofOther.map((entry) => entry.message)).not.toContainEqual(expect.stringContaining('Inicio de sesión rechazado'));
    expect(ofOther.map((entry) => entry.message)).toContainEqual(expect.stringContaining(name));
    expect(await logs({ organizationId: organization.id, search: name })).toEqual([]);

    const today = todayInSantiago();
    expect(await logs({ from: today, to: today, search: name })).toHaveLength(1);
    expect(await logs({ from: '2001-01-01', to: '2001-01-31' })).toEqual([]);
  });
});

describe('admin/getLogs: what failed', () => {
  it('logs a refused login as an error row, never with the password', async () => {
    const login = `nadie-${randomUUID().slice(0, 8)}`;
    const password = `secreta-${randomUUID()}`;
    expect((await t.call('auth/login', { email: login, password }, undefined)).status).toBe(401);
    const rows = await eventuallyLogged(login);
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'error',
        message: `Inicio de sesión rechazado para ${login}: Identificación o contraseña incorrecta.`,
      }),
    ]);
    expect(await logs({ search: password })).toEqual([]);
    const { rows: stored } = await t.pool.query('select 1 from failure_log where message like $1', [`%${password}%`]);
    expect(stored).toEqual([]);
  });

  it('logs refused changes (validation, role, conflict) by the Spanish name of their action, never its path, but not refused reads', async () => {
    const missingName = await t.call('client/createClient', { client: { name: '', type: 'P', identification: randomRut() } }, ad.token);
    expect(missingName.status).toBe(400);
    const wrongRole = await t.call('admin/setSupportTicketsStatus', { id: randomUUID(), state: 1, response: '' }, ad.token);
    expect(wrongRole.status).toBe(403);
    const unknownTicket = await t.call('admin/setSupportTicketsStatus', { id: randomUUID(), state: 1, response: '' }, sa);
    expect(unknownTicket.status).toBe(404);
    const unknownRead = await t.call('client/getClientsById', { id: randomUUID() }, ad.token);
    expect(unknownRead.status).toBe(404);

    expect(await eventuallyLogged('Comando rechazado: Crear cliente: Ingrese el nombre del cliente.')).toEqual([
      expect.objectContaining({
        type: 'error',
        message: 'Ana AD — Comando rechazado: Crear cliente: Ingrese el nombre del cliente.',
        organization: 'Lavado Logs',
        ticketId: null,
      }),
    ]);
    expect(
      await eventuallyLogged('Comando rechazado: Cambiar estado de tickets de soporte: No tiene permisos para realizar esta acción.'),
    ).toHaveLength(1);
    expect(await eventuallyLogged('Comando rechazado: Cambiar estado de tickets de soporte: El ticket de soporte no existe.')).toHaveLength(
      1,
    );
    expect(await logs({ search: 'Ver cliente' })).toEqual([]);
    for (const path of ['client/createClient', 'admin/setSupportTicketsStatus', 'client/getClientsById'])
      expect(await logs({ search: path })).toEqual([]);
  });

  it("keeps a refused command's organization, so the organization filter shows it, and another organization's filter does not", async () => {
    const marker = `Cliente ${randomUUID().slice(0, 8)}`;
    const refused = await t.call('client/createClient', { client: { name: marker, type: 'X', identification: randomRut() } }, ad.token);
    expect(refused.status).toBe(400);
    const other = await t.createOrganization(sa, { name: 'Lavado Otro' });
    await vi.waitFor(
      async () =>
        expect((await logs({ organizationId: organization.id, type: 'error' })).map((entry) => entry.organization)).toContain(
          'Lavado Logs',
        ),
      { timeout: 10_000, interval: 50 },
    );
    const mine = await logs({ organizationId: organization.id, type: 'error' });
    expect(mine.every((entry) => entry.organization === 'Lavado Logs')).toBe(true);
    expect(await logs({ organizationId: other.id, type: 'error' })).toEqual([]);
  });

  it('names the action of the refused commands logged before by their API path (migration 1764600000000)', async () => {
    const marker = randomUUID().slice(0, 8);
    await t.pool.query('insert into failure_log (message, created_at) values ($1, now()), ($2, now()), ($3, now())', [
      `Comando rechazado: client/createClient: Ingrese el nombre del cliente. ${marker}`,
      `Comando rechazado: client/archiveClient: El cliente no existe. ${marker}`,
      `Inicio de sesión rechazado para ${marker}: Identificación o contraseña incorrecta.`,
    ]);
    await t.pool.query(migrationUp('1764600000000_failure-log-action-names.sql'));
    expect((await logs({ search: marker })).map((entry) => entry.message).sort()).toEqual([
      `Comando rechazado: Acción no identificada: El cliente no existe. ${marker}`,
      `Comando rechazado: Crear cliente: Ingrese el nombre del cliente. ${marker}`,
      `Inicio de sesión rechazado para ${marker}: Identificación o contraseña incorrecta.`,
    ]);
  });

  it("logs a projector's failure once, however often the runner retries the event", async () => {
    const projector = `prueba-${randomUUID().slice(0, 8)}`;
    await loadCheckpoint(t.pool, projector);
    const stuckOn = (position: string) =>
      ({ id: randomUUID(), type: 'TicketCreated', position, streamId: `ticket-${randomUUID()}` }) as unknown as RecordedEvent;
    const first = stuckOn('0:42');
    const second = stuckOn('0:43');
    for (let retry = 0; retry < 3; retry += 1) await recordFailure(t.pool, projector, first, 'columna inexistente');
    await recordFailure(t.pool, projector, second, 'columna inexistente');
    expect((await logs({ search: projector })).map((entry) => entry.message)).toEqual([
      expect.stringMatching(
        new RegExp(`^Proyección ${projector} detenida en el evento TicketCreated ${second.id} \\(posición 0:43\\): columna inexistente\\.`),
      ),
      expect.stringMatching(
        new RegExp(`^Proyección ${projector} detenida en el evento TicketCreated ${first.id} \\(posición 0:42\\): columna inexistente\\.`),
      ),
    ]);
  });

  it(`keeps failures for ${FAILURE_LOG_RETENTION_DAYS} days: older rows go as new ones arrive`, async () => {
    const oldLogin = `antiguo-${randomUUID().slice(0, 8)}`;
    t.clock.offsetMs = -(FAILURE_LOG_RETENTION_DAYS + 1) * 24 * 3600 * 1000;
    try {
      await t.call('auth/login', { email: oldLogin, password: 'incorrecta-1' });
    } finally {
      t.clock.offsetMs = 0;
    }
    expect(await logs({ search: oldLogin })).toHaveLength(1);
    const newLogin = `reciente-${randomUUID().slice(0, 8)}`;
    await t.call('auth/login', { email: newLogin, password: 'incorrecta-1' });
    expect(await logs({ search: newLogin })).toHaveLength(1);
    expect(await logs({ search: oldLogin })).toEqual([]);
  });
});

describe('admin/getLogs: access and validation', () => {
  it('refuses bad filters (400, in Spanish)', async () => {
    for (const [query, message] of [
      [{ type: 'aviso' }, 'Tipo de registro inválido.'],
      [{ organizationId: 'x' }, 'Organización inválida.'],
      [{ from: '21/11/2026' }, 'Fecha desde inválida.'],
      [{ to: 'mañana' }, 'Fecha hasta inválida.'],
    ] as const) {
      const answer = await t.call('admin/getLogs', query, sa);
      expect({ query, status: answer.status, msg: answer.body.msg }).toEqual({ query, status: 400, msg: message });
    }
  });

  it('refuses bad queries (400)', async () => {
    for (const query of [
      { limit: 0 },
      { limit: 501 },
      { limit: 1.5 },
      { search: 42 },
      { search: 'x'.repeat(121) },
      { organization: organization.id },
    ]) {
      expect({ query, status: (await t.call('admin/getLogs', query, sa)).status }).toEqual({ query, status: 400 });
    }
  });

  it('is for the super admin only', async () => {
    expect((await t.call('admin/getLogs', {}, ad.token)).status).toBe(403);
    for (const role of ['EM', 'SU', 'US'] as const)
      expect((await t.call('admin/getLogs', {}, (await t.createUser(role, organization.id)).token)).status).toBe(403);
    expect((await t.call('admin/getLogs', {})).status).toBe(401);
  });
});
