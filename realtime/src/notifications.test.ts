import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './notifications';

describe('listener reconnect backoff', () => {
  it('doubles from 250 ms and stays at 10 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(reconnectDelayMs)).toEqual([250, 500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });
});
