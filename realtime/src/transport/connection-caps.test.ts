import { EventEmitter } from 'node:events';
import type { Socket } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { addressSlot, createConnectionCounter, sessionSlot } from './connection-caps';

const limits = { perSession: 2, perAddress: 3 };

/** Just what the counter touches of a socket: its transport's state and close, and its own disconnect. */
function fakeSocket() {
  const conn = Object.assign(new EventEmitter(), { readyState: 'open' });
  const socket = Object.assign(new EventEmitter(), { conn });
  return {
    socket: socket as unknown as Socket,
    disconnect: () => socket.emit('disconnect'),
    closeTransport: () => {
      conn.readyState = 'closed';
      conn.emit('close');
    },
    transportListeners: () => conn.listenerCount('close'),
  };
}

describe('connection counter', () => {
  it('takes a slot of every claim, or none when one is full', () => {
    const counter = createConnectionCounter();
    const claims = (session: string) => [sessionSlot(session, limits), addressSlot('192.0.2.1', limits)];
    expect(counter.admit(fakeSocket().socket, claims('a'))).toBe(true);
    expect(counter.admit(fakeSocket().socket, claims('a'))).toBe(true);
    // Session a is full: its refusal takes nothing of the address.
    expect(counter.admit(fakeSocket().socket, claims('a'))).toBe(false);
    expect(counter.openCount('address:192.0.2.1')).toBe(2);
    expect(counter.admit(fakeSocket().socket, claims('b'))).toBe(true);
    // The address is full now, whichever session asks.
    expect(counter.admit(fakeSocket().socket, claims('c'))).toBe(false);
    expect(counter.openCount('session:c')).toBe(0);
  });

  it('frees the slots once, on disconnect or when the transport closes before the socket ever connected', () => {
    const counter = createConnectionCounter();
    const claims = [sessionSlot('a', limits)];
    const connected = fakeSocket();
    const neverConnected = fakeSocket();
    counter.admit(connected.socket, claims);
    counter.admit(neverConnected.socket, claims);
    expect(counter.openCount('session:a')).toBe(2);

    connected.disconnect();
    connected.closeTransport();
    expect(counter.openCount('session:a')).toBe(1);
    expect(connected.transportListeners()).toBe(0);

    neverConnected.closeTransport();
    expect(counter.openCount('session:a')).toBe(0);
    expect(counter.admit(fakeSocket().socket, claims)).toBe(true);
  });

  it('admits no socket whose transport has already closed: nothing would ever free its slot', () => {
    const counter = createConnectionCounter();
    const gone = fakeSocket();
    gone.closeTransport();
    expect(counter.admit(gone.socket, [sessionSlot('a', limits)])).toBe(false);
    expect(counter.openCount('session:a')).toBe(0);
  });
});
