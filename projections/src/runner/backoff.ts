const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** Delay before the retry that follows `failures` consecutive failures: 1 s, 2 s, 4 s, ... at most 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1));
}

export interface Backoff {
  /** Counts one more consecutive failure and returns how long to wait before retrying. */
  failed(): number;
  succeeded(): void;
}

export function createBackoff(): Backoff {
  let failures = 0;
  return {
    failed: () => retryDelayMs(++failures),
    succeeded: () => {
      failures = 0;
    },
  };
}

/** Waits `ms`, or less when `signal` aborts first; never rejects. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
