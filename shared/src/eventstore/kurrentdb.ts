import {
  ANY,
  BACKWARDS,
  END,
  KurrentDBClient,
  NO_STREAM,
  START as KURRENT_START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamRecordedEvent,
  type AppendStreamState,
  type ReadPosition,
  type RecordedEvent as KurrentRecordedEvent,
} from '@kurrent/kurrentdb-client';
import {
  START,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type JsonObject,
  type NewEvent,
  type Position,
  type ReadFrom,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './port';
import { createBackoff } from '../timing/backoff';
import { pause } from '../timing/pause';

export interface KurrentDbEventStoreOptions {
  /** `esdb://` or `kurrentdb://` connection string. */
  connectionString: string;
}

const NO_STREAM_REVISION = -1;
const RESUBSCRIBE_BACKOFF = { firstDelayMs: 100, maxDelayMs: 5_000 };

// ---------------------------------------------------------------------------------------------
// Positions: "<commit>:<prepare>" of the transaction log, compared as a (bigint, bigint) tuple.

const POSITION_PATTERN = /^(\d+):(\d+)$/;

interface LogPosition {
  commit: bigint;
  prepare: bigint;
}

function formatPosition(position: LogPosition): Position {
  return `${position.commit}:${position.prepare}`;
}

function parsePosition(position: Position): LogPosition {
  const match = POSITION_PATTERN.exec(position);
  if (!match) throw new TypeError(`Not an EventStoreDB position: "${position}"`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

function toReadPosition(from: ReadFrom): ReadPosition {
  return from === START ? KURRENT_START : parsePosition(from);
}

export function compareKurrentPositions(a: ReadFrom, b: ReadFrom): number {
  if (a === START || b === START) return a === b ? 0 : a === START ? -1 : 1;
  const left = parsePosition(a);
  const right = parsePosition(b);
  return compareBigInts(left.commit, right.commit) || compareBigInts(left.prepare, right.prepare);
}

function compareBigInts(a: bigint, b: bigint): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

// ---------------------------------------------------------------------------------------------
// Mapping between the port and the client.

function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (typeof expected === 'number') {
    if (!Number.isSafeInteger(expected) || expected < NO_STREAM_REVISION) throw new RangeError(`Invalid expected revision ${expected}`);
    return expected === NO_STREAM_REVISION ? NO_STREAM : BigInt(expected);
  }
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'any':
      return ANY;
    default: {
      const unknown: never = expected;
      throw new TypeError(`Unknown expected revision ${String(unknown)}`);
    }
  }
}

function toEventData(event: NewEvent) {
  // The spread turns the metadata interface into the plain record type the client accepts.
  return jsonEvent({ id: event.id, type: event.type, data: event.data, metadata: { ...event.metadata } });
}

/** System streams and events (`$`-prefixed) are the server's bookkeeping, not ours. */
function isSystemEvent(event: KurrentRecordedEvent): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

function toRecordedEvent(event: KurrentRecordedEvent | AllStreamRecordedEvent): RecordedEvent {
  if (!event.position) throw new Error('EventStoreDB did not return event positions: a server from 22.6 on is required');
  if (!isJsonObject(event.data) || !isJsonObject(event.metadata)) {
    throw new TypeError(`Event ${event.id} in ${event.streamId} is not a JSON event with JSON metadata`);
  }
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: formatPosition(event.position),
    createdAt: event.created.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// The adapter. Idempotency of a retried append (same event ids) is the server's own.

export function createKurrentDbEventStore(options: KurrentDbEventStoreOptions): EventStore {
  const client = KurrentDBClient.connectionString(options.connectionString);
  const subscriptions = new Set<Subscription>();

  async function read(streamId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(streamId)) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async function streamHead(streamId: string): Promise<AppendResult> {
    const last = (await read(streamId)).at(-1);
    return last ? { position: last.position, nextRevision: last.revision } : { position: START, nextRevision: NO_STREAM_REVISION };
  }

  async function append(
    streamId: string,
    events: readonly NewEvent[],
    { expected }: { expected: ExpectedRevision },
  ): Promise<AppendResult> {
    if (events.length === 0) return streamHead(streamId);
    try {
      const result = await client.appendToStream(streamId, events.map(toEventData), { streamState: toStreamState(expected) });
      if (!result.position) throw new Error('EventStoreDB did not return the append position: a server from 22.6 on is required');
      return { position: formatPosition(result.position), nextRevision: Number(result.nextExpectedRevision) };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      throw new WrongExpectedRevisionError(streamId, expected, error.actualState === NO_STREAM ? 'no_stream' : Number(error.actualState));
    }
  }

  async function readAll(after: ReadFrom, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (limit <= 0) return events;
    // Reading from a position may include the event at that position: ask for one more.
    const reading = client.readAll({ fromPosition: toReadPosition(after), maxCount: limit + 1, filter: excludeSystemEvents() });
    for await (const resolved of reading) {
      if (!resolved.event || isSystemEvent(resolved.event)) continue;
      const event = toRecordedEvent(resolved.event);
      if (compareKurrentPositions(event.position, after) <= 0) continue;
      events.push(event);
      if (events.length === limit) break;
    }
    return events;
  }

  function subscribe(
    after: ReadFrom,
    handler: (event: RecordedEvent) => Promise<void>,
    subscribeOptions: SubscribeOptions = {},
  ): Subscription {
    const stopping = new AbortController();
    let current: { unsubscribe(): Promise<void> } | undefined;
    let position = after;

    /** Delivers events until the stream ends; `halted` when the handler failed on one. */
    async function deliverFrom(from: ReadFrom): Promise<'ended' | 'halted'> {
      const subscription = client.subscribeToAll({ fromPosition: toReadPosition(from), filter: excludeSystemEvents() });
      current = subscription;
      try {
        for await (const resolved of subscription) {
          if (stopping.signal.aborted) return 'ended';
          if (!resolved.event || isSystemEvent(resolved.event)) continue;
          const event = toRecordedEvent(resolved.event);
          if (compareKurrentPositions(event.position, position) <= 0) continue;
          try {
            await handler(event);
          } catch (error) {
            subscribeOptions.onError?.(error, event);
            return 'halted';
          }
          position = event.position;
        }
        return 'ended';
      } finally {
        await subscription.unsubscribe().catch(() => undefined);
      }
    }

    const finished = (async () => {
      const backoff = createBackoff(RESUBSCRIBE_BACKOFF);
      while (!stopping.signal.aborted) {
        try {
          if ((await deliverFrom(position)) === 'halted') return;
          backoff.succeeded();
        } catch {
          // Connection lost or server restarted: resume after the last handled event.
          await pause(backoff.failed(), stopping.signal);
        }
      }
    })();

    const subscription: Subscription = {
      stop: async () => {
        stopping.abort();
        await current?.unsubscribe().catch(() => undefined);
        await finished;
        subscriptions.delete(subscription);
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  return {
    append,
    read,
    readAll,
    async lastPosition() {
      for await (const resolved of client.readAll({
        direction: BACKWARDS,
        fromPosition: END,
        maxCount: 1,
        filter: excludeSystemEvents(),
      })) {
        if (resolved.event && !isSystemEvent(resolved.event)) return toRecordedEvent(resolved.event).position;
      }
      return null;
    },
    subscribe,
    comparePositions: compareKurrentPositions,
    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
      await client.dispose();
    },
  };
}
