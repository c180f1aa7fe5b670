import { randomBytes, randomUUID } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CONNECT_ERRORS, PUBLIC_NAMESPACE, REALTIME_PATH } from '@lavado/realtime/protocol';
import { ALLOWED_ORIGIN, startRealtimeHarness, type RealtimeHarness } from './realtime/harness';
import { openedLink } from '../support/outbox';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';

/** A different, made-up client address on every call, as an attacker would send. */
const rotatingForwardedFor = (index: number) => ({ 'x-forwarded-for': `203.0.113.${index % 250}, 198.51.100.${index % 250}` });

describe('per-address limits when X-Forwarded-For is not trusted (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: { global: 100_000, login: 5 } });
  });
  afterAll(() => t.close());

  it('rotating the header does not reset the login limit', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      statuses.push(
        (await t.call('auth/login', { email: `nadie${index}`, password: 'incorrecta' }, undefined, rotatingForwardedFor(index))).status,
      );
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("rotating the header does not reset the customers' page limit", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 62; index += 1) {
      statuses.push((await t.call('code/getPublicTicket', { id: randomUUID() }, undefined, rotatingForwardedFor(index))).status);
    }
    expect(statuses.filter((status) => status === 404)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);
  });
});

describe('the per-address limits of recovery, reset, password change and the wall-screen exchange', () => {
  const LIMIT = 5;
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['createUser']>>;
  let resetToken: string;
  let screenToken: string;
  /** What a right request would change: the user's mails and password, and the open sessions. */
  const traces = async () =>
    (
      await t.pool.query(
        `select (select count(*) from mail_outbox where "to" = $2) as mails,
                (select password_hash from credentials where user_id = $1) as password,
                (select count(*) from sessions) as sessions`,
        [user.userId, `${user.identification}@lavado.test`],
      )
    ).rows[0];

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: { global: 100_000, login: LIMIT } });
    const organization = await t.createOrganization(await t.login(ADMIN.identification, ADMIN.password));
    user = await t.createUser('AD', organization.id);
    // From another address, so that the recovery limit below starts untouched.
    const recovery = await t.app.inject({
      method: 'POST',
      url: '/api/auth/recovery',
      payload: { user: user.identification },
      remoteAddress: '198.51.100.1',
    });
    expect(recovery.statusCode).toBe(200);
    const { rows } = await t.pool.query<{ link: string }>('select link from mail_outbox where "to" = $1', [
      `${user.identification}@lavado.test`,
    ]);
    resetToken = new URL(openedLink(rows[0]?.link) ?? '').searchParams.get('token') ?? '';
    screenToken = (await t.call<{ token: string }>('wallScreen/createLink', {}, user.token)).body.token;
  });
  afterAll(() => t.close());

  // Each wrong attempt is one the route's other limits never count (a new account, a made-up token, a refused body),
  // so only the per-address limit can refuse the attempt after them, even when that one is right.
  const routes: { route: string; wrong: (index: number) => [unknown, string?]; wrongStatus: number; right: () => [unknown, string?] }[] = [
    {
      route: 'auth/recovery',
      wrong: () => [{ user: `nadie-${randomUUID()}` }],
      wrongStatus: 200,
      right: () => [{ user: user.identification }],
    },
    {
      route: 'auth/reset',
      wrong: () => [{ password: 'clave-nueva-segura' }, randomBytes(32).toString('base64url')],
      wrongStatus: 400,
      right: () => [{ password: 'clave-nueva-segura' }, resetToken],
    },
    {
      route: 'auth/set-password',
      wrong: () => [{ current: user.password, newPass: '123' }, user.token],
      wrongStatus: 400,
      right: () => [{ current: user.password, newPass: 'otra-clave-segura' }, user.token],
    },
    {
      route: 'wallScreen/openScreen',
      wrong: () => [{ token: randomBytes(32).toString('base64url') }],
      wrongStatus: 401,
      right: () => [{ token: screenToken }],
    },
  ];

  it.each(routes)('$route: rotating the header does not reset the limit, and past it even the right request is refused', async (route) => {
    const before = await traces();
    const statuses: number[] = [];
    for (let index = 0; index < LIMIT; index += 1) {
      const [body, token] = route.wrong(index);
      statuses.push((await t.call(route.route, body, token, rotatingForwardedFor(index))).status);
    }
    expect(statuses).toEqual(Array(LIMIT).fill(route.wrongStatus));
    const [body, token] = route.right();
    const refused = await t.call(route.route, body, token, rotatingForwardedFor(LIMIT));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ msg: 'Demasiados intentos, espere un momento e intente nuevamente.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await traces()).toEqual(before);
  });
});

describe('per-address limits behind a configured proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // app.inject connects from 127.0.0.1: that is the proxy here.
    t = await startTestApp({ rateLimits: { global: 100_000, login: 2 }, trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => t.close());

  it('counts each client the proxy names on its own, and the same client across calls', async () => {
    const asClient = (address: string) =>
      t.call('auth/login', { email: 'nadie', password: 'incorrecta' }, undefined, { 'x-forwarded-for': address });
    expect((await asClient('203.0.113.1')).status).toBe(401);
    expect((await asClient('203.0.113.1')).status).toBe(401);
    expect((await asClient('203.0.113.1')).status).toBe(429);
    expect((await asClient('203.0.113.2')).status).toBe(401);
    // A client cannot hide behind an address it puts in front of the real one: the proxy appends the peer.
    expect((await asClient('198.51.100.9, 203.0.113.1')).status).toBe(429);
  });
});

describe("the customers' live connection (Socket.IO /public)", () => {
  let harness: RealtimeHarness;
  beforeAll(async () => {
    harness = await startRealtimeHarness({ publicConnectionsPerMinute: 3 });
  });
  afterAll(() => harness.close());

  const refusalOf = (headers: Record<string, string>) =>
    new Promise<string>((resolve) => {
      const socket = connect(`${harness.url}${PUBLIC_NAMESPACE}`, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        reconnection: false,
        auth: { ticketId: randomUUID() },
        extraHeaders: { origin: ALLOWED_ORIGIN, ...headers },
      });
      socket.on('connect_error', (error) => {
        socket.close();
        resolve(error.message);
      });
      socket.on('connect', () => {
        socket.close();
        resolve('connected');
      });
    });

  it('limits connections per address, whatever X-Forwarded-For says', async () => {
    const refusals: string[] = [];
    for (let index = 0; index < 5; index += 1) refusals.push(await refusalOf(rotatingForwardedFor(index)));
    expect(refusals).toEqual([
      PUBLIC_CONNECT_ERRORS.notFound,
      PUBLIC_CONNECT_ERRORS.notFound,
      PUBLIC_CONNECT_ERRORS.notFound,
      PUBLIC_CONNECT_ERRORS.tooManyRequests,
      PUBLIC_CONNECT_ERRORS.tooManyRequests,
    ]);
  });
});
