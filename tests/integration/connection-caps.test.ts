import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@lavado/shared/messages/server';
import { CONNECT_ERRORS, PUBLIC_CONNECT_ERRORS, PUBLIC_NAMESPACE, REALTIME_PATH } from '@lavado/realtime/protocol';
import { waitFor } from './realtime/client';
import { ALLOWED_ORIGIN, startRealtimeHarness, type RealtimeHarness } from './realtime/harness';

/**
 * Open sockets are capped per session and per client address, on every namespace
 * (realtime/src/transport/connection-caps.ts): one token or one address cannot open them by the
 * hundred, and a closed socket frees its slot.
 */
const patient = 30_000;
/** A different, made-up client address on every attempt, as an attacker would send. */
const rotatingForwardedFor = (index: number) => ({ 'x-forwarded-for': `203.0.113.${index % 250}` });

interface Attempt {
  /** 'connected', or the refusal's message. */
  outcome: string;
  data: unknown;
  socket: Socket;
}

const opened: Socket[] = [];
afterEach(async () => {
  for (const socket of opened.splice(0)) socket.close();
});

/** One connection attempt, never retried: it ends connected (kept open until the test ends) or refused. */
function attempt(url: string, auth: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Attempt> {
  return new Promise((resolve) => {
    const socket = connect(url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth,
      extraHeaders: { origin: ALLOWED_ORIGIN, ...headers },
    });
    opened.push(socket);
    socket.on('connect', () => resolve({ outcome: 'connected', data: undefined, socket }));
    socket.on('connect_error', (error) => {
      socket.close();
      resolve({ outcome: error.message, data: (error as Error & { data?: unknown }).data, socket });
    });
  });
}

/** Tries again until a connection is let in: the server frees a slot once it has seen the close. */
async function connectOnceFreed(url: string, auth: Record<string, unknown>): Promise<Attempt> {
  let last: Attempt | undefined;
  await waitFor(async () => (last = await attempt(url, auth)).outcome === 'connected', 'a slot to be freed', patient);
  return last!;
}

const refusal = { outcome: CONNECT_ERRORS.tooManyConnections, data: { message: serverMessages.tooManyConnections } };

describe('per session', () => {
  const PER_SESSION = 3;
  let h: RealtimeHarness;
  beforeAll(async () => {
    h = await startRealtimeHarness({ connectionLimits: { perSession: PER_SESSION, perAddress: 1_000 } });
  });
  afterAll(() => h.close());

  it("refuses a session's socket past its limit, in Spanish, while another session connects; a closed socket frees its slot", async () => {
    const organizationId = randomUUID();
    const { token } = await h.signIn(organizationId);
    const own: Attempt[] = [];
    for (let index = 0; index < PER_SESSION; index += 1) own.push(await attempt(h.url, { token }));
    expect(own.map((one) => one.outcome)).toEqual(Array(PER_SESSION).fill('connected'));

    expect(await attempt(h.url, { token })).toMatchObject(refusal);
    // The same user's other session, and another user, are counted on their own.
    expect((await attempt(h.url, { token: (await h.signIn(organizationId)).token })).outcome).toBe('connected');

    own[0]!.socket.close();
    await connectOnceFreed(h.url, { token });
    expect(await attempt(h.url, { token })).toMatchObject(refusal);
  });

  it('refuses it whatever X-Forwarded-For says', async () => {
    const { token } = await h.signIn(randomUUID());
    const outcomes: string[] = [];
    for (let index = 0; index <= PER_SESSION; index += 1)
      outcomes.push((await attempt(h.url, { token }, rotatingForwardedFor(index))).outcome);
    expect(outcomes).toEqual([...Array(PER_SESSION).fill('connected'), CONNECT_ERRORS.tooManyConnections]);
  });
});

describe('per client address, every namespace together', () => {
  const PER_ADDRESS = 4;
  let h: RealtimeHarness;
  let ticketId: string;
  beforeAll(async () => {
    h = await startRealtimeHarness({ connectionLimits: { perSession: 1_000, perAddress: PER_ADDRESS }, publicConnectionsPerMinute: 1_000 });
    ticketId = randomUUID();
    // A ticket the customers' namespace finds (the read model row is all it looks up).
    await h.pool.query(
      `insert into wash_records (id, organization_id, status, ppu, vehicle_type, brand, model, color, owner_name, driver,
                                 service_type, observations, end_date, end_time, created_at, status_since)
       values ($1, $2, 1, 'AB1234', 'SED', 'Kia', 'Rio', 'Azul', 'Juan', 'Pedro', 'FL', '', current_date, '23:59', now(), now())`,
      [ticketId, randomUUID()],
    );
  });
  afterAll(() => h.close());

  it('refuses the next socket of a full address on the board and on the customers’ page, whatever X-Forwarded-For says; a closed socket frees its slot', async () => {
    const organizationId = randomUUID();
    const publicUrl = `${h.url}${PUBLIC_NAMESPACE}`;
    const held: Attempt[] = [];
    for (let index = 0; index < PER_ADDRESS - 1; index += 1)
      held.push(await attempt(h.url, { token: (await h.signIn(organizationId)).token }, rotatingForwardedFor(index)));
    held.push(await attempt(publicUrl, { ticketId }, rotatingForwardedFor(PER_ADDRESS)));
    expect(held.map((one) => one.outcome)).toEqual(Array(PER_ADDRESS).fill('connected'));

    // A fresh session, and the customers' namespace, from the same address.
    expect(await attempt(h.url, { token: (await h.signIn(organizationId)).token }, rotatingForwardedFor(9))).toMatchObject(refusal);
    expect(await attempt(publicUrl, { ticketId }, rotatingForwardedFor(10))).toMatchObject({
      outcome: PUBLIC_CONNECT_ERRORS.tooManyConnections,
      data: { message: serverMessages.tooManyConnections },
    });

    held[0]!.socket.close();
    await connectOnceFreed(publicUrl, { ticketId });
    expect((await attempt(publicUrl, { ticketId })).outcome).toBe(PUBLIC_CONNECT_ERRORS.tooManyConnections);
  });

  it('does not count refused handshakes: a bad token takes no slot', async () => {
    const outcomes: string[] = [];
    for (let index = 0; index < PER_ADDRESS + 2; index += 1) outcomes.push((await attempt(h.url, { token: 'not-a-token' })).outcome);
    expect(outcomes).toEqual(Array(PER_ADDRESS + 2).fill(CONNECT_ERRORS.unauthorized));
    const organizationId = randomUUID();
    for (let index = 0; index < PER_ADDRESS; index += 1)
      expect((await connectOnceFreed(h.url, { token: (await h.signIn(organizationId)).token })).outcome).toBe('connected');
  });
});
