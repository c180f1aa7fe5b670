import { describe, expect, it } from 'vitest';
import { createBackoff, retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('doubles from the first delay and stays at the ceiling', () => {
    const policy = { firstDelayMs: 1_000, maxDelayMs: 30_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((failures) => retryDelayMs(failures, policy))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('stays finite after very many failures', () => {
    expect(retryDelayMs(10_000, { firstDelayMs: 250, maxDelayMs: 10_000 })).toBe(10_000);
  });
});

describe('createBackoff', () => {
  it('grows with consecutive failures and starts again after a success', () => {
    const backoff = createBackoff({ firstDelayMs: 1_000, maxDelayMs: 30_000 });
    expect([backoff.failed(), backoff.failed(), backoff.failed()]).toEqual([1_000, 2_000, 4_000]);
    backoff.succeeded();
    expect(backoff.failed()).toBe(1_000);
  });
});
