import type { Pool } from '@lavado/shared/db/pool';
import type { Logger } from '@lavado/shared/logger';
import { throttle } from '@lavado/shared/timing/throttle';
import type { FeedPosition } from './feed-position';
import { readFeedPage, type FeedRow } from './feed-reader';

const PAGE_SIZE = 500;

export interface FeedFollower {
  /** Reads whatever was committed since the last read (a NOTIFY arrived, or the listener reconnected). */
  wake(): void;
  /** Stops the safety poll and waits for the read in progress. */
  close(): Promise<void>;
}

/**
 * Follows the whole feed for one gateway node, from `from`, handing each page to `onPage` in feed
 * order with the position everything up to which has now been handed over. Wakes on `wake()` and on
 * a slow safety poll (a lost NOTIFY only delays a row, never drops it).
 */
export function startFeedFollower(options: {
  pool: Pool;
  from: FeedPosition;
  pollIntervalMs: number;
  logger: Logger;
  onPage: (rows: readonly FeedRow[], handedOverTo: FeedPosition) => void;
}): FeedFollower {
  let position = options.from;
  let closed = false;

  async function readUntilCaughtUp(): Promise<void> {
    while (!closed) {
      const page = await readFeedPage(options.pool, position, { limit: PAGE_SIZE });
      if (closed) return;
      const lastRow = page.rows.at(-1);
      const pageIsFull = page.rows.length === PAGE_SIZE;
      // A short page means every row below the horizon has been seen, so the horizon is safe to resume from.
      position = pageIsFull && lastRow ? lastRow.position : page.horizon;
      options.onPage(page.rows, position);
      if (!pageIsFull) return;
    }
  }

  const read = throttle(async () => {
    try {
      await readUntilCaughtUp();
    } catch (error) {
      options.logger.warn({ err: error }, 'realtime feed read failed; retrying on the next wake-up');
    }
  });

  function wake(): void {
    if (!closed) void read();
  }

  const poll = setInterval(wake, options.pollIntervalMs);
  wake();

  return {
    wake,
    async close() {
      closed = true;
      clearInterval(poll);
      await read.settled();
    },
  };
}
