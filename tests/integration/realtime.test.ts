import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { endSessions, checkSession } from '@lavado/shared/auth/sessions';
import { signToken } from '@lavado/shared/auth/token';
import { appendToFeed, SUPER_ADMINS_FEED_ID } from '@lavado/shared/realtime/feed';
import { compareFeedPositions, parseFeedPosition } from '@lavado/realtime/feed/feed-position';
import { PLATFORM_WIDE_ORGANIZATION_ID } from '@lavado/realtime/feed/feed-reader';
import { MAX_REPLAY_ROWS } from '@lavado/realtime/feed/replay';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectedClient, payloadsOf, recordingClient, waitFor, type RecordingClient } from './realtime/client';
import { notifyFeed, startRealtimeHarness, type RealtimeHarness } from './realtime/harness';
import { firstAnswer, freePort, startRealtimeProcess } from './realtime/process';

let h: RealtimeHarness;
const clients: RecordingClient[] = [];

beforeAll(async () => {
  h = await startRealtimeHarness();
});
afterEach(() => {
  for (const client of clients.splice(0)) client.socket.disconnect();
  h.setClock(new Date());
});
afterAll(() => h.close());

async function connect(...args: Parameters<typeof connectedClient>): Promise<RecordingClient> {
  const client = await connectedClient(...args);
  clients.push(client);
  return client;
}

function connectRefusable(options: Parameters<typeof recordingClient>[1]): RecordingClient {
  const client = recordingClient(h.url, options);
  clients.push(client);
  return client;
}

const SETTLE_MS = 500;

describe('tenancy', () => {
  it('sends an organization change to that organization only', async () => {
    const [orgA, orgB] = [randomUUID(), randomUUID()];
    const a = await connect(h.url, { token: (await h.signIn(orgA)).token });
    const b = await connect(h.url, { token: (await h.signIn(orgB)).token });

    await h.publish(orgA, 'board.card', { plate: 'AAAA11' });
    await waitFor(() => a.record.feed.length === 1, "A's change to reach A");
    expect(a.record.feed[0]).toMatchObject({ topic: 'board.card', payload: { plate: 'AAAA11' } });
    await sleep(SETTLE_MS);
    expect(b.record.feed).toEqual([]);

    // B was listening all along: its own change reaches it, and only that one.
    await h.publish(orgB, 'board.card', { plate: 'BBBB22' });
    await waitFor(() => b.record.feed.length === 1, "B's change to reach B");
    expect(payloadsOf(b)).toEqual([{ plate: 'BBBB22' }]);
    expect(payloadsOf(a)).toEqual([{ plate: 'AAAA11' }]);
  });

  it('sends platform-wide rows to everyone, and organization rows never to a super admin', async () => {
    const orgA = randomUUID();
    const member = await connect(h.url, { token: (await h.signIn(orgA)).token });
    const superAdmin = await connect(h.url, { token: (await h.signIn(null)).token });

    await h.publish(orgA, 'board.card', { plate: 'CCCC33' });
    await h.publish(PLATFORM_WIDE_ORGANIZATION_ID, 'settings.changed', { maintenance: true });
    await waitFor(() => member.record.feed.length === 2 && superAdmin.record.feed.length === 1, 'the platform row to reach both');
    expect(payloadsOf(member)).toEqual([{ plate: 'CCCC33' }, { maintenance: true }]);
    expect(payloadsOf(superAdmin)).toEqual([{ maintenance: true }]);
  });

  it("sends the super admins' rows to super admins only, live and on resume", async () => {
    const orgA = randomUUID();
    const member = await connect(h.url, { token: (await h.signIn(orgA)).token });
    const superAdminSession = await h.signIn(null);
    const superAdmin = await connect(h.url, { token: superAdminSession.token });

    await h.publish(SUPER_ADMINS_FEED_ID, 'support.changed', { id: 'live' });
    await waitFor(() => superAdmin.record.feed.length === 1, "the super admins' row to reach the super admin");
    const seen = superAdmin.record.feed[0]!.position;
    superAdmin.socket.disconnect();
    await h.publish(SUPER_ADMINS_FEED_ID, 'support.changed', { id: 'missed' });
    const resumed = await connect(h.url, { token: superAdminSession.token, lastPosition: seen });
    await waitFor(() => resumed.record.feed.length === 1, 'the missed row to be replayed');
    expect(payloadsOf(resumed)).toEqual([{ id: 'missed' }]);

    await sleep(SETTLE_MS);
    expect(member.record.feed).toEqual([]);
    const memberResumed = await connect(h.url, { token: (await h.signIn(orgA)).token, lastPosition: seen });
    await sleep(SETTLE_MS);
    expect(memberResumed.record.feed).toEqual([]);
  });
});

describe('resuming from the last position', () => {
  it('replays what a disconnected client missed, exactly once and in order, then goes on live', async () => {
    const [orgA, orgB] = [randomUUID(), randomUUID()];
    const a = await connect(h.url, { token: (await h.signIn(orgA)).token });
    await h.publish(orgA, 'board.card', { step: 1 });
    await waitFor(() => a.record.feed.length === 1, 'the first change');

    a.socket.disconnect();
    await h.publish(orgA, 'board.card', { step: 2 });
    await h.publish(orgB, 'board.card', { other: true });
    await h.publish(orgA, 'board.card', { step: 3 });
    a.socket.connect();
    await waitFor(() => a.record.feed.length === 3, 'the replay');
    await h.publish(orgA, 'board.card', { step: 4 });
    await waitFor(() => a.record.feed.length === 4, 'the live change after the replay');
    await sleep(SETTLE_MS);

    expect(payloadsOf(a)).toEqual([{ step: 1 }, { step: 2 }, { step: 3 }, { step: 4 }]);
    expect(a.record.feed.map((message) => message.position)).toEqual(await h.feedPositions([orgA]));
    expect(a.record.resyncs).toHaveLength(1); // the first connection's starting point only
  });

  it('replays up to MAX_REPLAY_ROWS (a whole board) missed rows, and sends resync beyond that', async () => {
    const orgA = randomUUID();
    const { token } = await h.signIn(orgA);
    const first = await connect(h.url, { token });
    await h.publish(orgA, 'board.card', { step: 'seen' });
    await waitFor(() => first.record.feed.length === 1, 'the change the clients will resume from');
    const seen = first.record.feed[0]!.position;
    first.socket.disconnect();

    await h.publishMany(orgA, MAX_REPLAY_ROWS);
    const behindByAll = await connect(h.url, { token, lastPosition: seen });
    await waitFor(() => behindByAll.record.feed.length === MAX_REPLAY_ROWS, 'the full replay');
    expect(behindByAll.record.resyncs).toEqual([]);
    expect(behindByAll.record.feed.map((message) => message.payload.index)).toEqual([...Array(MAX_REPLAY_ROWS).keys()]);

    await h.publish(orgA, 'board.card', { step: 'one too many' });
    await waitFor(() => behindByAll.record.feed.length === MAX_REPLAY_ROWS + 1, 'the live row');
    const behindByOneMore = await connect(h.url, { token, lastPosition: seen });
    await waitFor(() => behindByOneMore.record.resyncs.length === 1, 'the resync');
    expect(behindByOneMore.record.resyncs[0]).toMatchObject({ reason: 'too_far_behind' });

    // The resync position is where its live feed starts: the next change arrives, and nothing before it.
    await h.publish(orgA, 'board.card', { step: 'after resync' });
    await waitFor(() => behindByOneMore.record.feed.length === 1, 'the change after the resync');
    expect(payloadsOf(behindByOneMore)).toEqual([{ step: 'after resync' }]);
  });

  it.each([
    ['malformed', 'not-a-position'],
    ['not a string', 42],
    ['from the future of this feed', '9999999999999:1'],
  ])('sends resync for a %s position', async (_case, lastPosition) => {
    const orgA = randomUUID();
    const client = await connect(h.url, { token: (await h.signIn(orgA)).token, lastPosition });
    await waitFor(() => client.record.resyncs.length === 1, 'the resync');
    expect(client.record.resyncs[0]).toMatchObject({ reason: 'unknown_position' });
    expect(client.record.feed).toEqual([]);
  });
});

describe('handshake refusals', () => {
  async function refusal(client: RecordingClient): Promise<string> {
    await waitFor(() => client.record.connectErrors.length > 0, 'the connection to be refused');
    await sleep(100);
    expect(client.socket.connected).toBe(false);
    expect(client.record.timeline).not.toContain('resync');
    return client.record.connectErrors[0]!;
  }

  it('accepts a good handshake (so that the refusals below are not vacuous)', async () => {
    const client = await connect(h.url, { token: (await h.signIn(randomUUID())).token });
    expect(client.socket.connected).toBe(true);
  });

  it('refuses a handshake without a token', async () => {
    expect(await refusal(connectRefusable({}))).toBe('unauthorized');
  });

  it('ignores a token in the query string', async () => {
    const { token } = await h.signIn(randomUUID());
    expect(await refusal(connectRefusable({ query: { token } }))).toBe('unauthorized');
  });

  it('refuses a token signed with another key', async () => {
    const forged = await h.signIn(randomUUID(), { tokenSettings: { ...h.tokenSettings, secret: 'another-secret-0123456789abcdefghij' } });
    expect(await refusal(connectRefusable({ token: forged.token }))).toBe('unauthorized');
  });

  it('refuses an unsigned (alg: none) token', async () => {
    const { token } = await h.signIn(randomUUID());
    const [, payload] = token.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(await refusal(connectRefusable({ token: unsigned }))).toBe('unauthorized');
  });

  it('refuses an expired token', async () => {
    const { token } = await h.signIn(randomUUID());
    h.setClock(new Date(h.now().getTime() + (h.tokenSettings.lifetimeSeconds + 1) * 1000));
    expect(await refusal(connectRefusable({ token }))).toBe('unauthorized');
  });

  it('refuses the token of an ended session', async () => {
    const signedIn = await h.signIn(randomUUID());
    await endSessions(h.pool, { sessionId: signedIn.sessionId }, 'logout', h.now());
    const client = connectRefusable({ token: signedIn.token });
    expect(await refusal(client)).toBe('unauthorized');
    expect(client.record.connectErrorData[0]).toEqual({
      end: { reason: 'logout', message: 'Se cerró la sesión desde otra pestaña o dispositivo.' },
    });
  });

  it('refuses a token whose session belongs to another user', async () => {
    const victim = await h.signIn(randomUUID());
    const forged = signToken(
      { id: randomUUID(), identification: '22222222-2', role: 'AD', organizationId: randomUUID(), sid: victim.sessionId },
      h.tokenSettings,
      h.now(),
    );
    expect(await refusal(connectRefusable({ token: forged }))).toBe('unauthorized');
  });

  it.each(['websocket', 'polling'] as const)('refuses an Origin outside the allow-list (%s)', async (transport) => {
    const { token } = await h.signIn(randomUUID());
    const client = connectRefusable({ token, origin: 'https://evil.example', transport });
    await refusal(client);
  });

  it('accepts a client without Origin (not a browser) that has a valid token', async () => {
    const client = await connect(h.url, { token: (await h.signIn(randomUUID())).token, origin: null });
    expect(client.socket.connected).toBe(true);
  });
});

describe("Socket.IO's connection-state recovery stays off", () => {
  it('authenticates a dropped connection again when it comes back, never recovering it (recovery would skip the handshake check)', async () => {
    const options: Parameters<typeof recordingClient>[1] = { token: (await h.signIn(randomUUID())).token };
    const client = await connect(h.url, options as Parameters<typeof connectedClient>[1]);
    expect(client.socket.recovered).toBeFalsy();
    // The token it shows next is forged: a recovered connection would be let in without looking at it.
    options.token = (
      await h.signIn(randomUUID(), { tokenSettings: { ...h.tokenSettings, secret: 'another-secret-0123456789abcdefghij' } })
    ).token;
    client.socket.io.engine.close();
    await waitFor(() => client.record.disconnects.length === 1, 'the connection to drop');
    await waitFor(() => client.record.connectErrors.length > 0 || client.socket.connected, 'the reconnection to be decided');
    expect(client.record.connectErrors).toEqual(['unauthorized']);
    expect(client.socket.connected).toBe(false);
    expect(client.socket.recovered).toBeFalsy();
  });
});

describe('ending sessions', () => {
  it('disconnects the sockets of a session ended by the API (NOTIFY session_ended), telling them why first', async () => {
    const orgA = randomUUID();
    const ending = await h.signIn(orgA);
    const other = await h.signIn(orgA);
    const endingTabs = [await connect(h.url, { token: ending.token }), await connect(h.url, { token: ending.token })];
    const otherClient = await connect(h.url, { token: other.token });

    await endSessions(h.pool, { sessionId: ending.sessionId }, 'logout', h.now());
    for (const tab of endingTabs) {
      await waitFor(() => tab.record.disconnects.length === 1, 'the ended session to be disconnected');
      expect(tab.record.sessionEnded).toEqual([
        { reason: 'ended', end: { reason: 'logout', message: 'Se cerró la sesión desde otra pestaña o dispositivo.' } },
      ]);
      expect(tab.record.timeline.slice(-2)).toEqual(['session_ended', 'disconnect']);
      expect(tab.record.disconnects).toEqual(['io server disconnect']); // the client does not reconnect by itself
    }

    await h.publish(orgA, 'board.card', { still: 'listening' });
    await waitFor(() => otherClient.record.feed.length === 1, 'the other session to still receive changes');
    expect(otherClient.socket.connected).toBe(true);
    expect(otherClient.record.sessionEnded).toEqual([]);
  });

  it('disconnects every session of a deactivated user', async () => {
    const userId = randomUUID();
    const orgA = randomUUID();
    const sessions = [await h.signIn(orgA, { userId }), await h.signIn(orgA, { userId })];
    const tabs = await Promise.all(sessions.map((session) => connect(h.url, { token: session.token })));
    await endSessions(h.pool, { userId }, 'deactivated', h.now());
    for (const tab of tabs) await waitFor(() => tab.record.disconnects.length === 1, 'each session to be disconnected');
    expect(tabs.map((tab) => tab.record.sessionEnded)).toEqual([
      [{ reason: 'ended', end: { reason: 'deactivated', message: 'Su usuario fue bloqueado por un administrador.' } }],
      [{ reason: 'ended', end: { reason: 'deactivated', message: 'Su usuario fue bloqueado por un administrador.' } }],
    ]);
  });

  it('disconnects a socket when its token expires', async () => {
    const shortLived = await h.signIn(randomUUID(), { tokenSettings: { ...h.tokenSettings, lifetimeSeconds: 1 } });
    // Not waiting to see it connected: on a loaded machine its one second may be over before the next look.
    const client = connectRefusable({ token: shortLived.token });
    await waitFor(() => client.record.disconnects.length === 1, 'the token to expire');
    expect(client.record.sessionEnded).toEqual([
      { reason: 'expired', end: { reason: 'expired', message: 'La sesión llegó a su duración máxima: ingrese nuevamente.' } },
    ]);
    expect(client.record.disconnects).toEqual(['io server disconnect']);
  });
});

describe('the LISTEN connection', () => {
  const listenerBackends = async () =>
    (
      await h.pool.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and application_name = 'lavado-realtime-listener'`,
      )
    ).rows.map((row) => row.pid);

  it('comes back after the database drops it, and delivers feed rows and session ends again', async () => {
    const orgA = randomUUID();
    const session = await h.signIn(orgA);
    const client = await connect(h.url, { token: session.token });
    const [dropped] = await listenerBackends();
    expect(dropped).toBeDefined();

    await h.pool.query('select pg_terminate_backend($1)', [dropped]);
    await waitFor(
      async () => {
        const backends = await listenerBackends();
        return backends.length === 1 && backends[0] !== dropped;
      },
      'a new LISTEN connection',
      15_000,
    );

    await h.publish(orgA, 'board.card', { after: 'reconnect' });
    await waitFor(() => client.record.feed.length === 1, 'a feed row after the reconnection');
    await endSessions(h.pool, { sessionId: session.sessionId }, 'logout', h.now());
    await waitFor(() => client.record.disconnects.length === 1, 'the session end to arrive by NOTIFY');
    expect(client.record.sessionEnded).toEqual([
      { reason: 'ended', end: { reason: 'logout', message: 'Se cerró la sesión desde otra pestaña o dispositivo.' } },
    ]);
  });
});

describe('session sweep', () => {
  // A gateway of its own: with the default 30 s sweep above, the NOTIFY tests prove the NOTIFY path.
  let sweeping: RealtimeHarness;
  beforeAll(async () => {
    sweeping = await startRealtimeHarness({ sessionSweepIntervalMs: 100 });
  });
  afterAll(() => sweeping.close());

  it('records a use at most every 15 seconds: requests close together do not each write the session', async () => {
    const start = sweeping.now();
    const session = await sweeping.signIn(randomUUID());
    const lastSeen = async () =>
      (
        await sweeping.pool.query<{ at: Date }>('select last_seen_at as at from sessions where id = $1', [session.sessionId])
      ).rows[0]!.at.getTime();
    const secondsLater = (seconds: number) => new Date(start.getTime() + seconds * 1_000);
    const signedInAt = await lastSeen();

    expect(await checkSession(sweeping.pool, session.sessionId, secondsLater(10), { touch: true })).toMatchObject({ live: true });
    expect(await lastSeen()).toBe(signedInAt);
    expect(await checkSession(sweeping.pool, session.sessionId, secondsLater(20), { touch: true })).toMatchObject({ live: true });
    expect(await lastSeen()).toBe(secondsLater(20).getTime());
    expect(await checkSession(sweeping.pool, session.sessionId, secondsLater(90), { touch: false })).toMatchObject({ live: true });
    expect(await lastSeen()).toBe(secondsLater(20).getTime());
  });

  it('disconnects an idle session on the next sweep, and keeps an active one', async () => {
    const orgA = randomUUID();
    const start = sweeping.now();
    const idle = await sweeping.signIn(orgA);
    const active = await sweeping.signIn(orgA);
    const idleClient = await connect(sweeping.url, { token: idle.token });
    const activeClient = await connect(sweeping.url, { token: active.token });

    const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    expect(await checkSession(sweeping.pool, active.sessionId, minutesLater(30), { touch: true })).toMatchObject({ live: true });
    sweeping.setClock(minutesLater(61));

    await waitFor(() => idleClient.record.disconnects.length === 1, 'the sweep to disconnect the idle session');
    expect(idleClient.record.sessionEnded).toEqual([
      { reason: 'inactive', end: { reason: 'idle', message: 'La sesión se cerró tras 60 minutos sin actividad.' } },
    ]);
    await sweeping.publish(orgA, 'board.card', { after: 'sweep' });
    await waitFor(() => activeClient.record.feed.length === 1, 'the active session to still receive changes');
    expect(activeClient.socket.connected).toBe(true);
    expect(activeClient.record.sessionEnded).toEqual([]);
  });
});

describe('feed order', () => {
  it('does not skip a row of a slow transaction that commits after a later one', async () => {
    const orgA = randomUUID();
    const client = await connect(h.url, { token: (await h.signIn(orgA)).token });
    const slow = await h.pool.connect();
    try {
      await slow.query('begin');
      await appendToFeed(slow, { organizationId: orgA, topic: 'board.card', payload: { order: 'slow' } });
      await h.publish(orgA, 'board.card', { order: 'fast' });
      await sleep(SETTLE_MS);
      expect(client.record.feed).toEqual([]); // the fast row waits: delivering it now would put it before the slow one
      await slow.query('commit');
    } finally {
      slow.release();
    }
    await notifyFeed(h.pool);
    await waitFor(() => client.record.feed.length === 2, 'both rows');
    expect(payloadsOf(client)).toEqual([{ order: 'slow' }, { order: 'fast' }]);
    expect(client.record.feed.map((message) => message.position)).toEqual(await h.feedPositions([orgA]));
  });
});

describe('gateway restart', () => {
  it('gives every reconnected client every row exactly once, in order', async () => {
    const [orgA, orgB] = [randomUUID(), randomUUID()];
    // Enough clients that some replays overlap the new node's first pages (rows held back, then deduplicated).
    const audiences = [...Array(12).keys()].map((index) => [index % 3 === 2 ? orgB : orgA, PLATFORM_WIDE_ORGANIZATION_ID]);
    const connected = await Promise.all(
      audiences.map(async ([organizationId]) => connect(h.url, { token: (await h.signIn(organizationId!)).token })),
    );
    const startPositions = connected.map((client) => client.record.resyncs[0]!.position);

    let writing = true;
    const writer = async (writerIndex: number) => {
      for (let step = 0; writing; step += 1) {
        const organizationId = [orgA, orgB, orgA, PLATFORM_WIDE_ORGANIZATION_ID][(writerIndex + step) % 4]!;
        await h.publish(organizationId, 'board.card', { writerIndex, step });
        await sleep(5);
      }
    };
    const writers = [0, 1, 2, 3].map(writer);

    await waitFor(() => connected.every((client) => client.record.feed.length >= 20), 'some rows before the restart');
    await h.restartGateway(async () => {
      await waitFor(() => connected.every((client) => !client.socket.connected), 'every client to lose its connection');
      await sleep(300); // rows keep being written while no gateway runs
    });
    await waitFor(() => connected.every((client) => client.socket.connected), 'every client to reconnect');
    await sleep(300);
    writing = false;
    await Promise.all(writers);

    for (const [index, client] of connected.entries()) {
      const start = startPositions[index]!;
      const expected = (await h.feedPositions(audiences[index]!)).filter((position) => isAfter(position, start));
      await waitFor(() => client.record.feed.length >= expected.length, `client ${index} to receive every row`);
      await sleep(100);
      expect(client.record.feed.map((message) => message.position)).toEqual(expected);
      expect(client.record.disconnects).toEqual(['transport close']);
      expect(client.record.resyncs).toHaveLength(1);
    }
  });
});

describe('npm run start:realtime', () => {
  it('refuses to start without DATABASE_URL, and says so', async () => {
    const gateway = startRealtimeProcess({ JWT_SECRET: h.tokenSettings.secret });
    expect(await gateway.exited).toBe(1);
    expect(gateway.output()).toContain('DATABASE_URL: required to run the realtime gateway on its own');
  });

  it('answers /health and serves sockets on REALTIME_PORT, and stops on SIGTERM', async () => {
    const port = await freePort();
    const gateway = startRealtimeProcess({
      DATABASE_URL: h.databaseUrl,
      REALTIME_PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: h.tokenSettings.secret,
      LOG_LEVEL: 'silent',
    });
    try {
      const url = `http://127.0.0.1:${port}`;
      const health = await firstAnswer(`${url}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });

      const orgA = randomUUID();
      const client = await connect(url, { token: (await h.signIn(orgA)).token, origin: null });
      await h.publish(orgA, 'board.card', { from: 'process' });
      await waitFor(() => client.record.feed.length === 1, 'the change through the standalone gateway');
      expect(payloadsOf(client)).toEqual([{ from: 'process' }]);
      expect((await fetch(`${url}/elsewhere`)).status).toBe(404);

      gateway.kill('SIGTERM');
      expect(await gateway.exited).toBe(0);
    } finally {
      gateway.kill();
    }
  });
});

function isAfter(position: string, start: string): boolean {
  return compareFeedPositions(parseFeedPosition(position)!, parseFeedPosition(start)!) > 0;
}
