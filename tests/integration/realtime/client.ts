import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, FeedMessage, ResyncNotice, ServerToClientEvents, SessionEndedNotice } from '@lavado/realtime/protocol';
import { ALLOWED_ORIGIN } from './harness';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ClientOptions {
  token?: string;
  /** Starting `lastPosition`; afterwards the client tracks it from what it receives, as the UI does. */
  lastPosition?: unknown;
  origin?: string | null;
  query?: Record<string, string>;
  transport?: 'websocket' | 'polling';
}

/**
 * A socket.io-client that behaves like the browser client of realtime/README.md and records every
 * event in arrival order.
 */
export function recordingClient(url: string, options: ClientOptions = {}) {
  let lastPosition = options.lastPosition;
  const record = {
    feed: [] as FeedMessage[],
    resyncs: [] as ResyncNotice[],
    sessionEnded: [] as SessionEndedNotice[],
    disconnects: [] as string[],
    connectErrors: [] as string[],
    /** The `data` of each refusal (why the session is over, when the gateway says). */
    connectErrorData: [] as unknown[],
    /** Every event name in arrival order, to check what came before what. */
    timeline: [] as string[],
  };
  const origin = options.origin === undefined ? ALLOWED_ORIGIN : options.origin;
  const socket: ClientSocket = io(url, {
    path: '/socket.io',
    transports: [options.transport ?? 'websocket'],
    forceNew: true,
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
    randomizationFactor: 0,
    ...(origin ? { extraHeaders: { origin } } : {}),
    ...(options.query ? { query: options.query } : {}),
    auth: (send) => send({ ...(options.token ? { token: options.token } : {}), ...(lastPosition === undefined ? {} : { lastPosition }) }),
  });
  socket.on('feed', (message) => {
    record.feed.push(message);
    record.timeline.push('feed');
    lastPosition = message.position;
  });
  socket.on('resync', (notice) => {
    record.resyncs.push(notice);
    record.timeline.push('resync');
    lastPosition = notice.position;
  });
  socket.on('session_ended', (notice) => {
    record.sessionEnded.push(notice);
    record.timeline.push('session_ended');
  });
  socket.on('disconnect', (reason) => {
    record.disconnects.push(reason);
    record.timeline.push('disconnect');
  });
  socket.on('connect_error', (error) => {
    record.connectErrors.push(error.message);
    record.connectErrorData.push((error as Error & { data?: unknown }).data);
    record.timeline.push('connect_error');
  });
  return { socket, record };
}

export type RecordingClient = ReturnType<typeof recordingClient>;

/** Connected and told where its feed starts (the first `resync`, or the end of its replay). */
export async function connectedClient(url: string, options: ClientOptions & { token: string }): Promise<RecordingClient> {
  const client = recordingClient(url, options);
  await waitFor(
    () => client.socket.connected && (options.lastPosition !== undefined || client.record.resyncs.length > 0),
    'the client to connect',
  );
  return client;
}

/** Waits for a condition (never a timing assertion: the limit only turns a hang into a clear failure). */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, limitMs = 10_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(10);
  }
}

export function payloadsOf(client: RecordingClient): unknown[] {
  return client.record.feed.map((message) => message.payload);
}
