import { randomUUID } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CONNECT_ERRORS, PUBLIC_NAMESPACE, REALTIME_PATH } from '@lavado/realtime/protocol';
import { ALLOWED_ORIGIN, startRealtimeHarness, type RealtimeHarness } from './realtime/harness';
import { startTestApp, type TestApp } from '../support/test-app';

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
