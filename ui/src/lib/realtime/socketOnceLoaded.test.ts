import type { Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../testing/fakeRealtime';
import { openSocketOnceLoaded } from './socketOnceLoaded';

/** Opens through the helper with a double for the socket that the loaded library would make. */
function openLoading() {
  const made: FakeSocket[] = [];
  const open = vi.fn(() => {
    const socket = new FakeSocket(() => ({ token: 'abc' }));
    made.push(socket);
    return socket as unknown as Socket;
  });
  return { socket: openSocketOnceLoaded(open), open, made };
}

describe('a socket whose client library loads on first use', () => {
  it('gives the socket, once made, every listener registered before the library arrived', async () => {
    const { socket, open, made } = openLoading();
    const connected = vi.fn();
    socket.on('connect', connected);
    expect(open).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(made).toHaveLength(1));
    made[0]!.acceptHandshake();
    expect(connected).toHaveBeenCalledOnce();

    const later = vi.fn();
    socket.on('disconnect', later);
    made[0]!.drop();
    expect(later).toHaveBeenCalledWith('transport close');
  });

  it('is active while it is wanted, and its own socket says so once made', async () => {
    const { socket, made } = openLoading();
    expect(socket.active).toBe(true);
    await vi.waitFor(() => expect(made).toHaveLength(1));
    made[0]!.refuseHandshake('unauthorized');
    expect(socket.active).toBe(false);
  });

  it('never makes the socket when it is disconnected before the library arrived', async () => {
    const { socket, open } = openLoading();
    socket.disconnect();
    expect(socket.active).toBe(false);

    await import('socket.io-client');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(open).not.toHaveBeenCalled();
  });
});
