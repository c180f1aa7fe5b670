import pg from 'pg';
import type { Logger } from '@lavado/shared/logger';
import { retryDelayMs } from '@lavado/shared/timing/backoff';

/** 250 ms, 500 ms, 1 s, ... at most 10 s, after `failures` consecutive failed attempts. */
const RECONNECT_BACKOFF = { firstDelayMs: 250, maxDelayMs: 10_000 };

export interface NotificationListener {
  close(): Promise<void>;
}

/**
 * One dedicated connection that LISTENs on the given channels and comes back after a lost
 * connection, retrying with backoff. Notifications sent while it was away are lost, so
 * `onListening` runs after every successful (re)connection for the caller to catch up.
 * Resolves once listening; rejects if the first connection fails.
 */
export async function listenForNotifications(options: {
  databaseUrl: string;
  handlers: Record<string, (payload: string) => void>;
  onListening: () => void;
  logger: Logger;
}): Promise<NotificationListener> {
  const { logger } = options;
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let reconnecting: Promise<void> | null = null;
  let failures = 0;

  async function connect(): Promise<pg.Client> {
    const candidate = new pg.Client({ connectionString: options.databaseUrl, application_name: 'lavado-realtime-listener' });
    candidate.on('error', (error) => logger.warn({ err: error }, 'realtime notification connection failed'));
    candidate.on('notification', ({ channel, payload }) => options.handlers[channel]?.(payload ?? ''));
    try {
      await candidate.connect();
      for (const channel of Object.keys(options.handlers)) await candidate.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await candidate.end().catch(() => undefined);
      throw error;
    }
    candidate.once('end', () => {
      client = null;
      if (!closed) scheduleReconnect();
    });
    return candidate;
  }

  function scheduleReconnect(): void {
    failures += 1;
    retryTimer = setTimeout(
      () => {
        reconnecting = reconnect().finally(() => {
          reconnecting = null;
        });
      },
      retryDelayMs(failures, RECONNECT_BACKOFF),
    );
  }

  async function reconnect(): Promise<void> {
    try {
      const reconnected = await connect();
      if (closed) {
        await reconnected.end();
        return;
      }
      client = reconnected;
      failures = 0;
      logger.info('realtime notification connection restored');
      options.onListening();
    } catch (error) {
      logger.warn({ err: error, failures }, 'realtime notification connection still unavailable');
      if (!closed) scheduleReconnect();
    }
  }

  client = await connect();
  options.onListening();

  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await reconnecting;
      await client?.end();
    },
  };
}
