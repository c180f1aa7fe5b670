/** Exponential backoff: the first delay, doubled after each further consecutive failure, at most the ceiling. */
export interface BackoffPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
}

/** Delay before the retry that follows `failures` (1, 2, …) consecutive failures. */
export function retryDelayMs(failures: number, { firstDelayMs, maxDelayMs }: BackoffPolicy): number {
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.max(0, failures - 1));
}

export interface Backoff {
  /** Counts one more consecutive failure and returns how long to wait before retrying. */
  failed(): number;
  succeeded(): void;
}

export function createBackoff(policy: BackoffPolicy): Backoff {
  let failures = 0;
  return {
    failed: () => retryDelayMs(++failures, policy),
    succeeded: () => {
      failures = 0;
    },
  };
}
