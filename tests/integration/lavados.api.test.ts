import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, randomRut, startTestApp, type TestApp } from '../support/test-app';
import { newPlate, newServiceData, todayInSantiago } from '../support/wash-fixtures';

let t: TestApp;
let sa: string;
let orgA: { id: string };
let orgB: { id: string };
let adA: Awaited<ReturnType<TestApp['createUser']>>;
let adB: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  orgA = await t.createOrganization(sa, { name: 'Lavado A' });
  orgB = await t.createOrganization(sa, { name: 'Lavado B' });
  adA = await t.createUser('AD', orgA.id);
  adB = await t.createUser('AD', orgB.id);
});
afterAll(() => t.close());

const today = todayInSantiago;

const companyClient = () => ({
  name: `Transportes ${randomUUID().slice(0, 6)}`,
  type: 'E',
  identification: randomRut(),
  contactName: 'María Soto',
  clientAddress: 'Av. Siempre Viva 123',
  clientEmail: 'contacto@transportes.cl',
  clientPhone: 912345678,
});

const newService = (overrides: Record<string, unknown> = {}) => newServiceData({ observaciones: 'Cuidado con el espejo', ...overrides });

async function createClient(token: string, input = companyClient()) {
  const answer = await t.call<{ client: { id: string } }>('client/createClient', { client: input }, token);
  expect(answer.status).toBe(200);
  return answer.body.client;
}

async function createTicket(token: string, overrides: Record<string, unknown> = {}) {
  const answer = await t.call<{ id: string; createdAt: string; msg: string }>(
    'wash/createWashTicket',
    { data: newService(overrides) },
    token,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('clients', () => {
  it('registers a company client and lists it with its RUT normalized and 0 vehicles', async () => {
    const input = { ...companyClient(), identification: '12.345.678-5' };
    const client = await createClient(adA.token, input);
    const list = await t.call<Array<Record<string, unknown>>>('client/getOrganizationClients', { organizationId: orgA.id }, adA.token);
    expect(list.body.find((item) => item.id === client.id)).toMatchObject({
      name: input.name,
      type: 'E',
      identification: '12345678-5',
      vehicles: 0,
      lastService: null,
    });
    const byId = await t.call('client/getClientsById', { id: client.id }, adA.token);
    expect(byId.body).toMatchObject({ status: true, name: input.name });
  });

  it('for a Particular, the contact name is the name; an empty phone is 0', async () => {
    const client = await createClient(adA.token, {
      ...companyClient(),
      type: 'P',
      contactName: 'otro',
      clientPhone: '' as unknown as number,
    });
    const byId = await t.call<{ contactName: string; name: string; clientPhone: number }>(
      'client/getClientsById',
      { id: client.id },
      adA.token,
    );
    expect(byId.body.contactName).toBe(byId.body.name);
    expect(byId.body.clientPhone).toBe(0);
  });

  it('refuses bad input with Spanish messages and appends nothing', async () => {
    const before = await t.countEvents();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ identification: '12.345.678-4' }, 'El Rut ingresado no es válido.'],
      [{ clientEmail: 'no-es-correo' }, 'El correo ingresado no es válido.'],
      [{ clientPhone: 12345 }, 'El telefono ingresado no es válido debe tener 9 dígitos.'],
      [{ clientPhone: '012345678' }, 'El telefono ingresado no es válido debe tener 9 dígitos.'],
      [{ name: '' }, 'Ingrese el nombre del cliente.'],
    ];
    for (const [override, message] of cases) {
      const answer = await t.call('client/createClient', { client: { ...companyClient(), ...override } }, adA.token);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ msg: message });
    }
    expect(await t.countEvents()).toBe(before);
  });

  it("keeps organizations apart: B cannot see or read A's clients", async () => {
    const client = await createClient(adA.token);
    const listB = await t.call<Array<{ id: string }>>('client/getOrganizationClients', {}, adB.token);
    expect(listB.body.map((item) => item.id)).not.toContain(client.id);
    expect((await t.call('client/getClientsById', { id: client.id }, adB.token)).status).toBe(404);
    expect((await t.call('client/getClientsById', { id: randomUUID() }, adB.token)).status).toBe(404);
    expect((await t.call('client/getOrganizationClients', { organizationId: orgA.id }, adB.token)).status).toBe(403);
  });

  it('refuses a second client with the same RUT in one organization (409), allows it in another', async () => {
    const input = companyClient();
    await createClient(adA.token, input);
    expect((await t.call('client/createClient', { client: input }, adA.token)).status).toBe(409);
    expect((await t.call('client/createClient', { client: input }, adB.token)).status).toBe(200);
  });

  it('is not for the super admin, who has no organization (403)', async () => {
    expect((await t.call('client/getOrganizationClients', {}, sa)).status).toBe(403);
  });
});

describe('vehicles', () => {
  it('registers a vehicle for a client, finds it by plate with its client, and counts it', async () => {
    const client = await createClient(adA.token);
    const ppu = newPlate();
    const created = await t.call(
      'vehicle/createClientsVehicle',
      { vehicle: { clientId: client.id, ppu: ppu.toLowerCase(), type: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul' } },
      adA.token,
    );
    expect(created.status).toBe(200);
    const found = await t.call('vehicle/getVehicleByPpu', { ppu }, adA.token);
    expect(found.body).toMatchObject({ ppu, clientId: client.id, client: { id: client.id, name: expect.any(String) }, type: 'SED' });
    const ofClients = await t.call<Array<{ ppu: string }>>('vehicle/getClientsVehiclesByIds', { clients: [client.id] }, adA.token);
    expect(ofClients.body.map((vehicle) => vehicle.ppu)).toEqual([ppu]);
    const byId = await t.call('client/getClientsById', { id: client.id }, adA.token);
    expect(byId.body).toMatchObject({ vehicles: 1 });
  });

  it("answers 'Vehiculo ya esta registradio a un cliente' for a plate another client owns", async () => {
    const [first, second] = [await createClient(adA.token), await createClient(adA.token)];
    const ppu = newPlate();
    const vehicle = { ppu, type: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul' };
    expect((await t.call('vehicle/createClientsVehicle', { vehicle: { ...vehicle, clientId: first.id } }, adA.token)).status).toBe(200);
    const again = await t.call('vehicle/createClientsVehicle', { vehicle: { ...vehicle, clientId: second.id } }, adA.token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ msg: 'Vehiculo ya esta registradio a un cliente' });
  });

  it('a plate first seen on a ticket is registered without a client, and can be given one later', async () => {
    const ppu = newPlate();
    await createTicket(adA.token, { ppu });
    const found = await t.call('vehicle/getVehicleByPpu', { ppu }, adA.token);
    expect(found.body).toMatchObject({ ppu, clientId: null, client: null, brand: 'Toyota' });
    const client = await createClient(adA.token);
    const assigned = await t.call(
      'vehicle/createClientsVehicle',
      { vehicle: { clientId: client.id, ppu, type: 'SUV', brand: 'Toyota', model: 'RAV4', color: 'Gris' } },
      adA.token,
    );
    expect(assigned.status).toBe(200);
    expect((await t.call('vehicle/getVehicleByPpu', { ppu }, adA.token)).body).toMatchObject({ clientId: client.id });
  });

  it('answers 404 for an unknown plate, a client of another organization, and never shows B the plate', async () => {
    expect((await t.call('vehicle/getVehicleByPpu', { ppu: 'QQQQ99' }, adA.token)).status).toBe(404);
    const clientA = await createClient(adA.token);
    const answer = await t.call(
      'vehicle/createClientsVehicle',
      { vehicle: { clientId: clientA.id, ppu: newPlate(), type: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul' } },
      adB.token,
    );
    expect(answer.status).toBe(404);
    expect((await t.call<unknown[]>('vehicle/getClientsVehiclesByIds', { clients: [clientA.id] }, adB.token)).body).toEqual([]);
  });

  it('validates plates: upper case, ABCD01 or AB0123', async () => {
    const client = await createClient(adA.token);
    const answer = await t.call(
      'vehicle/createClientsVehicle',
      { vehicle: { clientId: client.id, ppu: 'A1', type: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul' } },
      adA.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ msg: 'Patente inválida: use el formato ABCD01 o AB0123.' });
  });
});

describe('wash tickets', () => {
  it("creates a ticket ('Servicio Creado!') that the records, the board and the dashboard show", async () => {
    const client = await createClient(adA.token);
    const created = await createTicket(adA.token, { clientId: client.id });
    expect(created).toMatchObject({ msg: 'Servicio Creado!', createdAt: expect.any(String) });
    const record = await t.call<Record<string, unknown>>('wash/getCompleteTicketById', { id: created.id }, adA.token);
    expect(record.body).toMatchObject({
      id: created.id,
      status: 1,
      vehicle: { type: 'SUV', ownerName: 'Juan Pérez', brand: 'Toyota', model: 'RAV4', color: 'Gris' },
      serviceType: 'FL',
      driver: 'Pedro Díaz',
      endDate: today(),
      endTime: '23:59',
      employee: null,
      idResponsible: null,
    });
    expect(record.body.arrivalDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const board = await t.call<{ tickets: Array<{ id: string }> }>('wash/getWashTicketByOrganizationId', {}, adA.token);
    expect(board.body.tickets.map((ticket) => ticket.id)).toContain(created.id);
    const counts = await t.call<Array<{ serviceType: string; count: number }>>('dashboard/getWashCount', {}, adA.token);
    expect(counts.body.find((item) => item.serviceType === 'FL')?.count).toBeGreaterThan(0);
    expect((await t.call<{ lastService: string }>('client/getClientsById', { id: client.id }, adA.token)).body.lastService).not.toBeNull();
  });

  it("checks the new-service fields in the spec's order and appends nothing", async () => {
    const before = await t.countEvents();
    const expectations: Array<[Record<string, unknown>, string]> = [
      [{ ppu: '', propietario: '' }, 'Ingrese Patente...'],
      [{ propietario: '', driver: '' }, 'Ingrese Propietario...'],
      [{ driver: '' }, 'Ingrese Conductor...'],
      [{ vehicleType: '' }, 'Seleccione tipo de Vehiculo...'],
      [{ brand: '' }, 'Ingrese Marca...'],
      [{ model: '' }, 'Ingrese Modelo...'],
      [{ color: '' }, 'Ingrese Color...'],
      [{ endDate: '' }, 'Ingrese Fecha de Entrega...'],
      [{ endTime: '' }, 'Ingrese Hora de Entrega...'],
      [{ servicio: '' }, 'Seleccione Tipo de Servicio...'],
      [{ observaciones: 'x'.repeat(501) }, 'Máximo 500 caracteres.'],
    ];
    for (const [override, message] of expectations) {
      const answer = await t.call('wash/createWashTicket', { data: newService(override) }, adA.token);
      expect({ override, status: answer.status, msg: answer.body.msg }).toEqual({ override, status: 400, msg: message });
    }
    expect(await t.countEvents()).toBe(before);
  });

  it('refuses a delivery date and time already past in Santiago, in Spanish, and appends nothing', async () => {
    const before = await t.countEvents();
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date(Date.now() - 86_400_000));
    const minuteAgo = new Date(Date.now() - 120_000);
    const santiagoClock = (pattern: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', ...pattern });
    const earlierToday = {
      endDate: santiagoClock({}).format(minuteAgo),
      endTime: santiagoClock({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(minuteAgo),
    };
    for (const override of [{ endDate: yesterday, endTime: '23:59' }, earlierToday]) {
      const answer = await t.call('wash/createWashTicket', { data: newService(override) }, adA.token);
      expect({ override, status: answer.status, body: answer.body }).toEqual({
        override,
        status: 400,
        body: expect.objectContaining({ msg: 'La fecha y hora de entrega no pueden ser anteriores a la hora actual.' }),
      });
    }
    expect(await t.countEvents()).toBe(before);
  });

  it("lists a plate's open tickets until they are finished, and never another organization's", async () => {
    const ppu = newPlate();
    const openOf = async (token: string, plate = ppu) =>
      (await t.call<Array<{ id: string }>>('wash/getOpenTicketsByPpu', { ppu: plate }, token)).body.map((ticket) => ticket.id);
    expect(await openOf(adA.token)).toEqual([]);
    const { id } = await createTicket(adA.token, { ppu });
    expect(await openOf(adA.token)).toEqual([id]);
    expect(await openOf(adA.token, ppu.toLowerCase())).toEqual([id]);
    expect(await openOf(adB.token)).toEqual([]);
    const ana = await t.createUser('EM', orgA.id);
    expect((await t.call('wash/setWashTicketState', { id, status: 2 }, ana.token)).status).toBe(200);
    expect(await openOf(ana.token)).toEqual([id]);
    expect((await t.call('wash/finishWashTicket', { id }, ana.token)).status).toBe(200);
    expect(await openOf(adA.token)).toEqual([]);
    const bad = await t.call('wash/getOpenTicketsByPpu', { ppu: 'X' }, adA.token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ msg: 'Patente inválida: use el formato ABCD01 o AB0123.' });
  });

  it('pages the records newest first and filters by plate prefix or owner name', async () => {
    const owner = `Dueña ${randomUUID().slice(0, 8)}`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await createTicket(adA.token, { propietario: owner })).id);
    const byOwner = await t.call<Array<{ id: string }>>(
      'wash/getCompleteTicketByOrganizationId',
      { search: owner.slice(6).toUpperCase(), limit: 2 },
      adA.token,
    );
    expect(byOwner.body.map((ticket) => ticket.id)).toEqual([ids[2], ids[1]]);
    const last = byOwner.body.at(-1) as unknown as { id: string; createdAt: string };
    const next = await t.call<Array<{ id: string }>>(
      'wash/getCompleteTicketByOrganizationId',
      { search: owner.slice(6), limit: 2, after: { createdAt: last.createdAt, id: last.id } },
      adA.token,
    );
    expect(next.body.map((ticket) => ticket.id)).toEqual([ids[0]]);
    const ppu = newPlate();
    const withPlate = await createTicket(adA.token, { ppu });
    const byPlate = await t.call<Array<{ id: string }>>(
      'wash/getCompleteTicketByOrganizationId',
      { search: ppu.slice(0, 5).toLowerCase() },
      adA.token,
    );
    expect(byPlate.body.map((ticket) => ticket.id)).toContain(withPlate.id);
    expect((await t.call('wash/getCompleteTicketByOrganizationId', { limit: 500 }, adA.token)).status).toBe(400);
  });

  it("keeps organizations apart: B's calls on A's ticket behave as if it did not exist", async () => {
    const { id } = await createTicket(adA.token);
    const employeeB = await t.createUser('EM', orgB.id);
    const before = await t.countEvents();
    expect((await t.call('wash/getCompleteTicketById', { id }, adB.token)).status).toBe(404);
    expect((await t.call('wash/setWashTicketState', { id, status: 2 }, employeeB.token)).status).toBe(404);
    expect((await t.call('wash/finishWashTicket', { id }, employeeB.token)).status).toBe(404);
    expect(
      (await t.call<Array<{ id: string }>>('wash/getCompleteTicketByOrganizationId', {}, adB.token)).body.map((ticket) => ticket.id),
    ).not.toContain(id);
    expect(
      (await t.call<{ tickets: Array<{ id: string }> }>('wash/getWashTicketByOrganizationId', {}, adB.token)).body.tickets.map(
        (ticket) => ticket.id,
      ),
    ).not.toContain(id);
    expect(await t.countEvents()).toBe(before);
  });

  it('Iniciar, Pausar, Iniciar (resume) and Finalizar by the responsible; others are refused and nothing is appended', async () => {
    const { id } = await createTicket(adA.token);
    const ana = await t.createUser('EM', orgA.id);
    const luis = await t.createUser('EM', orgA.id);
    const status = async () =>
      (await t.call<{ status: number; idResponsible: string | null }>('wash/getCompleteTicketById', { id }, adA.token)).body;

    expect((await t.call('wash/finishWashTicket', { id }, ana.token)).status).toBe(409);
    expect((await t.call('wash/setWashTicketState', { id, status: 2 }, ana.token)).body).toMatchObject({ status: true, msg: 'Procesado!' });
    expect(await status()).toMatchObject({ status: 2, idResponsible: ana.userId });

    const before = await t.countEvents();
    const paused = await t.call('wash/setWashTicketState', { id, status: 3 }, luis.token);
    expect(paused.status).toBe(403);
    expect(paused.body).toMatchObject({ msg: 'Solo el responsable del servicio puede pausarlo o finalizarlo.' });
    expect((await t.call('wash/finishWashTicket', { id }, luis.token)).status).toBe(403);
    expect((await t.call('wash/setWashTicketState', { id, status: 2 }, luis.token)).status).toBe(409);
    expect(await t.countEvents()).toBe(before);

    expect((await t.call('wash/setWashTicketState', { id, status: 3 }, ana.token)).status).toBe(200);
    expect(await status()).toMatchObject({ status: 3 });
    expect((await t.call('wash/finishWashTicket', { id }, ana.token)).status).toBe(409);
    expect((await t.call('wash/setWashTicketState', { id, status: 2 }, ana.token)).status).toBe(200);
    expect((await t.call('wash/finishWashTicket', { id }, ana.token)).body).toMatchObject({ msg: 'Finalizado!' });
    expect(await status()).toMatchObject({ status: 4 });
    // Finished today, it stays on the board in the last lane for the rest of the day.
    const board = await t.call<{ tickets: Array<{ id: string; status: number }> }>('wash/getWashTicketByOrganizationId', {}, adA.token);
    expect(board.body.tickets.find((ticket) => ticket.id === id)).toMatchObject({ status: 4 });
  });

  it('refuses Iniciar to a user with no identification, and an employeeNumber that is not the caller’s', async () => {
    const { id } = await createTicket(adA.token);
    const employee = await t.createUser('EM', orgA.id);
    await t.pool.query('update users set identification = null where id = $1', [employee.userId]);
    const answer = await t.call('wash/setWashTicketState', { id, status: 2 }, employee.token);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ msg: 'Debe tener una identificación registrada para iniciar servicios.' });
    expect((await t.call('wash/setWashTicketState', { id, status: 2, employeeNumber: 999 }, adA.token)).status).toBe(403);
  });

  it('two parallel starts of one ticket: exactly one wins', async () => {
    const { id } = await createTicket(adA.token);
    const [ana, luis] = [await t.createUser('EM', orgA.id), await t.createUser('EM', orgA.id)];
    const answers = await Promise.all([ana, luis].map((employee) => t.call('wash/setWashTicketState', { id, status: 2 }, employee.token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { rows } = await t.pool.query("select count(*)::int as count from events where stream_id = $1 and type = 'TicketStarted'", [
      `ticket-${id}`,
    ]);
    expect(rows[0].count).toBe(1);
  });
});

describe('employees', () => {
  const employeeInput = () => ({
    firstName: 'Camila',
    secondName: 'Rojas',
    identification: randomRut(),
    email: `camila.${randomUUID().slice(0, 6)}@lavado.cl`,
    phone: 987654321,
  });

  it("creates an employee from the spec's four fields (no RUT): they sign in with the e-mail and cannot start tickets", async () => {
    const input = { firstName: 'Luis', secondName: 'Mora', email: `luis.${randomUUID().slice(0, 6)}@lavado.cl`, phone: 987654321 };
    const created = await t.call<{ employee: { id: string; identification: string | null } }>(
      'employee/createEmployee',
      { employee: input },
      adA.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.employee.identification).toBeNull();
    const blankRut = await t.call(
      'employee/createEmployee',
      { employee: { ...input, email: `otro.${randomUUID().slice(0, 6)}@lavado.cl`, identification: '' } },
      adA.token,
    );
    expect(blankRut.status).toBe(200);
    await t.pool.query('insert into credentials (user_id, password_hash) select $1, password_hash from credentials where user_id = $2', [
      created.body.employee.id,
      adA.userId,
    ]);
    const token = await t.login(input.email, adA.password);
    const ticket = await createTicket(adA.token);
    const start = await t.call('wash/setWashTicketState', { id: ticket.id, status: 2 }, token);
    expect(start.status).toBe(403);
    expect(start.body.msg).toBe('Debe tener una identificación registrada para iniciar servicios.');
  });

  it('an employee created without a RUT gets one later, from the AD or from their own profile, and can then start tickets', async () => {
    const input = { firstName: 'Rosa', secondName: 'Lagos', email: `rosa.${randomUUID().slice(0, 6)}@lavado.cl`, phone: 987654321 };
    const created = await t.call<{ employee: { id: string } }>('employee/createEmployee', { employee: input }, adA.token);
    const employeeId = created.body.employee.id;
    await t.pool.query('insert into credentials (user_id, password_hash) select $1, password_hash from credentials where user_id = $2', [
      employeeId,
      adA.userId,
    ]);
    const rut = randomRut();
    const given = await t.call<{ employee: { identification: string | null } }>(
      'employee/updateEmployee',
      { id: employeeId, identification: rut },
      adA.token,
    );
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.employee.identification).toBe(rut);
    const token = await t.login(rut, adA.password);
    const ticket = await createTicket(adA.token);
    expect((await t.call('wash/setWashTicketState', { id: ticket.id, status: 2 }, token)).status).toBe(200);

    // Another organization's AD cannot reach this employee; a RUT someone has is refused.
    expect((await t.call('employee/updateEmployee', { id: employeeId, identification: randomRut() }, adB.token)).status).toBe(404);
    expect((await t.call('employee/updateEmployee', { id: employeeId, identification: rut }, adA.token)).status).toBe(200);
    const other = await t.call<{ employee: { id: string } }>(
      'employee/createEmployee',
      { employee: { ...input, email: `otra.${randomUUID().slice(0, 6)}@lavado.cl` } },
      adA.token,
    );
    const taken = await t.call('employee/updateEmployee', { id: other.body.employee.id, identification: rut }, adA.token);
    expect(taken.body).toMatchObject({ status: 409, msg: 'La identificación ya está registrada.' });

    // The employee corrects it from their profile, with their password; the old RUT is free again.
    const corrected = randomRut();
    const profile = { firstName: 'Rosa', secondName: 'Lagos', email: input.email, phone: 987654321, identification: corrected };
    expect((await t.call('user/updateUser', { user: profile }, token)).status).toBe(400);
    expect((await t.call('user/updateUser', { user: profile, current: adA.password }, token)).status).toBe(200);
    expect((await t.call('auth/login', { email: corrected, password: adA.password })).status).toBe(200);
    expect((await t.call('employee/updateEmployee', { id: other.body.employee.id, identification: rut }, adA.token)).status).toBe(200);
  });

  it('creates employees with consecutive numbers, lists them, blocks and deletes them', async () => {
    const first = await t.call<{ employee: { id: string; employeeNumber: number } }>(
      'employee/createEmployee',
      { employee: employeeInput() },
      adA.token,
    );
    const second = await t.call<{ employee: { id: string; employeeNumber: number } }>(
      'employee/createEmployee',
      { employee: employeeInput() },
      adA.token,
    );
    expect(first.status).toBe(200);
    expect(second.body.employee.employeeNumber).toBe(first.body.employee.employeeNumber + 1);
    const list = await t.call<Array<{ id: string; enable: number }>>('employee/getOrganizationEmployees', {}, adA.token);
    expect(list.body.map((employee) => employee.id)).toEqual(expect.arrayContaining([first.body.employee.id, second.body.employee.id]));

    const blocked = await t.call('employee/setEmployeeState', { id: first.body.employee.id, enable: 1 }, adA.token);
    expect(blocked.body).toMatchObject({ enable: 0 });
    expect((await t.call('employee/deleteEmployee', { id: first.body.employee.id }, adA.token)).body).toMatchObject({
      msg: 'El usuario se ha eliminado',
    });
    const after = await t.call<Array<{ id: string }>>('employee/getOrganizationEmployees', {}, adA.token);
    expect(after.body.map((employee) => employee.id)).not.toContain(first.body.employee.id);
  });

  it('deactivating an employee ends their session at once', async () => {
    const employee = await t.createUser('EM', orgA.id);
    expect((await t.call('wash/getWashTicketByOrganizationId', {}, employee.token)).status).toBe(200);
    await t.call('employee/setEmployeeState', { id: employee.userId, enable: 1 }, adA.token);
    expect((await t.call('wash/getWashTicketByOrganizationId', {}, employee.token)).status).toBe(401);
    const login = await t.call('auth/login', { email: employee.identification, password: employee.password });
    expect(login.status).toBe(401);
    expect(login.body).toMatchObject({ msg: 'Su usuario se encuentra desactivado, contacte a su administrador.' });
  });

  it("keeps organizations apart, and lets the SA manage a named organization's employees", async () => {
    const employeeA = await t.createUser('EM', orgA.id);
    expect((await t.call('employee/setEmployeeState', { id: employeeA.userId, enable: 1 }, adB.token)).status).toBe(404);
    expect((await t.call('employee/deleteEmployee', { id: employeeA.userId }, adB.token)).status).toBe(404);
    expect((await t.call('employee/getOrganizationEmployees', { organizationId: orgA.id }, adB.token)).status).toBe(403);
    const asSa = await t.call<Array<{ id: string }>>('employee/getOrganizationEmployees', { organizationId: orgA.id }, sa);
    expect(asSa.body.map((employee) => employee.id)).toContain(employeeA.userId);
    expect((await t.call('employee/getOrganizationEmployees', {}, sa)).status).toBe(400);
    expect((await t.call('employee/getOrganizationEmployees', { organizationId: randomUUID() }, sa)).status).toBe(404);
    expect((await t.call('employee/createEmployee', { employee: employeeInput() }, employeeA.token)).status).toBe(403);
  });

  it('validates the create modal: e-mail, 9-digit phone, names, RUT', async () => {
    const before = await t.countEvents();
    for (const [override, message] of [
      [{ email: 'x' }, 'El correo ingresado no es válido.'],
      [{ phone: 123 }, 'El telefono ingresado no es válido debe tener 9 dígitos.'],
      [{ firstName: '' }, 'Ingrese el nombre.'],
      [{ identification: '1-1' }, 'El Rut ingresado no es válido.'],
    ] as const) {
      const answer = await t.call('employee/createEmployee', { employee: { ...employeeInput(), ...override } }, adA.token);
      expect(answer.body).toMatchObject({ status: 400, msg: message });
    }
    expect(await t.countEvents()).toBe(before);
  });

  it("answers an AD one message whichever value another organization's account holds; its own organization's are named", async () => {
    const ad = await t.createUser('AD', orgA.id);
    const theirs = employeeInput();
    expect((await t.call('employee/createEmployee', { employee: theirs }, adB.token)).status).toBe(200);
    const ours = employeeInput();
    expect((await t.call('employee/createEmployee', { employee: ours }, ad.token)).status).toBe(200);
    const before = await t.countEvents();

    const generic = { status: 409, msg: 'No se pudo crear el empleado con esos datos. Verifique el correo y el RUT.' };
    const answers = [];
    for (const taken of [{ email: theirs.email }, { identification: theirs.identification }, { email: ADMIN.email }]) {
      const answer = await t.call('employee/createEmployee', { employee: { ...employeeInput(), ...taken } }, ad.token);
      expect(answer.body, JSON.stringify(taken)).toMatchObject(generic);
      answers.push({ status: answer.status, body: answer.body });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // A value of the AD's own organization, which the AD already sees in the employee list.
    expect((await t.call('employee/createEmployee', { employee: { ...employeeInput(), email: ours.email } }, ad.token)).body).toMatchObject(
      {
        status: 409,
        msg: 'El correo ya está registrado.',
      },
    );
    const ownRut = await t.call(
      'employee/createEmployee',
      { employee: { ...employeeInput(), identification: ours.identification } },
      ad.token,
    );
    expect(ownRut.body).toMatchObject({ status: 409, msg: 'La identificación ya está registrada.' });
    expect(await t.countEvents()).toBe(before);
    // The SA sees every account: it is told which value is taken.
    const bySa = await t.call(
      'employee/createEmployee',
      { employee: { ...employeeInput(), email: theirs.email }, organizationId: orgA.id },
      sa,
    );
    expect(bySa.body).toMatchObject({ status: 409, msg: 'El correo ya está registrado.' });
  });

  it('tells an AD a value is taken 10 times an hour, then refuses every employee creation and e-mail or RUT change with 429 until the hour passes', async () => {
    const ad = await t.createUser('AD', orgA.id);
    const other = await t.createUser('AD', orgA.id);
    const created = await t.call<{ employee: { id: string } }>('employee/createEmployee', { employee: employeeInput() }, ad.token);
    // Another organization's employees: what a prober would look for.
    const theirs = Array.from({ length: 6 }, () => employeeInput());
    for (const employee of theirs) expect((await t.call('employee/createEmployee', { employee }, adB.token)).status).toBe(200);
    // Ten answers "taken": e-mails through a creation, RUTs through an employee's RUT change.
    for (const { email } of theirs.slice(0, 5)) {
      expect((await t.call('employee/createEmployee', { employee: { ...employeeInput(), email } }, ad.token)).status).toBe(409);
    }
    for (const { identification } of theirs.slice(0, 5)) {
      expect((await t.call('employee/updateEmployee', { id: created.body.employee.id, identification }, ad.token)).status).toBe(409);
    }
    const before = await t.countEvents();
    for (const [path, body] of [
      ['employee/createEmployee', { employee: { ...employeeInput(), email: theirs[5]!.email } }],
      ['employee/createEmployee', { employee: employeeInput() }],
      ['employee/updateEmployee', { id: created.body.employee.id, identification: randomRut() }],
      [
        'user/updateUser',
        { user: { firstName: 'Ana', secondName: 'AD', email: theirs[5]!.email, phone: 912345678 }, current: ad.password },
      ],
    ] as const) {
      const limited = await t.call(path, body, ad.token);
      expect(limited.status, path).toBe(429);
      expect(limited.body).toMatchObject({ msg: 'Demasiados intentos, espere un momento e intente nuevamente.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(55 * 60);
    }
    expect(await t.countEvents()).toBe(before);
    // Another AD is not limited by this one's answers.
    expect((await t.call('employee/createEmployee', { employee: employeeInput() }, other.token)).status).toBe(200);

    t.clock.offsetMs += 60 * 60 * 1000 + 1000;
    try {
      const afterHour = await t.call(
        'employee/createEmployee',
        { employee: employeeInput() },
        await t.login(ad.identification, ad.password),
      );
      expect(afterHour.status, JSON.stringify(afterHour.body)).toBe(200);
    } finally {
      t.clock.offsetMs = 0;
    }
  });
});

describe('dashboard and menu (AD only)', () => {
  it('counts employees, admins, clients (new this month and total) and washes per service', async () => {
    const org = await t.createOrganization(sa);
    const admin = await t.createUser('AD', org.id);
    await t.createUser('EM', org.id);
    await t.createUser('EM', org.id);
    await createClient(admin.token);
    await createTicket(admin.token, { servicio: 'BA' });
    await createTicket(admin.token, { servicio: 'BA' });
    expect((await t.call('dashboard/getEmployeesCount', {}, admin.token)).body).toBe(2);
    expect((await t.call('dashboard/getUserCount', {}, admin.token)).body).toBe(1);
    expect((await t.call('dashboard/getClientsCount', {}, admin.token)).body).toEqual({ nuevos: 1, total: 1 });
    expect((await t.call('dashboard/getWashCount', {}, admin.token)).body).toEqual([{ serviceType: 'BA', count: 2 }]);
    const employee = await t.createUser('EM', org.id);
    expect((await t.call('dashboard/getWashCount', {}, employee.token)).status).toBe(403);
    expect((await t.call<Array<{ name: string }>>('menu/getOrganizationsMenu', {}, employee.token)).body[0]).toMatchObject({
      name: 'Lavados',
      state: 'Activo',
    });
  });
});
