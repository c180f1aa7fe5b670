import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMINS_FEED_ID } from '@lavado/shared/realtime/feed';
import type { AdminSupportTicket, SupportTicket } from '@lavado/shared/support/support.schemas';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let sa: string;
let orgA: { id: string };
let orgB: { id: string };
let adA: Awaited<ReturnType<TestApp['createUser']>>;
let emA: Awaited<ReturnType<TestApp['createUser']>>;
let adB: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  orgA = await t.createOrganization(sa, { name: 'Lavado Norte' });
  // A secondary ('hija') organization, for the SA's company-type filter.
  orgB = await t.createOrganization(sa, { name: 'Lavado Norte Sucursal', organizationId: orgA.id });
  adA = await t.createUser('AD', orgA.id);
  emA = await t.createUser('EM', orgA.id);
  adB = await t.createUser('AD', orgB.id);
});
afterAll(() => t.close());

const newTicket = (overrides: Record<string, unknown> = {}) => ({
  type: 'EX',
  issue: `No exporta ${randomUUID().slice(0, 8)}`,
  description: 'El botón de Excel no responde.',
  ...overrides,
});
type Created = { status: true; msg: string; ticket: SupportTicket };

async function openTicket(token: string, ticket = newTicket()) {
  const answer = await t.call<Created>('support/createTicket', { ticket }, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.ticket;
}

const myTickets = async (token: string) => (await t.call<SupportTicket[]>('support/getUserTickets', {}, token)).body;
const allTickets = async (filters: Record<string, unknown> = {}) => {
  const answer = await t.call<AdminSupportTicket[]>('admin/getSupportTickets', filters, sa);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const setStatus = (id: string, state: number, response = '') =>
  t.call<{ status: boolean; tittle: string; msg: string; ticket: SupportTicket }>(
    'admin/setSupportTicketsStatus',
    { id, state, response },
    sa,
  );
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());

describe('support/createTicket and support/getUserTickets', () => {
  it('opens a ticket in the caller organization, numbered, and lists it first with its author', async () => {
    const input = newTicket({ type: 'MN', issue: '  No carga el tablero  ', description: ' Pantalla en blanco. ' });
    const answer = await t.call<Created>('support/createTicket', { organizationId: orgA.id, ticket: input }, adA.token);
    expect(answer.status).toBe(200);
    const { ticket } = answer.body;
    expect(answer.body).toMatchObject({ status: true, msg: `Ticket N° ${ticket.ticketNumber} creado!` });
    expect(ticket).toMatchObject({
      type: 'MN',
      issue: 'No carga el tablero',
      description: 'Pantalla en blanco.',
      state: 0,
      response: null,
      organizationId: orgA.id,
      createdBy: 'Ana AD',
    });
    expect(Date.parse(ticket.createdAt)).not.toBeNaN();
    const listed = await myTickets(adA.token);
    expect(listed[0]).toEqual(ticket);
  });

  it('is open to every organization member, and numbers grow across the platform', async () => {
    const su = await t.createUser('SU', orgA.id);
    const us = await t.createUser('US', orgB.id);
    const numbers = [];
    for (const token of [emA.token, su.token, us.token, adB.token]) numbers.push((await openTicket(token)).ticketNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect((await myTickets(emA.token)).map((ticket) => ticket.organizationId)).toEqual(expect.arrayContaining([orgA.id]));
  });

  it('a retried creation (same Idempotency-Key) opens one ticket with one number', async () => {
    const key = { 'idempotency-key': randomUUID() };
    const input = newTicket();
    const before = await t.countEvents();
    const first = await t.call<Created>('support/createTicket', { ticket: input }, adA.token, key);
    const second = await t.call<Created>('support/createTicket', { ticket: input }, adA.token, key);
    expect(second.body.ticket).toEqual(first.body.ticket);
    expect(await t.countEvents()).toBe(before + 2);
    expect((await myTickets(adA.token)).filter((ticket) => ticket.issue === input.issue)).toHaveLength(1);
  });

  it('refuses bad input with Spanish messages and appends nothing', async () => {
    const before = await t.countEvents();
    const cases: Array<[unknown, string]> = [
      [{ ...newTicket(), type: undefined }, 'Seleccione el tipo de problema.'],
      [newTicket({ type: 'CH' }), 'Seleccione el tipo de problema.'],
      [{ ...newTicket(), issue: undefined }, 'Ingrese el título.'],
      [newTicket({ issue: '   ' }), 'Ingrese el título.'],
      [newTicket({ issue: 'x'.repeat(121) }), 'Máximo 120 caracteres.'],
      [{ ...newTicket(), description: undefined }, 'Ingrese la descripción.'],
      [newTicket({ description: '' }), 'Ingrese la descripción.'],
      [newTicket({ description: 'x'.repeat(2001) }), 'Máximo 2000 caracteres.'],
    ];
    for (const [ticket, message] of cases) {
      const answer = await t.call('support/createTicket', { ticket }, adA.token);
      expect({ ticket, status: answer.status, msg: answer.body.msg }).toEqual({ ticket, status: 400, msg: message });
    }
    const extraField = await t.call('support/createTicket', { ticket: { ...newTicket(), state: 2 } }, adA.token);
    expect(extraField.status).toBe(400);
    expect((await t.call('support/createTicket', { ticket: newTicket(), ticketNumber: 1 }, adA.token)).status).toBe(400);
    expect(await t.countEvents()).toBe(before);
  });

  it("keeps organizations apart: B never lists A's tickets and cannot name A's organization", async () => {
    const ticket = await openTicket(adA.token);
    expect((await myTickets(adB.token)).map((item) => item.id)).not.toContain(ticket.id);
    expect((await myTickets(adB.token)).every((item) => item.organizationId === orgB.id)).toBe(true);
    expect((await t.call('support/getUserTickets', { organizationId: orgA.id }, adB.token)).status).toBe(403);
    expect((await t.call('support/createTicket', { organizationId: orgA.id, ticket: newTicket() }, adB.token)).status).toBe(403);
  });

  it('is not for the super admin, who has no organization (403)', async () => {
    expect((await t.call('support/createTicket', { ticket: newTicket() }, sa)).status).toBe(403);
    expect((await t.call('support/getUserTickets', {}, sa)).status).toBe(403);
  });

  it("pushes 'support.changed' to the ticket's organization and to the super admins, not to other organizations", async () => {
    const ticket = await openTicket(adA.token);
    const { rows } = await t.pool.query<{ organization_id: string }>(
      `select organization_id from realtime_feed where topic = 'support.changed' and payload->>'id' = $1`,
      [ticket.id],
    );
    expect(rows.map((row) => row.organization_id).sort()).toEqual([orgA.id, SUPER_ADMINS_FEED_ID].sort());
  });
});

describe('admin/getSupportTickets', () => {
  it("lists every organization's tickets with the company name, newest first", async () => {
    const fromA = await openTicket(adA.token);
    const fromB = await openTicket(adB.token);
    const listed = await allTickets();
    expect(listed.slice(0, 2).map((ticket) => ticket.id)).toEqual([fromB.id, fromA.id]);
    expect(listed.find((ticket) => ticket.id === fromA.id)).toMatchObject({ ...fromA, organizationName: 'Lavado Norte' });
    expect(listed.find((ticket) => ticket.id === fromB.id)).toMatchObject({ organizationName: 'Lavado Norte Sucursal' });
  });

  it('filters by company name, company type (P main, S secondary), local date, state and page size', async () => {
    const fromA = await openTicket(adA.token);
    const fromB = await openTicket(adB.token);
    const ids = (tickets: AdminSupportTicket[]) => tickets.map((ticket) => ticket.id);
    expect(ids(await allTickets({ name: 'sucursal' }))).toContain(fromB.id);
    expect(ids(await allTickets({ name: 'sucursal' }))).not.toContain(fromA.id);
    expect(ids(await allTickets({ type: 'P' }))).toContain(fromA.id);
    expect(ids(await allTickets({ type: 'P' }))).not.toContain(fromB.id);
    expect(ids(await allTickets({ type: 'S' }))).toEqual(expect.arrayContaining([fromB.id]));
    expect(ids(await allTickets({ type: 'S' }))).not.toContain(fromA.id);
    expect(ids(await allTickets({ date: today() }))).toEqual(expect.arrayContaining([fromA.id, fromB.id]));
    expect(await allTickets({ date: '2020-01-01' })).toEqual([]);
    expect(ids(await allTickets({ state: 0 }))).toEqual(expect.arrayContaining([fromA.id, fromB.id]));
    expect(ids(await allTickets({ state: 2 }))).not.toContain(fromA.id);
    expect(await allTickets({ limit: 1 })).toHaveLength(1);
    expect(ids(await allTickets({ name: '', type: null, date: null, state: null }))).toContain(fromA.id);
    expect(ids(await allTickets({ name: null }))).toContain(fromA.id);
  });

  it('refuses bad filters (400)', async () => {
    for (const filters of [
      { type: 'X' },
      { date: '21/11/2026' },
      { state: 3 },
      { limit: 0 },
      { limit: 501 },
      { name: 42 },
      { organizationId: orgA.id },
    ]) {
      expect({ filters, status: (await t.call('admin/getSupportTickets', filters, sa)).status }).toEqual({ filters, status: 400 });
    }
  });

  it('is for the super admin only (403)', async () => {
    for (const token of [adA.token, emA.token]) expect((await t.call('admin/getSupportTickets', {}, token)).status).toBe(403);
  });
});

describe('admin/setSupportTicketsStatus', () => {
  it('starts (0 → 1) and closes (→ 2) a ticket; the author reads the state and the resolution', async () => {
    const ticket = await openTicket(emA.token);
    const started = await setStatus(ticket.id, 1);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      status: true,
      tittle: '¡Ticket actualizado!',
      msg: `El ticket N° ${ticket.ticketNumber} quedó En progreso.`,
    });
    expect((await myTickets(emA.token)).find((item) => item.id === ticket.id)).toMatchObject({ state: 1, response: null });

    const closed = await setStatus(ticket.id, 2, '  Se corrigió la exportación.  ');
    expect(closed.body).toMatchObject({
      status: true,
      msg: `El ticket N° ${ticket.ticketNumber} quedó Cerrado.`,
      ticket: { state: 2, response: 'Se corrigió la exportación.' },
    });
    expect((await myTickets(emA.token)).find((item) => item.id === ticket.id)).toMatchObject({
      state: 2,
      response: 'Se corrigió la exportación.',
    });
  });

  it('closes a ticket that was never started, and keeps a note written when starting', async () => {
    const direct = await openTicket(adA.token);
    expect((await setStatus(direct.id, 2, 'Resuelto')).body).toMatchObject({ ticket: { state: 2, response: 'Resuelto' } });
    const noted = await openTicket(adA.token);
    expect((await setStatus(noted.id, 1, 'Lo estamos revisando')).body).toMatchObject({
      ticket: { state: 1, response: 'Lo estamos revisando' },
    });
  });

  it("refuses to close without a resolution: 'Debes ingresar una resolución' (400), nothing appended", async () => {
    const ticket = await openTicket(adA.token);
    const before = await t.countEvents();
    for (const response of ['', '   ']) {
      const answer = await setStatus(ticket.id, 2, response);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ msg: 'Debes ingresar una resolución' });
    }
    const noResponse = await t.call('admin/setSupportTicketsStatus', { id: ticket.id, state: 2 }, sa);
    expect(noResponse.body).toMatchObject({ status: 400, msg: 'Debes ingresar una resolución' });
    expect(await t.countEvents()).toBe(before);
  });

  it('refuses every move that is not forward (409), nothing appended', async () => {
    const started = await openTicket(adA.token);
    await setStatus(started.id, 1);
    const closed = await openTicket(adA.token);
    await setStatus(closed.id, 2, 'Listo');
    const before = await t.countEvents();
    const cases: Array<[string, number, string]> = [
      [started.id, 1, 'El ticket ya está en progreso.'],
      [started.id, 0, 'Un ticket no puede volver al estado Creado.'],
      [closed.id, 1, 'El ticket ya está cerrado.'],
      [closed.id, 2, 'El ticket ya está cerrado.'],
      [closed.id, 0, 'Un ticket no puede volver al estado Creado.'],
    ];
    for (const [id, state, message] of cases) {
      const answer = await setStatus(id, state, 'texto');
      expect({ state, status: answer.status, msg: answer.body.msg }).toEqual({ state, status: 409, msg: message });
    }
    expect(await t.countEvents()).toBe(before);
  });

  it('answers 404 for an unknown ticket and 400 for bad bodies, appending nothing', async () => {
    const before = await t.countEvents();
    expect((await setStatus(randomUUID(), 1)).status).toBe(404);
    for (const body of [
      {},
      { id: 'x', state: 1 },
      { id: randomUUID(), state: 3 },
      { id: randomUUID(), state: 1, response: 'x'.repeat(2001) },
      { id: randomUUID(), state: 1, enable: 1 },
    ]) {
      expect({ body, status: (await t.call('admin/setSupportTicketsStatus', body, sa)).status }).toEqual({ body, status: 400 });
    }
    expect(await t.countEvents()).toBe(before);
  });

  it('is for the super admin only (403), whatever the organization', async () => {
    const ticket = await openTicket(adA.token);
    for (const token of [adA.token, emA.token, adB.token])
      expect((await t.call('admin/setSupportTicketsStatus', { id: ticket.id, state: 1, response: '' }, token)).status).toBe(403);
    expect((await myTickets(adA.token)).find((item) => item.id === ticket.id)).toMatchObject({ state: 0 });
  });
});
