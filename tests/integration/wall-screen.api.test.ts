import { createHash, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@lavado/shared/messages/server';
import { wallScreenCardSchema } from '@lavado/shared/wash/board';
import { wallScreenMessages } from '@lavado/shared/wall-screen/wall-screen.decider';
import type { OpenWallScreenResponse, WallScreenLink } from '@lavado/shared/wall-screen/wall-screen.schemas';
import { startRunningApp } from '../support/running-app';
import { ADMIN, randomRut } from '../support/test-app';
import { newServiceData, todayInSantiago } from '../support/wash-fixtures';
import { recordingClient, waitFor, type RecordingClient } from './realtime/client';

/** Read-only wall-screen links (docs/security.md, rule 47). */
let t: Awaited<ReturnType<typeof startRunningApp>>;
let sa: string;
let orgA: { id: string };
let orgB: { id: string };
type User = Awaited<ReturnType<(typeof t)['createUser']>>;
let adA: User;
let adB: User;
const othersA: Record<'EM' | 'SU' | 'US', User> = {} as Record<'EM' | 'SU' | 'US', User>;

beforeAll(async () => {
  t = await startRunningApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  orgA = await t.createOrganization(sa, { name: 'Lavado Pantalla' });
  orgB = await t.createOrganization(sa, { name: 'Lavado Vecino' });
  adA = await t.createUser('AD', orgA.id);
  adB = await t.createUser('AD', orgB.id);
  for (const role of ['EM', 'SU', 'US'] as const) othersA[role] = await t.createUser(role, orgA.id);
});
afterAll(() => t.close());

type Created = { status: true; msg: string; link: WallScreenLink; token: string };

async function createLink(token = adA.token): Promise<Created> {
  const answer = await t.call<Created>('wallScreen/createLink', {}, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function openScreen(linkToken: string): Promise<OpenWallScreenResponse> {
  const answer = await t.call<OpenWallScreenResponse>('wallScreen/openScreen', { token: linkToken });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const listLinks = async (token = adA.token) => {
  const answer = await t.call<WallScreenLink[]>('wallScreen/listLinks', {}, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

function screenSocket(token: string): RecordingClient {
  return recordingClient(t.origin, { token, origin: t.origin });
}

describe('wallScreen/createLink and wallScreen/listLinks', () => {
  it('creates a link whose token is shown once: only its SHA-256 is stored, and the events and logs never hold it', async () => {
    const before = await t.countEvents();
    const created = await createLink();

    expect(created.msg).toBe(wallScreenMessages.created);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await listLinks()).toContainEqual(created.link);
    const { rows } = await t.pool.query<{ token_hash: string; created_by: string }>(
      'select token_hash, created_by from wall_screen_links where id = $1',
      [created.link.id],
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(created.token).digest('hex'), created_by: adA.userId }]);
    const events = await t.pool.query<{ type: string; text: string }>(
      'select type, data::text || metadata::text as text from events order by global_position offset $1',
      [before],
    );
    expect(events.rows.map((event) => event.type)).toEqual(['WallScreenLinkCreated']);
    expect(events.rows[0]!.text).toContain(created.link.id);
    expect(events.rows[0]!.text).not.toContain(created.token);
    expect(events.rows[0]!.text).not.toContain(rows[0]!.token_hash);
  });

  it("lists only the caller organization's active links, newest first", async () => {
    const first = await createLink();
    const second = await createLink();
    const ofB = await createLink(adB.token);
    const listed = await listLinks();
    expect(listed.map((link) => link.id)).toEqual(expect.arrayContaining([first.link.id, second.link.id]));
    expect(listed.findIndex((link) => link.id === second.link.id)).toBeLessThan(listed.findIndex((link) => link.id === first.link.id));
    expect(listed.map((link) => link.id)).not.toContain(ofB.link.id);
    expect((await listLinks(adB.token)).map((link) => link.id)).toEqual([ofB.link.id]);
  });

  it('refuses other roles (403), anonymous callers (401), another organization (403) and extra fields (400), in Spanish', async () => {
    const link = await createLink();
    for (const token of [sa, othersA.EM.token, othersA.SU.token, othersA.US.token]) {
      for (const [path, body] of [
        ['wallScreen/createLink', {}],
        ['wallScreen/listLinks', {}],
        ['wallScreen/revokeLink', { id: link.link.id }],
      ] as const) {
        const answer = await t.call(path, body, token);
        expect({ path, status: answer.status, msg: answer.body.msg }).toEqual({ path, status: 403, msg: serverMessages.forbidden });
      }
    }
    expect((await t.call('wallScreen/createLink', {})).status).toBe(401);
    const mismatch = await t.call('wallScreen/createLink', { organizationId: orgB.id }, adA.token);
    expect({ status: mismatch.status, msg: mismatch.body.msg }).toEqual({ status: 403, msg: serverMessages.organizationMismatch });
    const extra = await t.call<{ msg: string }>('wallScreen/createLink', { role: 'SA' }, adA.token);
    expect(extra.status).toBe(400);
    expect(extra.body.msg).toMatch(/[áéíóúñ]|campo|inválid/i);
    expect(await listLinks()).toContainEqual(link.link);
  });
});

describe('wallScreen/openScreen', () => {
  it("answers a board-only session of the link's organization", async () => {
    const created = await createLink();
    const screen = await openScreen(created.token);
    expect(screen).toMatchObject({ status: true, organizationId: orgA.id, organizationName: 'Lavado Pantalla' });
    expect(jwt.decode(screen.token)).toMatchObject({ id: created.link.id, role: 'PA', organizationId: orgA.id, identification: null });

    expect((await t.call('wallScreen/getBoard', { organizationId: orgA.id }, screen.token)).status).toBe(200);
    expect((await t.call('wash/getStateThresholds', {}, screen.token)).status).toBe(200);
    for (const [path, body] of [
      // The people's board carries what the screen does not show (rule 47): the screen reads its own.
      ['wash/getWashTicketByOrganizationId', {}],
      ['user/getUserById', {}],
      ['setting/getAplicationParameters', {}],
      ['organization/getOrganization', {}],
      ['wash/createWashTicket', { data: newServiceData() }],
      ['wallScreen/createLink', {}],
      ['wallScreen/listLinks', {}],
      ['auth/set-password', { current: 'x', newPass: 'otra-clave-segura-9' }],
    ] as const) {
      const answer = await t.call(path, body, screen.token);
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
    }
  });

  it("cannot read another organization's board: a body naming it is refused", async () => {
    const screen = await openScreen((await createLink()).token);
    for (const path of ['wallScreen/getBoard', 'wash/getStateThresholds']) {
      const answer = await t.call(path, { organizationId: orgB.id }, screen.token);
      expect({ path, status: answer.status, msg: answer.body.msg }).toEqual({
        path,
        status: 403,
        msg: serverMessages.organizationMismatch,
      });
    }
  });

  it('refuses a malformed token (400) and an unknown one (401), in Spanish, opening no session', async () => {
    const sessions = async () =>
      (await t.pool.query<{ n: number }>("select count(*)::int as n from sessions where role = 'PA'")).rows[0]!.n;
    const before = await sessions();
    for (const token of ['', 'abc', 'x'.repeat(44), 'a'.repeat(42) + '=']) {
      const answer = await t.call('wallScreen/openScreen', { token });
      expect({ token, status: answer.status, msg: answer.body.msg }).toEqual({ token, status: 400, msg: expect.any(String) });
    }
    const unknown = await t.call('wallScreen/openScreen', { token: 'A'.repeat(43) });
    expect({ status: unknown.status, msg: unknown.body.msg }).toEqual({ status: 401, msg: wallScreenMessages.invalidLink });
    expect(await sessions()).toBe(before);
  });

  it("pushes its organization's board to the screen's socket, and nothing of another organization", async () => {
    const screenA = screenSocket((await openScreen((await createLink()).token)).token);
    const screenB = screenSocket((await openScreen((await createLink(adB.token)).token)).token);
    try {
      await waitFor(() => screenA.socket.connected && screenB.socket.connected, 'both screens to connect');
      const data = newServiceData();
      expect((await t.call('wash/createWashTicket', { data }, adA.token)).status).toBe(200);
      const plates = (client: RecordingClient) =>
        client.record.feed
          .map((message) => (message.payload as { ticket?: { vehicle?: { ppu?: string } } }).ticket?.vehicle?.ppu)
          .filter(Boolean);
      await waitFor(() => plates(screenA).includes(data.ppu), 'the ticket on the screen of A');
      // A's ticket was pushed after B connected; B's screen, in its own organization's room only, never gets it.
      const marker = newServiceData();
      expect((await t.call('wash/createWashTicket', { data: marker }, adB.token)).status).toBe(200);
      await waitFor(() => plates(screenB).includes(marker.ppu), 'the ticket of B on the screen of B');
      expect(plates(screenB)).not.toContain(data.ppu);
    } finally {
      screenA.socket.close();
      screenB.socket.close();
    }
  });
});

describe('wallScreen/revokeLink', () => {
  it('revokes: the link leaves the list, its token opens nothing, its open session answers 401 and its socket is disconnected', async () => {
    const created = await createLink();
    const screen = await openScreen(created.token);
    const socket = screenSocket(screen.token);
    try {
      await waitFor(() => socket.socket.connected, 'the screen to connect');
      const revoked = await t.call('wallScreen/revokeLink', { id: created.link.id }, adA.token);
      expect({ status: revoked.status, msg: revoked.body.msg }).toEqual({ status: 200, msg: wallScreenMessages.revoked });

      expect((await listLinks()).map((link) => link.id)).not.toContain(created.link.id);
      const reopen = await t.call('wallScreen/openScreen', { token: created.token });
      expect({ status: reopen.status, msg: reopen.body.msg }).toEqual({ status: 401, msg: wallScreenMessages.invalidLink });
      expect((await t.call('wallScreen/getBoard', {}, screen.token)).status).toBe(401);
      await waitFor(() => socket.record.sessionEnded.length > 0 && !socket.socket.connected, 'the screen to be disconnected');
      expect(socket.record.connectErrors.at(-1) ?? 'unauthorized').toBe('unauthorized');
    } finally {
      socket.socket.close();
    }
  });

  it('leaves the other links and the people of the organization signed in', async () => {
    const kept = await createLink();
    const keptScreen = await openScreen(kept.token);
    const gone = await createLink();
    expect((await t.call('wallScreen/revokeLink', { id: gone.link.id }, adA.token)).status).toBe(200);
    expect((await t.call('wallScreen/getBoard', {}, keptScreen.token)).status).toBe(200);
    expect((await t.call('user/getUserById', {}, adA.token)).status).toBe(200);
  });

  it("answers another organization's link, a revoked one and a random id alike (404), changing nothing", async () => {
    const ofA = await createLink();
    const screen = await openScreen(ofA.token);
    const revoked = await createLink();
    expect((await t.call('wallScreen/revokeLink', { id: revoked.link.id }, adA.token)).status).toBe(200);
    const before = await t.countEvents();
    for (const [id, token] of [
      [ofA.link.id, adB.token],
      [revoked.link.id, adA.token],
      [randomUUID(), adA.token],
    ] as const) {
      const answer = await t.call('wallScreen/revokeLink', { id }, token);
      expect({ status: answer.status, msg: answer.body.msg }).toEqual({ status: 404, msg: wallScreenMessages.notFound });
    }
    expect(await t.countEvents()).toBe(before);
    expect((await t.call('wallScreen/getBoard', {}, screen.token)).status).toBe(200);
  });

  it('refuses a bad id in Spanish (400)', async () => {
    const answer = await t.call<{ msg: string }>('wallScreen/revokeLink', { id: 'no-es-un-id' }, adA.token);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).not.toMatch(/invalid|expected|required/i);
  });

  it('writes who created and who revoked each link in the log', async () => {
    const created = await createLink();
    expect((await t.call('wallScreen/revokeLink', { id: created.link.id }, adA.token)).status).toBe(200);
    const described = async () =>
      (
        await t.pool.query<{ description: string; actor_id: string }>(
          // The rows of the link's own events: the description names no id.
          `select l.description, l.actor_id from logs l join events e on e.event_id = l.id
            where e.stream_id = $1 order by l.at, l.description`,
          [`wall-screen-link-${created.link.id}`],
        )
      ).rows;
    await waitFor(async () => (await described()).length === 2, 'both log rows');
    expect(await described()).toEqual([
      { description: 'creó un enlace de pantalla del tablero', actor_id: adA.userId },
      { description: 'revocó un enlace de pantalla del tablero', actor_id: adA.userId },
    ]);
  });
});

describe('what a wall screen receives (rule 47: exactly what it shows)', () => {
  type Card = Record<string, unknown> & { vehicle: Record<string, unknown> };
  type Board = { tickets: Card[]; totals: Record<string, number> };
  const CARD_FIELDS = Object.keys(wallScreenCardSchema.shape).sort();
  const patient = 30_000;

  /**
   * A ticket of a client with every contact filled in, an owner, a driver and a note, started by
   * the AD (whose phone and e-mail are on record too); and every one of those strings.
   */
  async function privateTicket() {
    const tag = randomUUID().slice(0, 8);
    const phone = 900_000_000 + Math.floor(Math.random() * 99_999_999);
    const created = await t.call<{ client: { id: string; identification: string } }>(
      'client/createClient',
      {
        client: {
          name: `Empresa Reservada ${tag}`,
          type: 'E',
          identification: randomRut(),
          contactName: `Contacto Reservado ${tag}`,
          clientAddress: `Calle Privada ${tag}`,
          clientEmail: `privado-${tag}@correo.cl`,
          clientPhone: phone,
        },
      },
      adA.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const client = created.body.client;
    const owner = `Dueña Reservada ${tag}`;
    const driver = `Chofer Reservado ${tag}`;
    const data = newServiceData({ propietario: owner, driver, observaciones: `Nota interna ${tag}`, clientId: client.id });
    const vehicle = { clientId: client.id, ppu: data.ppu, type: 'SUV', brand: 'Toyota', model: 'RAV4', color: 'Gris' };
    expect((await t.call('vehicle/createClientsVehicle', { vehicle }, adA.token)).status).toBe(200);
    const ticket = await t.call<{ id: string }>('wash/createWashTicket', { data }, adA.token);
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    expect((await t.call('wash/setWashTicketState', { id: ticket.body.id, status: 2 }, adA.token)).status).toBe(200);
    return {
      ppu: data.ppu,
      /** What the people's card has (so that the screen's checks below cannot pass vacuously). */
      peoplesCard: { clientId: client.id, clientPhone: phone, driver, observations: `Nota interna ${tag}`, vehicle: { ownerName: owner } },
      secrets: [
        client.id,
        String(phone),
        `privado-${tag}@correo.cl`,
        client.identification,
        client.identification.replace(/\D/g, ''),
        `Empresa Reservada ${tag}`,
        `Contacto Reservado ${tag}`,
        `Calle Privada ${tag}`,
        owner,
        driver,
        `Nota interna ${tag}`,
        adA.userId,
        adA.identification,
        '912345678',
      ],
    };
  }

  const leaksIn = (answer: unknown, secrets: readonly string[]) => secrets.filter((secret) => JSON.stringify(answer).includes(secret));

  function expectOnlyShownFields(card: Card) {
    expect(Object.keys(card).sort()).toEqual(CARD_FIELDS);
    expect(Object.keys(card.vehicle)).toEqual(['ppu']);
  }

  it("answers the screen's board with the shown fields only: no phone, client, driver, owner, e-mail, RUT or notes", async () => {
    const screen = await openScreen((await createLink()).token);
    const { ppu, peoplesCard, secrets } = await privateTicket();
    const people = await t.call<Board>('wash/getWashTicketByOrganizationId', {}, adA.token);
    expect(people.body.tickets.find((card) => card.vehicle.ppu === ppu)).toMatchObject(peoplesCard);

    const answer = await t.call<Board>('wallScreen/getBoard', {}, screen.token);
    expect(answer.status).toBe(200);
    const card = answer.body.tickets.find((shown) => shown.vehicle.ppu === ppu);
    expect(card).toMatchObject({ status: 2, serviceType: 'FL', endDate: todayInSantiago(), responsibleName: 'Ana AD' });
    for (const shown of answer.body.tickets) expectOnlyShownFields(shown);
    expect(leaksIn(answer.body, secrets)).toEqual([]);
    expect(Object.keys(answer.body).sort()).toEqual(['tickets', 'totals']);
  });

  it('pushes the screen ticket changes only, each card reduced to the shown fields, live and on resume', async () => {
    const screenToken = (await openScreen((await createLink()).token)).token;
    const screen = recordingClient(t.origin, { token: screenToken, origin: t.origin });
    const person = recordingClient(t.origin, { token: adA.token, origin: t.origin });
    const sockets = [screen, person];
    type Parameters = { maintenance: boolean; onboarding: boolean; mailService: boolean };
    const [settings] = (await t.call<Parameters[]>('admin/getAplicationParameters', {}, sa)).body;
    const { maintenance, onboarding, mailService } = settings!;
    try {
      await waitFor(() => screen.record.resyncs.length > 0 && person.record.resyncs.length > 0, 'both sockets to connect', patient);
      const before = screen.record.resyncs[0]!.position;

      // A platform setting, a support ticket, then a client, its vehicle and its ticket (created, then started).
      expect((await t.call('admin/setAplicationParameters', { maintenance, onboarding: !onboarding, mailService }, sa)).status).toBe(200);
      const support = { type: 'EX', issue: `Consulta ${randomUUID().slice(0, 8)}`, description: 'Nada para la pantalla.' };
      expect((await t.call('support/createTicket', { ticket: support }, adA.token)).status).toBe(200);
      const { ppu, secrets } = await privateTicket();

      const topicsOf = (client: RecordingClient) => [...new Set(client.record.feed.map((message) => message.topic))].sort();
      const startedCard = (client: RecordingClient) =>
        client.record.feed
          .map((message) => (message.payload as { ticket?: Card }).ticket)
          .find((card) => card?.vehicle.ppu === ppu && card.status === 2);
      // The person gets every row in feed order, and the started card is the last: by then the screen was sent all it would be.
      await waitFor(() => Boolean(startedCard(person) && startedCard(screen)), 'the started ticket on both sockets', patient);
      expect(topicsOf(person)).toEqual(expect.arrayContaining(['client.changed', 'settings.changed', 'support.changed', 'ticket.changed']));

      const expectShownOnly = (client: RecordingClient) => {
        expect(topicsOf(client)).toEqual(['ticket.changed']);
        for (const message of client.record.feed) expectOnlyShownFields((message.payload as { ticket: Card }).ticket);
        expect(leaksIn(client.record.feed, secrets)).toEqual([]);
        expect(startedCard(client)).toMatchObject({ responsibleName: 'Ana AD' });
      };
      expectShownOnly(screen);

      // Resuming from before all of it: the replay is filtered and reduced the same way.
      const resumed = recordingClient(t.origin, { token: screenToken, origin: t.origin, lastPosition: before });
      sockets.push(resumed);
      await waitFor(() => Boolean(startedCard(resumed)), 'the replayed ticket on the resumed screen', patient);
      expect(resumed.record.resyncs).toEqual([]);
      expectShownOnly(resumed);
    } finally {
      for (const client of sockets) client.socket.close();
      await t.call('admin/setAplicationParameters', { maintenance, onboarding, mailService }, sa);
    }
  });
});
