import { setTimeout as sleep } from 'node:timers/promises';

export interface Throttled {
  /**
   * Asks for a run: at once when idle, otherwise one more run after the current one (and its gap),
   * shared by every request made meanwhile. Settles when that run has finished, with its outcome.
   */
  (): Promise<void>;
  /** Resolves once no run is in progress or asked for. */
  settled(): Promise<void>;
}

interface Run {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Runs `task` on request, never two at once: requests that arrive while it runs, or within `gapMs`
 * after, are merged into a single further run. For work that reads "everything up to now" (a feed,
 * the checkpoints of pending waits, the outbox), where one run serves any number of requests.
 * The task should handle its own errors; an error it throws reaches the requests it served.
 */
export function throttle(task: () => Promise<void>, { gapMs = 0 }: { gapMs?: number } = {}): Throttled {
  let next: Run | null = null;
  let draining: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (next) {
      const run = next;
      next = null;
      try {
        await task();
        run.resolve();
      } catch (error) {
        run.reject(error);
      }
      if (gapMs > 0) await sleep(gapMs);
    }
    draining = null;
  }

  const request = () => {
    const run = (next ??= newRun());
    draining ??= drain();
    return run.promise;
  };
  return Object.assign(request, {
    async settled() {
      await draining;
    },
  });
}

function newRun(): Run {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}
