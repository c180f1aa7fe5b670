import type { Socket } from 'socket.io';
import { serverMessages } from '@lavado/shared/messages/server';

/**
 * Open sockets one session, and one client address, may hold on a node, across namespaces. A
 * person has a few tabs and a car wash a few screens behind one address; these only stop a token
 * or an address from opening sockets by the hundred (docs/security.md).
 */
export interface ConnectionLimits {
  perSession: number;
  perAddress: number;
}
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { perSession: 20, perAddress: 200 };

/** One slot to take: `key` names what is counted (a session, an address), `limit` how many it may hold. */
export interface SlotClaim {
  key: string;
  limit: number;
}

export const sessionSlot = (sessionId: string, limits: ConnectionLimits): SlotClaim => ({
  key: `session:${sessionId}`,
  limit: limits.perSession,
});
export const addressSlot = (address: string, limits: ConnectionLimits): SlotClaim => ({
  key: `address:${address}`,
  limit: limits.perAddress,
});

export interface ConnectionCounter {
  /**
   * Takes one slot of every claim, or none when one of them is full; then holds them while the
   * socket lives. False when refused.
   */
  admit(socket: Socket, claims: readonly SlotClaim[]): boolean;
  /** Sockets holding a slot of `key` (for tests and logs). */
  openCount(key: string): number;
}

export function createConnectionCounter(): ConnectionCounter {
  const open = new Map<string, number>();
  const count = (key: string) => open.get(key) ?? 0;

  function release(claims: readonly SlotClaim[]): void {
    for (const { key } of claims) {
      const left = count(key) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    }
  }

  return {
    admit(socket, claims) {
      // A transport already gone would never report its close: nothing to hold.
      if (socket.conn.readyState !== 'open') return false;
      if (claims.some(({ key, limit }) => count(key) >= limit)) return false;
      for (const { key } of claims) open.set(key, count(key) + 1);
      let held = true;
      const free = () => {
        if (!held) return;
        held = false;
        socket.conn.off('close', free);
        release(claims);
      };
      // A socket admitted here may never connect (its transport closes first): then only the transport says so.
      socket.conn.once('close', free);
      socket.once('disconnect', free);
      return true;
    },
    openCount: count,
  };
}

/** The refusal a client reads in `connect_error`: `message` is the machine code, `data.message` the Spanish text. */
export function tooManyConnections(code: string): Error {
  return Object.assign(new Error(code), { data: { message: serverMessages.tooManyConnections } });
}
