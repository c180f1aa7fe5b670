import type { Socket } from 'socket.io-client';

type SocketClient = typeof import('socket.io-client');

/** What the pages do with a Socket.IO connection. */
export type LoadingSocket<S extends Socket> = Pick<S, 'active' | 'on' | 'connect' | 'disconnect'>;

/**
 * A Socket.IO connection whose client library (13 kB gzipped, more than any other page part after
 * React, Mantine, the router and zod) is fetched when the connection is opened, not before the page
 * can draw: the page's own data comes from the API, and the first handshake resyncs whatever
 * changed meanwhile. The listeners given before the library arrives are attached to the socket as
 * soon as `open` has made it, before it can emit anything; a `disconnect` before then means it is
 * never made.
 */
export function openSocketOnceLoaded<S extends Socket>(open: (client: SocketClient) => S): LoadingSocket<S> {
  type Listener = Parameters<Socket['on']>;
  const pending: Listener[] = [];
  let socket: S | undefined;
  let wanted = true;
  void import('socket.io-client').then((client) => {
    if (!wanted) return;
    socket = open(client);
    for (const [event, listener] of pending) socket.on(event, listener);
  });
  const handle = {
    get active() {
      return socket ? socket.active : wanted;
    },
    on(...listener: Listener) {
      if (socket) socket.on(...listener);
      else pending.push(listener);
      return handle;
    },
    connect() {
      if (socket) socket.connect();
      else wanted = true;
      return handle;
    },
    disconnect() {
      if (socket) socket.disconnect();
      else wanted = false;
      return handle;
    },
  };
  // `on`'s typed events are the socket's own: the listeners go to it unchanged.
  return handle as unknown as LoadingSocket<S>;
}
