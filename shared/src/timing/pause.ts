/**
 * Waits `ms`, or less when `signal` aborts first; never rejects. A plain timer rather than
 * `timers/promises`, whose abort rejects with an AbortError: a stack captured on every wake-up.
 */
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
