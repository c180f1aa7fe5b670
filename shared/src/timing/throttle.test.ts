import { describe, expect, it } from 'vitest';
import { throttle } from './throttle';

/** A task whose runs finish only when the test says so. */
function controlledTask() {
  const finishers: ((error?: Error) => void)[] = [];
  const task = () => new Promise<void>((resolve, reject) => finishers.push((error) => (error ? reject(error) : resolve())));
  return {
    task,
    get runs() {
      return finishers.length;
    },
    finish(run: number, error?: Error) {
      finishers[run - 1]!(error);
    },
  };
}

describe('throttle', () => {
  it('runs at once when idle', () => {
    const work = controlledTask();
    void throttle(work.task)();
    expect(work.runs).toBe(1);
  });

  it('merges the requests made during a run into one more run, which settles them', async () => {
    const work = controlledTask();
    const request = throttle(work.task);
    const first = request();
    const during = [request(), request(), request()];
    expect(work.runs).toBe(1);

    work.finish(1);
    await first;
    expect(work.runs).toBe(2);
    work.finish(2);
    await Promise.all(during);
    expect(work.runs).toBe(2);
  });

  it('answers a request only with a run that began after it', async () => {
    const work = controlledTask();
    const request = throttle(work.task);
    void request();
    let secondSettled = false;
    const second = request().then(() => (secondSettled = true));

    work.finish(1);
    await Promise.resolve();
    expect(secondSettled).toBe(false);
    work.finish(2);
    await second;
    expect(secondSettled).toBe(true);
  });

  it("hands a run's error to the requests it served and carries on", async () => {
    const work = controlledTask();
    const request = throttle(work.task);
    const failing = request();
    const next = request();

    work.finish(1, new Error('database down'));
    await expect(failing).rejects.toThrow('database down');
    work.finish(2);
    await expect(next).resolves.toBeUndefined();
  });

  it('starts nothing during the gap after a run, then one run for the requests made in it', async () => {
    const work = controlledTask();
    const request = throttle(work.task, { gapMs: 10 });
    const first = request();
    work.finish(1);
    await first;

    const inGap = [request(), request()];
    expect(work.runs).toBe(1);
    await expect.poll(() => work.runs, { interval: 5, timeout: 10_000 }).toBe(2);
    work.finish(2);
    await Promise.all(inGap);
  });

  it('runs again at once after an idle moment without a gap', async () => {
    const work = controlledTask();
    const request = throttle(work.task);
    const first = request();
    work.finish(1);
    await first;

    void request();
    expect(work.runs).toBe(2);
  });

  it('settles once no run is in progress or asked for', async () => {
    const work = controlledTask();
    const request = throttle(work.task);
    void request();
    void request();
    let settled = false;
    const idle = request.settled().then(() => (settled = true));

    work.finish(1);
    await Promise.resolve();
    expect(settled).toBe(false);
    await expect.poll(() => work.runs, { timeout: 10_000 }).toBe(2);
    work.finish(2);
    await idle;
    expect(settled).toBe(true);
    await expect(throttle(work.task).settled()).resolves.toBeUndefined();
  });
});
