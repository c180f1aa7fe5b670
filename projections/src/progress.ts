import type pg from 'pg';
import type { Pool } from '@lavado/shared/db/pool';
import { START, type EventStore, type Position } from '@lavado/shared/eventstore/port';
import { PROGRESS_CHANNEL } from './runner/checkpoints';
import { openDedicatedConnection } from './runner/dedicated-connection';

export type { ProjectorName } from './projectors/index';

export interface ProjectionWaiter {
  /**
   * True as soon as every named projector has committed `position` (or later), false when
   * `timeoutMs` passes first. Never rejects: a database problem just means waiting until the timeout.
   */
  waitFor(names: readonly string[], position: Position, timeoutMs: number): Promise<boolean>;
  /** Settles every pending wait with false and closes the LISTEN connection. */
  close(): Promise<void>;
}

interface PendingWait {
  names: readonly string[];
  position: Position;
  settle(reached: boolean): void;
}

/** After a LISTEN connection is lost, how long before the next attempt (while someone is waiting). */
const RECONNECT_DELAY_MS = 1_000;

/**
 * Lets command handlers reply only once their write is readable. One LISTEN connection per waiter
 * (opened on first use) wakes it when a projector commits; each wake-up re-reads the checkpoints of
 * the pending waits with one query, and at most one such query runs at a time.
 */
export function createProjectionWaiter({ pool, store }: { pool: Pool; store: Pick<EventStore, 'comparePositions'> }): ProjectionWaiter {
  const pending = new Set<PendingWait>();
  let listener: Promise<pg.Client> | null = null;
  let reconnecting: NodeJS.Timeout | null = null;
  let closed = false;
  let checking = false;
  let checkAgain = false;

  function listen(): Promise<pg.Client> {
    if (listener) return listener;
    const client = openDedicatedConnection(pool);
    const connecting = startListening(client);
    listener = connecting;
    const lose = () => {
      if (listener !== connecting) return;
      listener = null;
      client.end().catch(() => undefined);
      reconnectLater();
    };
    client.on('error', lose);
    client.on('end', lose);
    connecting.catch(lose);
    return connecting;
  }

  async function startListening(client: pg.Client): Promise<pg.Client> {
    client.on('notification', (message) => {
      if ([...pending].some((wait) => wait.names.includes(message.payload ?? ''))) void check();
    });
    await client.connect();
    await client.query(`listen ${PROGRESS_CHANNEL}`);
    return client;
  }

  function reconnectLater(): void {
    if (closed || pending.size === 0 || reconnecting) return;
    // Notifications sent while disconnected are lost: reconnect, then check everything once.
    reconnecting = setTimeout(() => {
      reconnecting = null;
      listen().then(check, () => undefined);
    }, RECONNECT_DELAY_MS);
    reconnecting.unref();
  }

  async function check(): Promise<void> {
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = true;
    try {
      do {
        checkAgain = false;
        await settleReachedWaits();
      } while (checkAgain);
    } catch {
      // The database is unreachable: the waits stay pending until a wake-up after reconnecting, or their timeout.
    } finally {
      checking = false;
    }
  }

  async function settleReachedWaits(): Promise<void> {
    const waits = [...pending];
    const names = [...new Set(waits.flatMap((wait) => wait.names))];
    if (names.length === 0) return;
    const { rows } = await pool.query<{ name: string; position: string | null }>(
      'select name, position from projection_checkpoints where name = any($1::text[])',
      [names],
    );
    const checkpoints = new Map(rows.map((row) => [row.name, row.position ?? START]));
    for (const wait of waits) {
      const reached = wait.names.every((name) => store.comparePositions(checkpoints.get(name) ?? START, wait.position) >= 0);
      if (reached) wait.settle(true);
    }
  }

  return {
    waitFor(names, position, timeoutMs) {
      if (closed) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const wait: PendingWait = {
          names,
          position,
          settle(reached) {
            clearTimeout(timer);
            pending.delete(wait);
            resolve(reached);
          },
        };
        const timer = setTimeout(() => wait.settle(false), timeoutMs);
        pending.add(wait);
        // Listening before the first look means no commit can slip between the look and the wake-up.
        listen().then(check, () => undefined);
      });
    },
    async close() {
      closed = true;
      if (reconnecting) clearTimeout(reconnecting);
      for (const wait of pending) wait.settle(false);
      const client = await listener?.catch(() => null);
      await client?.end().catch(() => undefined);
    },
  };
}
