import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { startRunningApp } from '../support/running-app';
import { ADMIN } from '../support/test-app';
import { BOARD_LANE_LIMIT } from '@lavado/shared/wash/board';

let t: Awaited<ReturnType<typeof startRunningApp>>;
let sa: string;
let orgA: { id: string };
let orgB: { id: string };
let adA: { token: string; userId: string };
let adB: { token: string };
let ana: { token: string; userId: string };

beforeAll(async () => {
  t = await startRunningApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  orgA = await t.createOrganization(sa, { name: 'Board A' });
  orgB = await t.createOrganization(sa, { name: 'Board B' });
  adA = await t.createUser('AD', orgA.id);
  adB = await t.createUser('AD', orgB.id);
  ana = await t.createUser('EM', orgA.id);
});
afterAll(() => t.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date(Date.now() + t.clock.offsetMs));
let plates = 0;
async function createTicket(token: string, sameAs?: { ppu: string }, headers: Record<string, string> = {}) {
  const data = {
    ppu: sameAs?.ppu ?? `BD${String(1000 + plates++)}`,
    propietario: 'Dueño Secreto',
    driver: 'Chofer',
    vehicleType: 'SED',
    brand: 'Kia',
    model: 'Rio',
    color: 'Azul',
    endDate: today(),
    endTime: '23:59',
    servicio: 'FL',
    observaciones: 'Rayón en la puerta trasera',
  };
  const answer = await t.call<{ id: string }>('wash/createWashTicket', { data }, token, headers);
  expect(answer.status).toBe(200);
  return answer.body.id;
}

describe('ticket pushes carry the card', () => {
  it('writes the whole card to the organization feed on every change', async () => {
    const id = await createTicket(adA.token);
    await t.call('wash/setWashTicketState', { id, status: 2 }, ana.token);
    const { rows } = await t.pool.query<{
      organization_id: string;
      payload: { change: string; ticket: { id: string; status: number; vehicle: { ppu: string } } };
    }>(
      "select organization_id, payload from realtime_feed where topic = 'ticket.changed' and payload->'ticket'->>'id' = $1 order by position",
      [id],
    );
    expect(rows.map((row) => [row.organization_id, row.payload.change, row.payload.ticket.status])).toEqual([
      [orgA.id, 'TicketCreated', 1],
      [orgA.id, 'TicketStarted', 2],
    ]);
  });
});

describe('wash/getTicketHistory', () => {
  it("tells the ticket's stream: what happened, who did it, when", async () => {
    const id = await createTicket(adA.token);
    await t.call('wash/setWashTicketState', { id, status: 2 }, ana.token);
    await t.call('wash/setWashTicketState', { id, status: 3 }, ana.token);
    await t.call('wash/setWashTicketState', { id, status: 2 }, ana.token);
    await t.call('wash/finishWashTicket', { id }, ana.token);
    const history = await t.call<Array<{ label: string; actor: { id: string; name: string }; at: string; revision: number }>>(
      'wash/getTicketHistory',
      { id },
      adA.token,
    );
    expect(history.status).toBe(200);
    expect(history.body.map((entry) => entry.label)).toEqual([
      'Servicio creado',
      'Servicio iniciado',
      'Servicio pausado',
      'Servicio reanudado',
      'Servicio finalizado',
    ]);
    expect(history.body[0]!.actor.id).toBe(adA.userId);
    expect(history.body[1]!.actor).toMatchObject({ id: ana.userId, name: 'Ana EM' });
    expect(history.body.map((entry) => entry.revision)).toEqual([0, 1, 2, 3, 4]);
  });

  it("is 404 for another organization's ticket, open to the SA, closed to employees", async () => {
    const id = await createTicket(adA.token);
    expect((await t.call('wash/getTicketHistory', { id }, adB.token)).status).toBe(404);
    expect((await t.call('wash/getTicketHistory', { id: randomUUID() }, adA.token)).status).toBe(404);
    expect((await t.call('wash/getTicketHistory', { id }, sa)).status).toBe(200);
    expect((await t.call('wash/getTicketHistory', { id }, ana.token)).status).toBe(403);
  });

  it('gives an existing ticket and a random id the same answer whatever organization the body names', async () => {
    const ofA = await createTicket(adA.token);
    const ofB = await createTicket(adB.token);
    const answer = async (organizationId: string | undefined, id: string) => {
      const { status, body } = await t.call('wash/getTicketHistory', { ...(organizationId ? { organizationId } : {}), id }, adA.token);
      return { status, body };
    };
    expect((await answer(orgA.id, ofA)).status).toBe(200);
    for (const organizationId of [undefined, orgA.id]) {
      expect(await answer(organizationId, ofB)).toEqual({
        status: 404,
        body: { status: 404, msg: 'El servicio solicitado no existe.', error: 'El servicio solicitado no existe.' },
      });
      expect(await answer(organizationId, randomUUID())).toEqual(await answer(organizationId, ofB));
    }
    for (const organizationId of [orgB.id, randomUUID()]) {
      const refused = await answer(organizationId, randomUUID());
      expect(refused.status).toBe(403);
      expect(await answer(organizationId, ofB)).toEqual(refused);
      expect(await answer(organizationId, ofA)).toEqual(refused);
    }
  });
});

describe('wash/getCompleteTicketById for the SA', () => {
  it("lets the platform SA read any organization's record, as the record detail route allows", async () => {
    const id = await createTicket(adA.token);
    expect((await t.call('wash/getCompleteTicketById', { id }, sa)).body).toMatchObject({ id, status: 1 });
    expect((await t.call('wash/getCompleteTicketById', { id: randomUUID() }, sa)).status).toBe(404);
    expect((await t.call('wash/getCompleteTicketById', { id }, adB.token)).status).toBe(404);
  });
});

describe('wash/getBoardAt', () => {
  it('rebuilds the board as it stood at a past moment from the events', async () => {
    const organization = await t.createOrganization(sa);
    const admin = await t.createUser('AD', organization.id);
    const employee = await t.createUser('EM', organization.id);
    const base = Date.now();
    t.clock.offsetMs = 0;
    const id = await createTicket(admin.token);
    t.clock.offsetMs = 60_000;
    await t.call('wash/setWashTicketState', { id, status: 2 }, employee.token);
    t.clock.offsetMs = 120_000;
    await t.call('wash/finishWashTicket', { id }, employee.token);
    t.clock.offsetMs = 0;
    const at = (offsetMs: number) => new Date(base + offsetMs).toISOString();
    const board = async (offsetMs: number) =>
      (
        await t.call<{ tickets: Array<{ id: string; status: number }> }>('wash/getBoardAt', { at: at(offsetMs) }, admin.token)
      ).body.tickets.filter((ticket) => ticket.id === id);
    expect(await board(-60_000)).toEqual([]);
    expect((await board(30_000)).map((ticket) => ticket.status)).toEqual([1]);
    expect((await board(90_000)).map((ticket) => ticket.status)).toEqual([2]);
    expect(await board(150_000)).toEqual([]);
    expect((await t.call('wash/getBoardAt', { at: at(30_000), organizationId: organization.id }, sa)).status).toBe(200);
    expect((await t.call('wash/getBoardAt', { at: 'ayer' }, admin.token)).status).toBe(400);
    expect((await t.call('wash/getBoardAt', { at: at(30_000) }, employee.token)).status).toBe(403);
  });
});

describe('public code/{id}', () => {
  it('answers only the whitelisted fields and the car wash to call, never indexed, no referrer', async () => {
    const id = await createTicket(adA.token);
    const response = await t.app.inject({ method: 'POST', url: '/api/code/getPublicTicket', payload: { id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      ppu: expect.any(String),
      // The car as its owner knows it (issue 20's status page); never the owner's or the driver's name.
      vehicle: { brand: expect.any(String), model: expect.any(String), color: expect.any(String) },
      serviceType: 'FL',
      serviceName: 'Full',
      status: 1,
      statusLabel: 'Recibido',
      endDate: today(),
      endTime: '23:59',
      deliveryAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      observations: 'Rayón en la puerta trasera',
      steps: [{ status: 1, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }],
      business: { name: 'Board A', phone: 912345678, whatsapp: null, address: '', openingHours: '', logo: null },
      feedbackGiven: false,
      // Not priced (no price list): no amount is made up.
      charge: null,
      estimateBasis: expect.objectContaining({ fromHistory: false, queueAhead: expect.any(Number), washing: expect.any(Number) }),
      // No prepaid pack on the plate, no photo check-in taken.
      packWashesLeft: null,
      checkIn: null,
    });
    expect(response.body).not.toContain('Dueño Secreto');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect((await t.app.inject({ method: 'POST', url: '/api/code/getPublicTicket', payload: { id: randomUUID() } })).statusCode).toBe(404);
  });

  it('gives each ticket an id nobody can work out: not from its values, its time, the ticket before it, or the same key sent by someone else', async () => {
    const same = { ppu: 'ID1234' };
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1) ids.push(await createTicket(adA.token, same));
    // Version 5: a hash of the command id (a fresh random id, or the client's random Idempotency-Key), never a clock or a counter.
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // The command ids they hash are random (version 4) too: a hashed counter could be hashed again by anyone.
    const { rows } = await t.pool.query<{ commandId: string }>(
      `select metadata->>'commandId' as "commandId" from events where type = 'TicketCreated' and stream_id = any($1) order by global_position`,
      [ids.map((id) => `ticket-${id}`)],
    );
    const commandIds = rows.map((row) => row.commandId);
    expect(commandIds).toHaveLength(ids.length);
    for (const commandId of commandIds) expect(commandId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Independent 122-bit values differ in about half their bits; a counter or a clock would differ in a few.
    const bitsOf = (id: string) => BigInt(`0x${id.replaceAll('-', '')}`);
    for (const list of [ids, commandIds]) {
      for (let index = 1; index < list.length; index += 1) {
        const differing = (bitsOf(list[index]!) ^ bitsOf(list[index - 1]!)).toString(2).replaceAll('0', '').length;
        expect(differing).toBeGreaterThan(30);
      }
    }
    const key = { 'idempotency-key': randomUUID() };
    const first = await createTicket(adA.token, same, key);
    expect(await createTicket(adA.token, same, key)).toBe(first); // the same command again: the same ticket
    expect(await createTicket(ana.token, same, key)).not.toBe(first);
  });

  it('is rate-limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i += 1) {
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/code/getPublicTicket', payload: { id: randomUUID() }, remoteAddress: '10.9.8.7' }))
          .statusCode,
      );
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });

  it("pushes the ticket's public state to a phone following it, and nothing to a phone following another", async () => {
    const id = await createTicket(adA.token);
    const other = await createTicket(adA.token);
    const follow = (ticketId: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(`${t.origin}/public`, {
          path: '/socket.io',
          transports: ['websocket'],
          auth: { ticketId },
          extraHeaders: { origin: t.origin },
        });
        socket.on('connect', () => resolve(socket));
        socket.on('connect_error', reject);
      });
    const phone = await follow(id);
    const otherPhone = await follow(other);
    const received: unknown[] = [];
    const otherReceived: { id: string }[] = [];
    otherPhone.on('ticket', (ticket: { id: string }) => otherReceived.push(ticket));
    // A phone that follows a ticket the instant it is created may still get its creation pushed: the change awaited is the start.
    const started = new Promise((resolve) =>
      phone.on('ticket', (ticket: { status: number }) => {
        received.push(ticket);
        if (ticket.status === 2) resolve(ticket);
      }),
    );
    await t.call('wash/setWashTicketState', { id, status: 2 }, ana.token);
    expect(await started).toMatchObject({ id, status: 2, statusLabel: 'En lavado', steps: [{ status: 1 }, { status: 2 }] });
    expect(JSON.stringify(received)).not.toContain('Dueño');
    await sleep(300);
    expect(otherReceived.filter((ticket) => ticket.id !== other)).toEqual([]);
    await expect(follow(randomUUID())).rejects.toThrow();
    phone.close();
    otherPhone.close();
  });
});

describe('wash/getStateThresholds', () => {
  type Threshold = { serviceType: string; status: number; samples: number; amberSeconds: number; redSeconds: number; fromHistory: boolean };
  const thresholdsOf = async (token: string) => (await t.call<Threshold[]>('wash/getStateThresholds', {}, token)).body;
  const pendingFull = (rows: Threshold[]) => rows.find((row) => row.serviceType === 'FL' && row.status === 1);

  it("answers every service and state: the defaults with little history, the organization's own once it has enough", async () => {
    const fresh = await t.createOrganization(sa, { name: 'Board Umbrales' });
    const admin = await t.createUser('AD', fresh.id);
    const employee = await t.createUser('EM', fresh.id);
    const before = await thresholdsOf(admin.token);
    expect(before).toHaveLength(9);
    expect(pendingFull(before)).toEqual({
      serviceType: 'FL',
      status: 1,
      samples: 0,
      amberSeconds: 1200,
      redSeconds: 2400,
      fromHistory: false,
    });
    expect(before.find((row) => row.status === 2)).toMatchObject({ amberSeconds: 2700, redSeconds: 5400 });
    expect(before.find((row) => row.status === 3)).toMatchObject({ amberSeconds: 600, redSeconds: 1200 });

    // Five Full cars that each waited 12 minutes before they were started.
    const ids = [];
    for (let index = 0; index < 5; index += 1) ids.push(await createTicket(admin.token));
    t.clock.offsetMs += 12 * 60_000;
    try {
      for (const id of ids) expect((await t.call('wash/setWashTicketState', { id, status: 2 }, employee.token)).status).toBe(200);
    } finally {
      t.clock.offsetMs -= 12 * 60_000;
    }
    await expect.poll(async () => pendingFull(await thresholdsOf(employee.token))?.samples, { timeout: 10_000 }).toBe(5);
    expect(pendingFull(await thresholdsOf(employee.token))).toEqual({
      serviceType: 'FL',
      status: 1,
      samples: 5,
      amberSeconds: 15 * 60,
      redSeconds: 16 * 60,
      fromHistory: true,
    });
    // Another organization's history is not this one's.
    expect(pendingFull(await thresholdsOf(adB.token))?.samples).toBe(0);
  });

  it('refuses a malformed body in Spanish, another organization, and the super admin', async () => {
    const malformed = await t.call<{ msg: string }>('wash/getStateThresholds', { organizationId: 'x' }, adA.token);
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toBe('Identificador inválido.');
    const extra = await t.call<{ msg: string }>('wash/getStateThresholds', { organizationId: orgA.id, limit: 5 }, adA.token);
    expect(extra.status).toBe(400);
    expect(extra.body.msg).toMatch(/[áéíóúñ]|no (es|está)|campo/i);
    const other = await t.call('wash/getStateThresholds', { organizationId: orgB.id }, adA.token);
    expect(other.status).toBe((await t.call('wash/getWashTicketByOrganizationId', { organizationId: orgB.id }, adA.token)).status);
    expect(other.status).toBeGreaterThanOrEqual(400);
    expect((await t.call('wash/getStateThresholds', {}, sa)).status).toBe(403);
    expect((await t.call('wash/getStateThresholds', {})).status).toBe(401);
  });
});

describe("today's board when a flood of tickets is due (docs/security.md: every list has a page limit)", () => {
  it('answers the first BOARD_LANE_LIMIT cards of each lane in delivery order, with each lane total, to people and wall screens alike', async () => {
    const organization = await t.createOrganization(sa, { name: 'Board Flood' });
    const admin = await t.createUser('AD', organization.id);
    // 1,000 pending and 30 in progress, due today at every minute of the day: more than a lane holds, fewer.
    await t.pool.query(
      `insert into wash_records (id, organization_id, status, ppu, vehicle_type, brand, model, color, owner_name, driver, service_type,
                                 observations, end_date, end_time, created_at, status_since)
       select gen_random_uuid(), $1, case when g <= 1000 then 1 else 2 end, 'F' || lpad(g::text, 5, '0'), 'SED', 'Kia', 'Rio', 'Azul',
              'Dueño Secreto', 'Chofer', 'FL', '', $2::date, to_char(time '00:00' + make_interval(mins => (g * 7) % 1440), 'HH24:MI'),
              now(), now()
         from generate_series(1, 1030) g`,
      [organization.id, today()],
    );
    const firstPending = (
      await t.pool.query<{ ppu: string }>(
        `select ppu from wash_records where organization_id = $1 and status = 1 order by end_date, end_time, created_at, id limit $2`,
        [organization.id, BOARD_LANE_LIMIT],
      )
    ).rows.map((row) => row.ppu);

    type Board = { tickets: Array<{ status: number; vehicle: { ppu: string } }>; totals: Record<string, number> };
    const people = await t.call<Board>('wash/getWashTicketByOrganizationId', {}, admin.token);
    const screen = await t.call<Board>('wallScreen/getBoard', {}, admin.token);
    for (const answer of [people, screen]) {
      expect(answer.status).toBe(200);
      expect(answer.body.totals).toEqual({ pending: 1000, inProgress: 30, paused: 0, finished: 0 });
      const pending = answer.body.tickets.filter((ticket) => ticket.status === 1).map((ticket) => ticket.vehicle.ppu);
      expect(pending).toEqual(firstPending);
      expect(answer.body.tickets.filter((ticket) => ticket.status === 2)).toHaveLength(30);
    }
    // The finding's answer was 1.09 MB; a whole board of 4 full lanes is now a small fraction of that.
    expect(JSON.stringify(people.body).length).toBeLessThan(150_000);
  });
});
