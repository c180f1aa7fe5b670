import { describe, expect, it } from 'vitest';
import type { EventStore, ReadFrom, RecordedEvent } from '@lavado/shared/eventstore/port';
import { openEventFeed } from './event-feed';

function recordedEvent(sequence: number): RecordedEvent {
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'Tested',
    data: { sequence },
    metadata: { organizationId: null, actorId: null, actorRole: null, commandId: 'c', correlationId: 'c', at: '2026-01-01T00:00:00.000Z' },
    streamId: 'test-1',
    revision: sequence,
    position: String(sequence),
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A subscription the test drives by hand: `deliver` plays the store calling the handler. */
function manualStore() {
  let handler: ((event: RecordedEvent) => Promise<void>) | undefined;
  const subscribedFrom: ReadFrom[] = [];
  let stopped = false;
  const store: Pick<EventStore, 'subscribe'> = {
    subscribe(after, eventHandler) {
      subscribedFrom.push(after);
      handler = eventHandler;
      return {
        stop: async () => {
          stopped = true;
        },
      };
    },
  };
  return {
    store,
    subscribedFrom,
    isStopped: () => stopped,
    deliver(event: RecordedEvent): Promise<void> {
      if (!handler) throw new Error('not subscribed');
      return handler(event);
    },
  };
}

const settledWithin = async (promise: Promise<unknown>): Promise<boolean> => {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
  return settled;
};

describe('openEventFeed', () => {
  it('subscribes after the given position and hands out the oldest events first, up to the limit', async () => {
    const manual = manualStore();
    const feed = openEventFeed(manual.store, '41', 10);
    for (const sequence of [42, 43, 44]) await manual.deliver(recordedEvent(sequence));

    expect(manual.subscribedFrom).toEqual(['41']);
    expect((await feed.peek(2, new AbortController().signal)).map((event) => event.position)).toEqual(['42', '43']);
    feed.drop(2);
    expect((await feed.peek(2, new AbortController().signal)).map((event) => event.position)).toEqual(['44']);
  });

  it('waits for an event when empty', async () => {
    const manual = manualStore();
    const feed = openEventFeed(manual.store, 'start', 10);
    const peeked = feed.peek(5, new AbortController().signal);
    expect(await settledWithin(peeked)).toBe(false);

    await manual.deliver(recordedEvent(1));
    expect((await peeked).map((event) => event.position)).toEqual(['1']);
  });

  it('holds the subscription back while the buffer is full', async () => {
    const manual = manualStore();
    const feed = openEventFeed(manual.store, 'start', 2);
    await manual.deliver(recordedEvent(1));
    const second = manual.deliver(recordedEvent(2));
    expect(await settledWithin(second)).toBe(false);

    feed.drop(1);
    expect(await settledWithin(second)).toBe(true);
  });

  it('returns nothing once its signal aborts', async () => {
    const manual = manualStore();
    const feed = openEventFeed(manual.store, 'start', 10);
    const controller = new AbortController();
    const peeked = feed.peek(5, controller.signal);
    controller.abort();
    expect(await peeked).toEqual([]);
  });

  it('returns nothing once its wait is over, and an event that came first', async () => {
    const manual = manualStore();
    const feed = openEventFeed(manual.store, 'start', 10);
    expect(await feed.peek(5, new AbortController().signal, 20)).toEqual([]);

    const peeked = feed.peek(5, new AbortController().signal, 60_000);
    await manual.deliver(recordedEvent(1));
    expect((await peeked).map((event) => event.position)).toEqual(['1']);
  });

  it('on close releases a held-back delivery and stops the subscription', async () => {
    const manual = manualStore();
    const feed = openEventFeed(manual.store, 'start', 1);
    const held = manual.deliver(recordedEvent(1));
    expect(await settledWithin(held)).toBe(false);

    await feed.close();
    expect(await settledWithin(held)).toBe(true);
    expect(manual.isStopped()).toBe(true);
  });
});
