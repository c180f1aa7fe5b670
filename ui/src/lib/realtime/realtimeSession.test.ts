import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../testing/fakeRealtime';
import { signInAs } from '../../testing/renderApp';
import { useSessionStore } from '../session/sessionStore';
import { useRealtimeStore } from './connectionStore';
import { subscribeToFeed } from './feedSubscriptions';
import { HANDSHAKE_RETRY_MS, startRealtimeSession } from './realtimeSession';
import type { RealtimeSocket } from './socket';

let socket: FakeSocket;
let queryClient: QueryClient;
let close: () => void;

const status = () => useRealtimeStore.getState().status;

beforeEach(() => {
  signInAs('EM');
  queryClient = new QueryClient();
  close = startRealtimeSession({
    queryClient,
    openSocket: (auth) => {
      socket = new FakeSocket(auth);
      return socket as unknown as RealtimeSocket;
    },
  });
});
afterEach(() => {
  close();
  vi.useRealTimers();
});

describe('the session socket', () => {
  it('hands the token in the handshake, then the last applied position on every reconnection', () => {
    const token = useSessionStore.getState().session?.token;
    socket.acceptHandshake();
    socket.resync({ reason: 'no_position', position: '10' });
    socket.push({ position: '11', topic: 'ticket.changed', payload: {} });
    socket.drop();
    socket.acceptHandshake();

    expect(socket.handshakes).toEqual([{ token }, { token, lastPosition: '11' }]);
  });

  it('says whether it is live: connecting, live, reconnecting after a loss, live again', () => {
    expect(status()).toBe('connecting');
    socket.acceptHandshake();
    expect(status()).toBe('live');
    socket.drop();
    expect(status()).toBe('reconnecting');
    socket.acceptHandshake();
    expect(status()).toBe('live');
    close();
    expect(status()).toBe('offline');
  });

  it('gives each push to the handlers of its topic only', () => {
    const tickets = vi.fn();
    const settings = vi.fn();
    const unsubscribe = subscribeToFeed('ticket.changed', tickets);
    subscribeToFeed('settings.changed', settings)();
    socket.acceptHandshake();

    socket.push({ position: '1', topic: 'ticket.changed', payload: { change: 'TicketCreated' } });
    socket.push({ position: '2', topic: 'settings.changed', payload: { maintenance: true } });
    unsubscribe();
    socket.push({ position: '3', topic: 'ticket.changed', payload: { change: 'TicketStarted' } });

    expect(tickets.mock.calls).toEqual([[{ change: 'TicketCreated' }]]);
    expect(settings).not.toHaveBeenCalled();
  });

  it('refetches every query on resync', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    socket.acceptHandshake();
    socket.resync({ reason: 'too_far_behind', position: '900' });
    expect(invalidate).toHaveBeenCalledWith();
    expect(useRealtimeStore.getState().lastPosition).toBe('900');
  });

  it("signs out with 'Sesión expirada!' when the server ends the session", () => {
    socket.acceptHandshake();
    socket.endSession({ reason: 'inactive' });
    expect(useSessionStore.getState().session).toBeNull();
    expect(socket.active).toBe(false);
    expect(status()).toBe('offline');
  });

  it('signs out when the handshake is refused as unauthorized', () => {
    socket.refuseHandshake('unauthorized');
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('knocks again a few seconds after the gateway could not check the session', () => {
    vi.useFakeTimers();
    socket.refuseHandshake('unavailable');
    expect(status()).toBe('connecting');
    vi.advanceTimersByTime(HANDSHAKE_RETRY_MS - 1);
    expect(socket.connectRequests).toBe(0);
    vi.advanceTimersByTime(1);
    expect(socket.connectRequests).toBe(1);
    expect(useSessionStore.getState().session).not.toBeNull();
  });

  it('knocks again when the server lets go of the socket without ending the session', () => {
    vi.useFakeTimers();
    socket.acceptHandshake();
    socket.drop('io server disconnect');
    expect(status()).toBe('reconnecting');
    vi.advanceTimersByTime(HANDSHAKE_RETRY_MS);
    expect(socket.connectRequests).toBe(1);
  });
});
