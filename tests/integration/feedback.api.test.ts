import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackSummary } from '@lavado/shared/dashboard/dashboard.schemas';
import type { PublicTicket } from '@lavado/shared/wash/public-ticket';
import { FEEDBACK_RECEIVED, PUBLIC_FEEDBACK_PER_MINUTE } from '@lavado/shared/wash/ticket-feedback';
import type { TicketHistoryEntry } from '@lavado/shared/wash/ticket-history.schemas';
import { startRunningApp } from '../support/running-app';
import { ADMIN, startTestApp } from '../support/test-app';
import { newPlate, newServiceData } from '../support/wash-fixtures';
import { recordingClient, waitFor, type RecordingClient } from './realtime/client';

/**
 * Feedback after the wash (issue 20): a finished ticket's customer answers once from its page, with
 * no session; a low score reaches the AD's screens live (by id: the AD reads plate and comment), never
 * a wall screen; the AD reads the week's score. Who may, whose, and what bad input does.
 */
let t: Awaited<ReturnType<typeof startRunningApp>>;
let sa: string;
type User = Awaited<ReturnType<(typeof t)['createUser']>>;
let adA: User;
let emA: User;
let adB: User;
let organizationA: string;
let organizationB: string;
const patient = 30_000;

beforeAll(async () => {
  t = await startRunningApp();
  ({
    sa,
    organizationId: organizationA,
    otherOrganizationId: organizationB,
    admin: adA,
    employee: emA,
    otherAdmin: adB,
  } = await t.twoOrganizations('Lavado Opiniones'));
});
afterAll(() => t.close());

async function ok<T = Record<string, unknown>>(path: string, body: unknown, token?: string): Promise<T> {
  const answer = await t.call<T>(path, body, token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

async function ticket(token: string, plate = newPlate('FB')): Promise<string> {
  return (await ok<{ id: string }>('wash/createWashTicket', { data: newServiceData({ ppu: plate }) }, token)).id;
}
async function finishedTicket(plate?: string, employee = emA): Promise<string> {
  const id = await ticket(employee.token, plate);
  await ok('wash/setWashTicketState', { id, status: 2 }, employee.token);
  await ok('wash/finishWashTicket', { id }, employee.token);
  return id;
}

const send = (body: unknown, headers: Record<string, string> = {}) =>
  t.call<{ status: boolean; msg: string }>('code/sendFeedback', body, undefined, headers);
const summary = async (token: string) => ok<FeedbackSummary>('dashboard/getFeedback', {}, token);
const feedbackEvents = async (ticketId: string) =>
  (
    await t.pool.query<{ count: number }>(
      `select count(*)::int as count from events where stream_id = $1 and type = 'TicketFeedbackGiven'`,
      [`ticket-${ticketId}`],
    )
  ).rows[0]!.count;

describe('code/sendFeedback', () => {
  it('takes one answer per finished ticket, with no session; the page then says it was given and the history keeps it', async () => {
    const plate = newPlate('FB');
    const id = await ticket(emA.token, plate);
    const early = await send({ id, score: 9 });
    expect([early.status, early.body.msg]).toEqual([409, 'Podrá evaluar el servicio cuando su vehículo esté listo para retirar.']);
    await ok('wash/setWashTicketState', { id, status: 2 }, emA.token);
    expect((await send({ id, score: 9 })).status).toBe(409);
    await ok('wash/finishWashTicket', { id }, emA.token);
    expect((await t.call<PublicTicket>('code/getPublicTicket', { id })).body.feedbackGiven).toBe(false);

    const answer = await send({ id, score: 4, comment: '  Quedó sucio el parabrisas.  ' });
    expect([answer.status, answer.body]).toEqual([200, { status: true, msg: '¡Gracias por su opinión!' }]);
    expect(answer.headers['x-robots-tag']).toContain('noindex');
    expect((await t.call<PublicTicket>('code/getPublicTicket', { id })).body.feedbackGiven).toBe(true);

    const second = await send({ id, score: 10, comment: 'Cambié de opinión' });
    expect([second.status, second.body.msg]).toEqual([409, 'Este servicio ya fue evaluado. ¡Gracias por su opinión!']);
    expect(await feedbackEvents(id)).toBe(1);

    const history = await ok<TicketHistoryEntry[]>('wash/getTicketHistory', { id }, adA.token);
    expect(history.filter((entry) => entry.type === 'TicketFeedbackGiven').map((entry) => [entry.label, entry.details])).toEqual([
      ['Cliente evaluó el servicio', 'Nota 4/10 · Quedó sucio el parabrisas.'],
    ]);
    expect((await summary(adA.token)).lowScoresToday).toContainEqual({
      ticketId: id,
      plate,
      score: 4,
      comment: 'Quedó sucio el parabrisas.',
      givenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('answers a retry with the same Idempotency-Key as the first time, and a code that names no ticket as the page does', async () => {
    const id = await finishedTicket();
    const key = { 'idempotency-key': randomUUID() };
    expect((await send({ id, score: 7 }, key)).status).toBe(200);
    expect((await send({ id, score: 7 }, key)).status).toBe(200);
    expect(await feedbackEvents(id)).toBe(1);

    const before = await t.countEvents();
    const unknown = await send({ id: randomUUID(), score: 7 });
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'El código no corresponde a un servicio.']);
    expect(await t.countEvents()).toBe(before);
  });

  it.each([
    ['a score of 11', { score: 11 }, 'Elija una nota del 0 al 10.'],
    ['a score of -1', { score: -1 }, 'Elija una nota del 0 al 10.'],
    ['a score of 7.5', { score: 7.5 }, 'Elija una nota del 0 al 10.'],
    ['a score as text', { score: '8' }, 'Elija una nota del 0 al 10.'],
    ['no score', { score: undefined }, 'Elija una nota del 0 al 10.'],
    ['501 characters', { comment: 'x'.repeat(501) }, 'Máximo 500 caracteres.'],
    ['a NUL character', { comment: 'sucio\u0000' }, undefined],
    ['a lone surrogate', { comment: 'sucio \ud800' }, undefined],
    ['control characters', { comment: 'a\u001b[2Jb' }, undefined],
    ['a malformed code', { id: 'no-es-un-codigo' }, 'Código inválido.'],
    ['an extra field', { organizationId: randomUUID() }, undefined],
  ])('refuses %s in Spanish and changes nothing', async (_case, change, message) => {
    const id = await finishedTicket();
    const before = await t.countEvents();
    const answer = await send({ id, score: 5, comment: 'Bien', ...change });
    expect(answer.status).toBe(400);
    if (message) expect(answer.body.msg).toContain(message);
    expect(String(answer.body.msg)).not.toMatch(/\b(Invalid|expected|received|Required)\b/);
    expect(await t.countEvents()).toBe(before);
  });

  it('refuses JSON nested past any body, in Spanish', async () => {
    const id = await finishedTicket();
    const answer = await send(`{"id":"${id}","score":5,"comment":${'['.repeat(20_000)}${']'.repeat(20_000)}}`);
    expect([answer.status, answer.body.msg]).toEqual([400, 'La solicitud tiene demasiados niveles anidados.']);
    expect(await feedbackEvents(id)).toBe(0);
  });

  it('is rate-limited per address: past the limit even a right answer is refused and changes nothing', async () => {
    // An app with the limit a deployment has (the shared one raises it for the other tests).
    const limited = await startTestApp({ rateLimits: { global: 100_000, login: 100_000 } });
    try {
      const organization = await limited.createOrganization(await limited.login(ADMIN.identification, ADMIN.password));
      const employee = await limited.createUser('EM', organization.id);
      const ids: string[] = [];
      for (let index = 0; index <= PUBLIC_FEEDBACK_PER_MINUTE; index += 1) {
        const { id } = (await limited.call<{ id: string }>('wash/createWashTicket', { data: newServiceData() }, employee.token)).body;
        await limited.call('wash/setWashTicketState', { id, status: 2 }, employee.token);
        expect((await limited.call('wash/finishWashTicket', { id }, employee.token)).status).toBe(200);
        ids.push(id);
      }
      const from = (remoteAddress: string, id: string) =>
        limited.app.inject({ method: 'POST', url: '/api/code/sendFeedback', payload: { id, score: 8 }, remoteAddress });
      const statuses = [];
      for (const id of ids.slice(0, PUBLIC_FEEDBACK_PER_MINUTE)) statuses.push((await from('10.20.30.40', id)).statusCode);
      expect(statuses).toEqual(Array(PUBLIC_FEEDBACK_PER_MINUTE).fill(200));
      const last = ids.at(-1)!;
      const before = await limited.countEvents();
      const refused = await from('10.20.30.40', last);
      expect([refused.statusCode, refused.json<{ msg: string }>().msg]).toEqual([
        429,
        'Demasiados intentos, espere un momento e intente nuevamente.',
      ]);
      expect(await limited.countEvents()).toBe(before);
      // Another address is not held back by it.
      expect((await from('10.20.30.41', last)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('dashboard/getFeedback', () => {
  it("gives the AD the week's average and count, and today's answers at 6 or below with plate and comment, newest first", async () => {
    const before = await summary(adB.token);
    const scores = [10, 6, 9, 2];
    const plates = scores.map(() => newPlate('WK'));
    const ids: string[] = [];
    for (const [index, score] of scores.entries()) {
      const id = await finishedTicket(plates[index], adB);
      ids.push(id);
      await ok('code/sendFeedback', { id, score, comment: score <= 6 ? `Comentario ${score}` : '' });
    }
    const after = await summary(adB.token);
    expect(after.week.count).toBe(before.week.count + 4);
    expect(after.week.average).toBe(6.8);
    expect(after.lowScoresToday.map(({ plate, score, comment }) => [plate, score, comment])).toEqual([
      [plates[3], 2, 'Comentario 2'],
      [plates[1], 6, 'Comentario 6'],
    ]);
    // Another organization's answers are never counted nor listed.
    const ofA = await summary(adA.token);
    for (const id of ids) expect(JSON.stringify(ofA)).not.toContain(id);
  });

  it('is the AD’s alone; a body naming another organization is refused', async () => {
    expect((await t.call('dashboard/getFeedback', {}, emA.token)).status).toBe(403);
    expect((await t.call('dashboard/getFeedback', {}, sa)).status).toBe(403);
    expect((await t.call('dashboard/getFeedback', {})).status).toBe(401);
    expect((await t.call('dashboard/getFeedback', { organizationId: organizationA }, adB.token)).status).toBe(403);
  });
});

describe('feedback.received', () => {
  it("pushes an answer to its organization's members by ticket id only: no score, plate or comment; never to a wall screen, another organization or a super admin", async () => {
    const link = await ok<{ token: string }>('wallScreen/createLink', {}, adA.token);
    const screen = (await ok<{ token: string }>('wallScreen/openScreen', { token: link.token })).token;
    const sockets = {
      adA: recordingClient(t.origin, { token: adA.token, origin: t.origin }),
      emA: recordingClient(t.origin, { token: emA.token, origin: t.origin }),
      screenA: recordingClient(t.origin, { token: screen, origin: t.origin }),
      adB: recordingClient(t.origin, { token: adB.token, origin: t.origin }),
      sa: recordingClient(t.origin, { token: sa, origin: t.origin }),
    };
    const all = Object.values(sockets);
    const pushes = (client: RecordingClient) => client.record.feed.filter((message) => message.topic === FEEDBACK_RECEIVED);
    try {
      await waitFor(() => all.every((client) => client.record.resyncs.length > 0), 'every socket to connect', patient);
      const id = await finishedTicket();
      await ok('code/sendFeedback', { id, score: 3, comment: 'Rayaron la puerta' });
      for (const member of [sockets.adA, sockets.emA])
        await waitFor(
          () => pushes(member).some((message) => JSON.stringify(message.payload) === JSON.stringify({ ticketId: id })),
          'the answer on A',
          patient,
        );

      // What each of the others is sent after it, in feed order, shows that it would have had it by then.
      const later = await ticket(adA.token);
      await waitFor(
        () => sockets.screenA.record.feed.some((message) => JSON.stringify(message.payload).includes(later)),
        "A's later ticket on A's wall screen",
        patient,
      );
      const inB = await finishedTicket(undefined, adB);
      await ok('code/sendFeedback', { id: inB, score: 9 });
      await waitFor(() => pushes(sockets.adB).length > 0, "B's own answer on B's socket", patient);
      await ok('support/createTicket', { ticket: { type: 'EX', issue: 'Opiniones', description: 'Nada.' } }, adA.token);
      await waitFor(() => sockets.sa.record.feed.some((message) => message.topic === 'support.changed'), 'the support ticket', patient);

      expect(pushes(sockets.screenA)).toEqual([]);
      expect(JSON.stringify(sockets.screenA.record.feed)).not.toContain('Rayaron');
      // B's own answers only, this one among them: on a loaded machine one B gave earlier in the file may arrive now.
      const toB = pushes(sockets.adB).map((message) => (message.payload as { ticketId: string }).ticketId);
      expect(toB).toContain(inB);
      const ownersOfPushed = await t.pool.query('select distinct organization_id from wash_records where id = any($1::uuid[])', [toB]);
      expect(ownersOfPushed.rows).toEqual([{ organization_id: organizationB }]);
      expect(pushes(sockets.sa)).toEqual([]);
    } finally {
      for (const client of all) client.socket.close();
    }
  });
});
