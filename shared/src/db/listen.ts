import type pg from 'pg';
import { createBackoff } from '../timing/backoff';
import { openDedicatedConnection } from './dedicated-connection';

/** A lost LISTEN connection is replaced after 250 ms, 500 ms, 1 s, then every 2 s until it is back. */
const RECONNECT_BACKOFF = { firstDelayMs: 250, maxDelayMs: 2_000 };

/** Channels are our own constants; a plain name needs no quoting and reads the same in pg_stat_activity. */
const PLAIN_CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export interface NotificationListener {
  /** Resolves true the first time it listens on every channel, or false when closed before. */
  readonly listening: Promise<boolean>;
  /** While it is not connected and waiting out a backoff delay, connects now: someone needs it now. */
  retryNow(): void;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Where to listen; a dedicated connection with these settings is opened (and reopened). */
  connection: pg.ClientConfig;
  /** Payload handlers by channel name. */
  handlers: Readonly<Record<string, (payload: string) => void>>;
  /**
   * Runs every time it listens again, the first time included. Notifications sent while it was not
   * listening are lost, so this is where the caller catches up.
   */
  onListening?: () => void;
  /** A connection attempt failed or the connection was lost; the next attempt follows in `retryInMs`. */
  onLost?: (error: unknown, retryInMs: number) => void;
}

/**
 * LISTENs on the given channels on one dedicated connection and keeps doing so: a failed or lost
 * connection is replaced with backoff until `close()`.
 */
export function listenForNotifications(options: ListenOptions): NotificationListener {
  const channels = Object.keys(options.handlers);
  for (const channel of channels) {
    if (!PLAIN_CHANNEL_NAME.test(channel)) throw new Error(`Not a plain LISTEN channel name: ${channel}`);
  }
  const backoff = createBackoff(RECONNECT_BACKOFF);
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;
  let settleListening: (listening: boolean) => void = () => undefined;
  const listening = new Promise<boolean>((resolve) => (settleListening = resolve));

  function connect(): void {
    const candidate = openDedicatedConnection(options.connection);
    client = candidate;
    const lose = (error: unknown) => {
      if (client !== candidate) return;
      client = undefined;
      candidate.end().catch(() => undefined);
      const retryInMs = backoff.failed();
      options.onLost?.(error, retryInMs);
      retryTimer = setTimeout(connect, retryInMs);
      retryTimer.unref();
    };
    candidate.on('error', lose);
    candidate.on('end', () => lose(new Error('LISTEN connection ended')));
    candidate.on('notification', ({ channel, payload }) => options.handlers[channel]?.(payload ?? ''));
    void (async () => {
      try {
        await candidate.connect();
        for (const channel of channels) await candidate.query(`listen ${channel}`);
      } catch (error) {
        lose(error);
        return;
      }
      if (client !== candidate) return;
      backoff.succeeded();
      settleListening(true);
      options.onListening?.();
    })();
  }

  connect();

  return {
    listening,
    retryNow() {
      if (closed || client) return;
      clearTimeout(retryTimer);
      connect();
    },
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(retryTimer);
      settleListening(false);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
