import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventExamples } from '@lavado/shared/events/examples';
import { eventIdFor } from '@lavado/shared/eventstore/ids';
import {
  START,
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
  type JsonObject,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from '@lavado/shared/eventstore/port';

/** Bounds every wait for events to arrive; reaching it fails the test, it never passes one. */
const DELIVERY_TIMEOUT_MS = 20_000;
const CONCURRENT_WRITERS = 16;
const CONCURRENT_WRITE_MS = 3_000;
const EVENTS_PER_WRITER_STREAM = 5;

export function newEvent(type: string, data: JsonObject, commandId: string = randomUUID(), index = 0): NewEvent {
  return {
    id: eventIdFor(commandId, index),
    type,
    data,
    metadata: {
      organizationId: '5b6c7d8e-0000-4000-8000-00000000000a',
      actorId: null,
      actorRole: 'SA',
      commandId,
      correlationId: commandId,
      at: '2025-11-21T12:00:00.000Z',
    },
  };
}

/** The events of one command, ids derived from its command id as a real command handler does. */
export function commandEvents(count: number, type = 'ThingHappened', commandId: string = randomUUID()): NewEvent[] {
  return Array.from({ length: count }, (_, index) => newEvent(type, { index }, commandId, index));
}

export function uniqueStream(prefix = 'contract'): string {
  return `${prefix}-${randomUUID()}`;
}

/** A position after which only the calling test's events (and unrelated ones) will appear. */
export async function currentEnd(store: EventStore): Promise<Position> {
  const { position } = await store.append(uniqueStream('marker'), [newEvent('MarkerPlaced', {})], { expected: 'no_stream' });
  return position;
}

/** Collects, in delivery order, the events of streams whose id starts with `streamPrefix`. */
export function collectStreams(store: EventStore, after: Position, streamPrefix: string) {
  const received: RecordedEvent[] = [];
  const subscription = store.subscribe(after, async (event) => {
    if (event.streamId.startsWith(streamPrefix)) received.push(event);
  });
  return {
    received,
    stop: () => subscription.stop(),
    waitForCount: (count: number) =>
      vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(count), { timeout: DELIVERY_TIMEOUT_MS, interval: 50 }),
  };
}

function revisionsByStream(events: readonly RecordedEvent[]): Map<string, number[]> {
  const revisions = new Map<string, number[]>();
  for (const event of events) {
    const streamRevisions = revisions.get(event.streamId) ?? [];
    streamRevisions.push(event.revision);
    revisions.set(event.streamId, streamRevisions);
  }
  return revisions;
}

async function expectRevisionConflict(attempt: Promise<unknown>, actual: number | 'no_stream'): Promise<void> {
  const error = await attempt.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  expect((error as WrongExpectedRevisionError).actual).toBe(actual);
}

/**
 * The behaviour every event store adapter must have. `factory` returns a new store instance on
 * each call, all on the same backing store (a second instance stands for another process).
 */
export function describeEventStoreContract(name: string, factory: () => Promise<EventStore>): void {
  describe(`${name} event store contract`, () => {
    let store: EventStore;
    let otherProcess: EventStore;

    beforeAll(async () => {
      store = await factory();
      otherProcess = await factory();
    });

    afterAll(async () => {
      await store?.close();
      await otherProcess?.close();
    });

    describe('append and read', () => {
      it('round-trips ids, types, data and metadata exactly, in revision order', async () => {
        const streamId = uniqueStream();
        const data = {
          plate: 'ÑANDÚ-12',
          price: 12_500.5,
          zero: 0,
          negative: -3,
          flags: [true, false, null],
          nested: { deeper: { list: [{ a: 1 }, 'texto con "comillas" y \\ barra'], empty: {} } },
          emoji: '🚗💦',
          missing: null,
        };
        const events = [newEvent('TicketCreated', data), newEvent('TicketStarted', { startedAt: '2025-11-21T12:01:00.000Z' })];

        const result = await store.append(streamId, events, { expected: 'no_stream' });
        const stored = await store.read(streamId);

        expect(result.nextRevision).toBe(1);
        expect(stored.map(({ id, type, data: storedData, metadata }) => ({ id, type, data: storedData, metadata }))).toEqual(
          events.map(({ id, type, data: sentData, metadata }) => ({ id, type, data: sentData, metadata })),
        );
        expect(stored.map((event) => [event.streamId, event.revision])).toEqual([
          [streamId, 0],
          [streamId, 1],
        ]);
        expect(stored[1]!.position).toBe(result.position);
        expect(store.comparePositions(stored[0]!.position, stored[1]!.position)).toBeLessThan(0);
        for (const event of stored) expect(new Date(event.createdAt).toISOString()).toBe(event.createdAt);
      });

      it('round-trips a complete example of every event type the product declares, personal values included', async () => {
        const streamId = uniqueStream();
        const commandId = randomUUID();
        const events = Object.values(eventExamples).map((example, index) =>
          newEvent(example.type, example.data as JsonObject, commandId, index),
        );
        const after = await currentEnd(store);

        await store.append(streamId, events, { expected: 'no_stream' });

        const sent = events.map(({ id, type, data }) => ({ id, type, data }));
        expect((await store.read(streamId)).map(({ id, type, data }) => ({ id, type, data }))).toEqual(sent);
        // Events show in the global order once every older transaction on the server has ended.
        await vi.waitFor(
          async () => {
            const everything = await store.readAll(after, 10_000);
            expect(everything.filter((event) => event.streamId === streamId).map(({ id, type, data }) => ({ id, type, data }))).toEqual(
              sent,
            );
          },
          { timeout: DELIVERY_TIMEOUT_MS, interval: 50 },
        );
      });

      it('continues a stream from the revision the previous append returned', async () => {
        const streamId = uniqueStream();
        const first = await store.append(streamId, commandEvents(2), { expected: 'no_stream' });
        const second = await store.append(streamId, commandEvents(1), { expected: first.nextRevision });

        expect(second.nextRevision).toBe(2);
        expect((await store.read(streamId)).map((event) => event.revision)).toEqual([0, 1, 2]);
      });

      it('reads a stream that does not exist as an empty list', async () => {
        expect(await store.read(uniqueStream())).toEqual([]);
      });

      it('treats an empty append as a no-op that reports the stream head', async () => {
        const streamId = uniqueStream();
        const written = await store.append(streamId, commandEvents(2), { expected: 'no_stream' });

        expect(await store.append(streamId, [], { expected: 'any' })).toEqual(written);
        expect(await store.read(streamId)).toHaveLength(2);
      });

      it("appends with 'any' whatever the stream's revision", async () => {
        const streamId = uniqueStream();
        await store.append(streamId, commandEvents(1), { expected: 'any' });
        const result = await store.append(streamId, commandEvents(1), { expected: 'any' });

        expect(result.nextRevision).toBe(1);
      });
    });

    describe('optimistic concurrency', () => {
      it("refuses 'no_stream' on an existing stream and appends nothing", async () => {
        const streamId = uniqueStream();
        await store.append(streamId, commandEvents(1), { expected: 'no_stream' });

        await expectRevisionConflict(store.append(streamId, commandEvents(1), { expected: 'no_stream' }), 0);
        expect(await store.read(streamId)).toHaveLength(1);
      });

      it('refuses a stale numeric revision and appends nothing', async () => {
        const streamId = uniqueStream();
        await store.append(streamId, commandEvents(2), { expected: 'no_stream' });

        await expectRevisionConflict(store.append(streamId, commandEvents(3), { expected: 0 }), 1);
        expect((await store.read(streamId)).map((event) => event.revision)).toEqual([0, 1]);
      });

      it('refuses a numeric revision on a stream that does not exist', async () => {
        const streamId = uniqueStream();

        await expectRevisionConflict(store.append(streamId, commandEvents(1), { expected: 0 }), 'no_stream');
        expect(await store.read(streamId)).toEqual([]);
      });

      it('lets exactly one of two concurrent appends with the same expected revision win', async () => {
        for (let round = 0; round < 10; round++) {
          const streamId = uniqueStream();
          await store.append(streamId, commandEvents(1), { expected: 'no_stream' });
          const contenders: ExpectedRevision[] = [0, 0];
          const commands = contenders.map(() => commandEvents(2));

          const outcomes = await Promise.allSettled(
            commands.map((events, index) =>
              (index === 0 ? store : otherProcess).append(streamId, events, { expected: contenders[index]! }),
            ),
          );

          const winners = outcomes.flatMap((outcome, index) => (outcome.status === 'fulfilled' ? [index] : []));
          const losers = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
          expect(winners).toHaveLength(1);
          expect(losers).toHaveLength(1);
          expect(losers[0]).toBeInstanceOf(WrongExpectedRevisionError);
          const stored = await store.read(streamId);
          expect(stored.slice(1).map((event) => event.id)).toEqual(commands[winners[0]!]!.map((event) => event.id));
        }
      });
    });

    describe('idempotency', () => {
      it('stores a retried command once and answers the retry with success', async () => {
        const streamId = uniqueStream();
        const events = commandEvents(2);

        const first = await store.append(streamId, events, { expected: 'no_stream' });
        const retry = await store.append(streamId, events, { expected: 'no_stream' });

        expect(retry.nextRevision).toBe(first.nextRevision);
        expect((await store.read(streamId)).map((event) => event.id)).toEqual(events.map((event) => event.id));
      });

      it('answers a retry with success after another command has appended to the stream', async () => {
        const streamId = uniqueStream();
        await store.append(streamId, commandEvents(1), { expected: 'no_stream' });
        const retried = commandEvents(1);
        await store.append(streamId, retried, { expected: 0 });
        await store.append(streamId, commandEvents(1), { expected: 1 });

        await expect(store.append(streamId, retried, { expected: 0 })).resolves.toMatchObject({ nextRevision: 1 });
        expect(await store.read(streamId)).toHaveLength(3);
      });
    });

    describe('reading all events', () => {
      it('returns events in global order, honouring the limit and the position to read after', async () => {
        const after = await currentEnd(store);
        const prefix = uniqueStream('all');
        const appended: NewEvent[] = [];
        for (const [index, streamId] of [`${prefix}-a`, `${prefix}-b`, `${prefix}-a`, `${prefix}-b`].entries()) {
          const events = [newEvent('Counted', { index })];
          await store.append(streamId, events, { expected: 'any' });
          appended.push(...events);
        }

        const everything = await vi.waitFor(
          async () => {
            const events = await store.readAll(after, 1_000);
            expect(events.filter((event) => event.streamId.startsWith(prefix))).toHaveLength(appended.length);
            return events;
          },
          { timeout: DELIVERY_TIMEOUT_MS, interval: 50 },
        );

        expect(everything.filter((event) => event.streamId.startsWith(prefix)).map((event) => event.id)).toEqual(
          appended.map((event) => event.id),
        );
        for (let index = 1; index < everything.length; index++) {
          expect(store.comparePositions(everything[index - 1]!.position, everything[index]!.position)).toBeLessThan(0);
        }
        expect(await store.readAll(after, 2)).toEqual(everything.slice(0, 2));
        expect(await store.readAll(everything[1]!.position, 2)).toEqual(everything.slice(2, 4));
      });

      it('orders START before every position', async () => {
        const position = await currentEnd(store);

        expect(store.comparePositions(START, position)).toBeLessThan(0);
        expect(store.comparePositions(position, START)).toBeGreaterThan(0);
        expect(store.comparePositions(position, position)).toBe(0);
        expect(store.comparePositions(START, START)).toBe(0);
        expect((await store.readAll(START, 1)).length).toBe(1);
      });
    });

    describe('subscriptions', () => {
      it('catches up on past events, then delivers new ones live', async () => {
        const after = await currentEnd(store);
        const streamId = uniqueStream();
        await store.append(streamId, commandEvents(3), { expected: 'no_stream' });

        const collector = collectStreams(otherProcess, after, streamId);
        await collector.waitForCount(3);
        await store.append(streamId, commandEvents(2), { expected: 2 });
        await collector.waitForCount(5);
        await collector.stop();

        expect(collector.received.map((event) => event.revision)).toEqual([0, 1, 2, 3, 4]);
      });

      it('stops at an event whose handler fails and delivers it again after a restart from the same position', async () => {
        const after = await currentEnd(store);
        const streamId = uniqueStream();
        const events = commandEvents(3);
        await store.append(streamId, events, { expected: 'no_stream' });
        const attempts: string[] = [];
        const failures: Array<{ error: unknown; eventId: string }> = [];
        let lastHandled: Position = after;

        const failing = store.subscribe(
          after,
          async (event) => {
            if (!event.streamId.startsWith(streamId)) return;
            attempts.push(event.id);
            if (event.revision === 1) throw new Error('projection failed');
            lastHandled = event.position;
          },
          { onError: (error, event) => failures.push({ error, eventId: event.id }) },
        );
        await vi.waitFor(() => expect(failures).toHaveLength(1), { timeout: DELIVERY_TIMEOUT_MS, interval: 50 });
        await failing.stop();

        expect(attempts).toEqual([events[0]!.id, events[1]!.id]);
        expect(failures[0]!.eventId).toBe(events[1]!.id);
        expect(failures[0]!.error).toBeInstanceOf(Error);

        const resumed = collectStreams(store, lastHandled, streamId);
        await resumed.waitForCount(2);
        await resumed.stop();
        expect(resumed.received.map((event) => event.id)).toEqual([events[1]!.id, events[2]!.id]);
      });

      it(`delivers every event of ${CONCURRENT_WRITERS} concurrent writers exactly once, in stream order`, async () => {
        const after = await currentEnd(store);
        const prefix = uniqueStream('load');
        const collector = collectStreams(otherProcess, after, prefix);
        const appendedIds = new Set<string>();
        const deadline = Date.now() + CONCURRENT_WRITE_MS;

        async function writer(writerIndex: number): Promise<void> {
          for (let streamNumber = 0; Date.now() < deadline; streamNumber++) {
            const streamId = `${prefix}-w${writerIndex}-s${streamNumber}`;
            let expected: ExpectedRevision = 'no_stream';
            for (let count = 0; count < EVENTS_PER_WRITER_STREAM && Date.now() < deadline; count++) {
              const events = [newEvent('Loaded', { writerIndex, streamNumber, count })];
              expected = (await store.append(streamId, events, { expected })).nextRevision;
              appendedIds.add(events[0]!.id);
            }
          }
        }
        await Promise.all(Array.from({ length: CONCURRENT_WRITERS }, (_, index) => writer(index)));
        await collector.waitForCount(appendedIds.size);
        await collector.stop();

        const receivedIds = new Set(collector.received.map((event) => event.id));
        expect(appendedIds.size).toBeGreaterThan(CONCURRENT_WRITERS * EVENTS_PER_WRITER_STREAM);
        expect(receivedIds.size, 'duplicated deliveries').toBe(collector.received.length);
        expect(
          [...appendedIds].filter((id) => !receivedIds.has(id)),
          'missing deliveries',
        ).toEqual([]);
        expect(collector.received).toHaveLength(appendedIds.size);
        for (const [streamId, revisions] of revisionsByStream(collector.received)) {
          expect(revisions, streamId).toEqual(revisions.map((_, index) => index));
        }
      });
    });
  });
}
