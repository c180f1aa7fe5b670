import { connectionSettingsOf } from '@lavado/shared/db/dedicated-connection';
import { listenForNotifications, type NotificationListener } from '@lavado/shared/db/listen';
import type { Pool } from '@lavado/shared/db/pool';
import { START, type EventStore, type Position, type ReadFrom, type RecordedEvent } from '@lavado/shared/eventstore/port';
import type { Projector } from './runner/projector';
import { throttle } from '@lavado/shared/timing/throttle';
import { PROGRESS_CHANNEL } from './runner/checkpoints';

import { projectors, type ProjectorName } from './projectors/index';

export type { ProjectorName };

const handling = new Map<string, { types: ReadonlySet<string>; ignores: Projector['ignores'] }>(
  projectors.map((projector) => [projector.name, { types: new Set(projector.handles), ignores: projector.ignores }]),
);

/** Whether the projector's read model changes with this event (a command waits only for those). */
export function projectorHandles(name: ProjectorName, event: Pick<RecordedEvent, 'type' | 'data'>): boolean {
  const projector = handling.get(name);
  return projector !== undefined && projector.types.has(event.type) && !(projector.ignores?.(event) ?? false);
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
 * (opened on first use) hears every projector's commits with the checkpoint they reached, so a wait
 * usually settles from those announcements alone. Checkpoints are read from the table only when the
 * announcements may have been missed: on (re)connecting, and for a projector not yet heard of.
 * At most one such read runs at a time.
 */
export function createProjectionWaiter({ pool, store }: { pool: Pool; store: Pick<EventStore, 'comparePositions'> }): ProjectionWaiter {
  const pending = new Set<PendingWait>();
  /**
   * Each projector's checkpoint as last announced or read. Checkpoints only move forward (a rebuild's
   * reset is announced too), so a value heard before a lost connection is still a safe lower bound.
   */
  const known = new Map<string, ReadFrom>();
  let listener: NotificationListener | null = null;
  let closed = false;

  const reached = (wait: PendingWait) =>
    wait.names.every((name) => {
      const checkpoint = known.get(name);
      return checkpoint !== undefined && store.comparePositions(checkpoint, wait.position) >= 0;
    });

  function settleReachedWaits(): void {
    for (const wait of pending) if (reached(wait)) wait.settle(true);
  }

  function listen(): void {
    // A wait must not sit out a reconnection backoff: its command's reply is waiting.
    if (listener) return listener.retryNow();
    listener = listenForNotifications({
      connection: connectionSettingsOf(pool),
      handlers: {
        [PROGRESS_CHANNEL]: (payload) => {
          const announced = parseProgress(payload);
          if (!announced) return void readCheckpoints();
          known.set(announced.name, announced.position);
          settleReachedWaits();
        },
      },
      // Announcements sent while not listening are lost: read the checkpoints once listening (again).
      onListening: () => void readCheckpoints(),
    });
  }

  // At most one read of the checkpoints at a time; requests meanwhile share the next one.
  const readCheckpoints = throttle(async () => {
    try {
      const { rows } = await pool.query<{ name: string; position: string | null }>('select name, position from projection_checkpoints');
      for (const row of rows) {
        const position = row.position ?? START;
        const heard = known.get(row.name);
        // An announcement handled while the read was in flight may be newer than what it read.
        if (heard === undefined || store.comparePositions(position, heard) > 0) known.set(row.name, position);
      }
      settleReachedWaits();
    } catch {
      // The database is unreachable: the waits stay pending until a read after reconnecting, or their timeout.
    }
  });

  return {
    waitFor(names, position, timeoutMs) {
      if (closed) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const wait: PendingWait = {
          names,
          position,
          settle(reachedPosition) {
            clearTimeout(timer);
            pending.delete(wait);
            resolve(reachedPosition);
          },
        };
        const timer = setTimeout(() => wait.settle(false), timeoutMs);
        pending.add(wait);
        if (reached(wait)) return wait.settle(true);
        const firstUse = listener === null;
        listen();
        // Until the first read, nothing is known; after it, a commit is heard or caught up by the read on reconnecting.
        if (!firstUse && names.some((name) => !known.has(name))) void readCheckpoints();
      });
    },
    async close() {
      closed = true;
      for (const wait of pending) wait.settle(false);
      await listener?.close();
    },
  };
}

/** The payload of a progress announcement: "<projector> <position>" (see `advanceCheckpoint`). */
function parseProgress(payload: string): { name: string; position: ReadFrom } | null {
  const [name, position] = payload.split(' ');
  return name && position ? { name, position } : null;
}
