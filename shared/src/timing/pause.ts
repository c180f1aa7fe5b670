import { setTimeout as sleep } from 'node:timers/promises';

/** Waits `ms`, or less when `signal` aborts first; never rejects on the abort. */
export async function pause(ms: number, signal: AbortSignal): Promise<void> {
  await sleep(ms, undefined, { signal }).catch((error: unknown) => {
    if (!signal.aborted) throw error;
  });
}
