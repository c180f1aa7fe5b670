import type { EventStore, ReadFrom, RecordedEvent } from '@lavado/shared/eventstore/port';

/** The events of a store subscription, buffered so that the runner can apply them in batches. */
export interface EventFeed {
  /**
   * Up to `max` of the oldest events not yet dropped; waits for one, at most `waitMs` when given.
   * Empty only once `signal` aborts or `waitMs` passes.
   */
  peek(max: number, signal: AbortSignal, waitMs?: number): Promise<RecordedEvent[]>;
  /** Forgets the `count` oldest events (they are applied). */
  drop(count: number): void;
  close(): Promise<void>;
}

/**
 * Subscribes after `after` and keeps at most `capacity` events ahead of the runner: the subscription
 * fills the next batch while the current one is being applied, and waits when the buffer is full.
 */
export function openEventFeed(store: Pick<EventStore, 'subscribe'>, after: ReadFrom, capacity: number): EventFeed {
  const buffered: RecordedEvent[] = [];
  let closed = false;
  let wakeReader = () => {};
  let wakeWriter = () => {};

  const subscription = store.subscribe(
    after,
    async (event) => {
      if (closed) return;
      buffered.push(event);
      wakeReader();
      while (buffered.length >= capacity && !closed) await new Promise<void>((resolve) => (wakeWriter = resolve));
    },
    { batchSize: capacity },
  );

  return {
    async peek(max, signal, waitMs) {
      let waited = false;
      while (buffered.length === 0 && !signal.aborted && !closed && !waited) {
        await new Promise<void>((resolve) => {
          // A plain timer: an AbortSignal.timeout per peek would cost a DOMException with a stack each time it fires.
          const timer = waitMs === undefined ? undefined : setTimeout(() => ((waited = true), wake()), waitMs);
          function wake() {
            clearTimeout(timer);
            signal.removeEventListener('abort', wake);
            resolve();
          }
          wakeReader = wake;
          signal.addEventListener('abort', wake, { once: true });
        });
      }
      return buffered.slice(0, max);
    },
    drop(count) {
      buffered.splice(0, count);
      wakeWriter();
    },
    async close() {
      closed = true;
      wakeWriter();
      wakeReader();
      await subscription.stop();
    },
  };
}
