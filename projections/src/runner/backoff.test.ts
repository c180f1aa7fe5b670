import { describe, expect, it } from 'vitest';
import { createBackoff, pause, retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('doubles from 1 s and stays at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});

describe('createBackoff', () => {
  it('grows with consecutive failures and starts again after a success', () => {
    const backoff = createBackoff();
    expect([backoff.failed(), backoff.failed(), backoff.failed()]).toEqual([1_000, 2_000, 4_000]);
    backoff.succeeded();
    expect(backoff.failed()).toBe(1_000);
  });
});

describe('pause', () => {
  it('ends early when its signal aborts', async () => {
    const controller = new AbortController();
    const paused = pause(60_000, controller.signal);
    controller.abort();
    await expect(paused).resolves.toBeUndefined();
  });

  it('returns at once for an aborted signal', async () => {
    await expect(pause(60_000, AbortSignal.abort())).resolves.toBeUndefined();
  });
});
