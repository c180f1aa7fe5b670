import type { Server as HttpServer } from 'node:http';

const EVENTS_TOUCHED_BY_ENGINE_IO = ['request', 'upgrade', 'close', 'listening'] as const;

type Listener = (...args: unknown[]) => void;

/**
 * Runs `attach` (engine.io's, which wraps the server's request listeners) and returns its undo:
 * the server keeps serving its own routes after the gateway closes, and nothing of the closed
 * gateway answers `/socket.io` any more. Socket.IO has no detach, and its `close()` closes the
 * HTTP server, which here belongs to someone else.
 */
export function attachUndoably(server: HttpServer, attach: () => void): () => void {
  const before = new Map(EVENTS_TOUCHED_BY_ENGINE_IO.map((event) => [event, server.listeners(event) as Listener[]]));
  attach();
  const after = new Map(EVENTS_TOUCHED_BY_ENGINE_IO.map((event) => [event, server.listeners(event) as Listener[]]));
  return () => {
    for (const event of EVENTS_TOUCHED_BY_ENGINE_IO) {
      const previous = before.get(event) ?? [];
      const current = after.get(event) ?? [];
      for (const listener of current) if (!previous.includes(listener)) server.off(event, listener);
      for (const listener of previous) if (!current.includes(listener)) server.on(event, listener);
    }
  };
}
