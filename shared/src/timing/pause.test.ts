import { describe, expect, it } from 'vitest';
import { pause } from './pause';

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
