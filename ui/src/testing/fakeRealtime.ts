import type { FeedMessage, HandshakeAuth, ResyncNotice, SessionEndedNotice } from '@lavado/realtime/protocol';
import type { RealtimeSocket } from '../lib/realtime/socket';

type Listener = (...args: never[]) => void;

/**
 * A Socket.IO client double with the gateway's side in the test's hands: the app registers its
 * listeners, the test accepts or refuses handshakes and pushes messages.
 */
export class FakeSocket {
  /** Like Socket.IO's `active`: false once the app closed it or the server refused the handshake. */
  active = true;
  connected = false;
  /** Each handshake's `auth`, as the app built it at that moment. */
  readonly handshakes: HandshakeAuth[] = [];
  connectRequests = 0;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly auth: () => HandshakeAuth) {}

  on(event: string, listener: Listener): this {
    const listeners = this.listeners.get(event) ?? new Set<Listener>();
    this.listeners.set(event, listeners);
    listeners.add(listener);
    return this;
  }

  connect(): this {
    this.active = true;
    this.connectRequests += 1;
    return this;
  }

  disconnect(): this {
    this.active = false;
    if (this.connected) this.drop('io client disconnect');
    return this;
  }

  acceptHandshake(): void {
    this.handshakes.push(this.auth());
    this.connected = true;
    this.emit('connect');
  }

  refuseHandshake(message: string): void {
    this.handshakes.push(this.auth());
    this.active = false;
    this.emit('connect_error', new Error(message));
  }

  /** The transport went away; Socket.IO retries by itself (`active` stays true). */
  drop(reason = 'transport close'): void {
    this.connected = false;
    this.emit('disconnect', reason);
  }

  push(message: FeedMessage): void {
    this.emit('feed', message);
  }

  resync(notice: ResyncNotice): void {
    this.emit('resync', notice);
  }

  endSession(notice: SessionEndedNotice): void {
    this.emit('session_ended', notice);
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  }
}

const opened: FakeSocket[] = [];

/** Stands in for `openRealtimeSocket` in every UI test (see setup.ts). */
export const fakeRealtime = {
  open(auth: () => HandshakeAuth): RealtimeSocket {
    const socket = new FakeSocket(auth);
    opened.push(socket);
    return socket as unknown as RealtimeSocket;
  },
  /** The socket of the session now signed in: the last one the app opened and has not closed. */
  current(): FakeSocket {
    const socket = opened.findLast((candidate) => candidate.active);
    if (!socket) throw new Error('the app has no open realtime socket');
    return socket;
  },
  /** After each test (setup.ts): a socket a test left open must not pass for the next test's. */
  forget(): void {
    opened.length = 0;
  },
};
