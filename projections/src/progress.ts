import { connectionSettingsOf } from '@lavado/shared/db/dedicated-connection';
import { listenForNotifications, type NotificationListener } from '@lavado/shared/db/listen';
import type { Pool } from '@lavado/shared/db/pool';
import { START, type EventStore, type Position } from '@lavado/shared/eventstore/port';
import { throttle } from '@lavado/shared/timing/throttle';
import { PROGRESS_CHANNEL } from './runner/checkpoints';

import { projectors, type ProjectorName } from './projectors/index';

export type { ProjectorName };

const handledTypes = new Map<string, ReadonlySet<string>>(projectors.map((projector) => [projector.name, new Set(projector.handles)]));

/** Whether the projector's read model changes with events of this type (a command waits only for those). */
export function projectorHandles(name: ProjectorName, eventType: string): boolean {
  return handledTypes.get(name)?.has(eventType) ?? false;
}

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

/**
 * Lets command handlers reply only once their write is readable. One LISTEN connection per waiter
 * (opened on first use) wakes it when a projector commits; each wake-up re-reads the checkpoints of
 * the pending waits with one query, and at most one such query runs at a time.
 */
export function createProjectionWaiter({ pool, store }: { pool: Pool; store: Pick<EventStore, 'comparePositions'> }): ProjectionWaiter {
  const pending = new Set<PendingWait>();
  let listener: NotificationListener | null = null;
  let closed = false;

  function listen(): void {
    // A wait must not sit out a reconnection backoff: its command's reply is waiting.
    if (listener) return listener.retryNow();
    listener = listenForNotifications({
      connection: connectionSettingsOf(pool),
      handlers: {
        [PROGRESS_CHANNEL]: (name) => {
          if ([...pending].some((wait) => wait.names.includes(name))) void check();
        },
      },
      // Notifications sent while not listening are lost: check every pending wait once listening (again).
      onListening: () => void check(),
    });
  }

  // At most one look at the checkpoints at a time; wake-ups meanwhile share the next one.
  const check = throttle(async () => {
    try {
      await settleReachedWaits();
    } catch {
      // The database is unreachable: the waits stay pending until a wake-up after reconnecting, or their timeout.
    }
  });

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
        // A commit after this look wakes the listener, or is seen by the look it makes once listening.
        listen();
        void check();
      });
    },
    async close() {
      closed = true;
      for (const wait of pending) wait.settle(false);
      await listener?.close();
    },
  };
}
