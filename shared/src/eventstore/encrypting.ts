import { setTimeout as sleep } from 'node:timers/promises';
import type { DataKeys } from '../privacy/data-keys';
import { hasPersonalFields } from '../events/catalog';
import { decryptedData, encryptedValuesOf, encryptPersonalValues } from '../privacy/encrypted-event';
import type { AppendResult, EventStore, ExpectedRevision, JsonObject, NewEvent, RecordedEvent } from './port';

/**
 * The event store with every personal value encrypted at rest (docs/privacy.md, "Cifrado y borrado"):
 * on append each value the event catalogue marks personal is replaced by its encryption with its data
 * subject's key; every read gives it back in plain, or in its erased form once the subject's key is
 * erased. Values stored in plain before encryption existed are read as they are.
 *
 * An event's personal values are decrypted when its data is first read, with the keys fetched for
 * the whole batch beforehand; a projector replaying the log names the types it handles
 * (`typesRead`), and the keys of the others' values are not even fetched.
 */
/** As often as a subscriber's safety poll (postgres.ts). */
const KEYS_RETRY_MS = 1_000;

export function createEncryptingEventStore(inner: EventStore, keys: DataKeys): EventStore {
  async function encrypted(event: NewEvent): Promise<NewEvent> {
    return withData(event, await encryptPersonalValues(event, keys));
  }

  async function readable(events: RecordedEvent[], typesRead?: readonly string[]): Promise<RecordedEvent[]> {
    const read = typesRead && new Set(typesRead);
    const encryptedValues = events.map((event) => (read && !read.has(event.type) ? [] : encryptedValuesOf(event)));
    const keyIds = new Set(encryptedValues.flatMap((values) => values.map(({ value }) => value.keyId)));
    const found = keyIds.size === 0 ? new Map() : await keys.keysById(keyIds);
    return events.map((event, index) => {
      if (read && !read.has(event.type)) return hasPersonalFields(event.type) ? unread(event) : event;
      const values = encryptedValues[index]!;
      return values.length === 0 ? event : decryptedOnRead(event, () => decryptedData(event, values, found));
    });
  }

  // Subscribers at one position are handed the same stored events (postgres.ts reads once for all of
  // them), and so share each event's decryption too.
  const readableByStored = new WeakMap<RecordedEvent, Promise<RecordedEvent>>();
  function readableOne(event: RecordedEvent): Promise<RecordedEvent> {
    let reading = readableByStored.get(event);
    if (!reading) {
      reading = readable([event]).then(([one]) => one!);
      reading.catch(() => readableByStored.delete(event));
      readableByStored.set(event, reading);
    }
    return reading;
  }

  /**
   * The keys of a delivered event are fetched again until they come (the database restarts, fails
   * over): the subscription must neither skip the event nor stop at it, as it does not stop when
   * the store itself cannot be read.
   */
  async function readableWhenKeysCome(event: RecordedEvent, stopping: AbortSignal): Promise<RecordedEvent | undefined> {
    for (;;) {
      try {
        return await readableOne(event);
      } catch {
        await sleep(KEYS_RETRY_MS, undefined, { signal: stopping }).catch(() => undefined);
        if (stopping.aborted) return undefined;
      }
    }
  }

  /**
   * Seals with each subject's known key, or a new one the append stores in its own statement. A
   * subject with a key stored already (made elsewhere meanwhile, or not read here yet) makes that
   * statement append nothing: its keys are then known, and the events are sealed again with them.
   */
  async function appendStoringNewKeys(
    appendStoringKeys: NonNullable<EventStore['appendStoringKeys']>,
    streamId: string,
    events: readonly NewEvent[],
    options: { expected: ExpectedRevision },
  ): Promise<AppendResult> {
    const appendKeys = keys.forAppend();
    const sealed = await Promise.all(events.map(async (event) => withData(event, await encryptPersonalValues(event, appendKeys))));
    const newKeys = appendKeys.unstored();
    if (newKeys.length === 0) return inner.append(streamId, sealed, options);
    const result = await appendStoringKeys(streamId, sealed, options, newKeys);
    if ('appended' in result) {
      // Keys a rolled-back statement did not store must never seal another value.
      if (result.keysStored) appendKeys.stored();
      return result.appended;
    }
    keys.remember(result.storedKeys);
    return inner.append(streamId, await Promise.all(events.map(encrypted)), options);
  }

  return {
    async append(streamId, events, options) {
      if (inner.appendStoringKeys) return appendStoringNewKeys(inner.appendStoringKeys, streamId, events, options);
      return inner.append(streamId, await Promise.all(events.map(encrypted)), options);
    },
    async read(streamId) {
      return readable(await inner.read(streamId));
    },
    async readAll(after, limit, options) {
      return readable(await inner.readAll(after, limit), options?.typesRead);
    },
    subscribe(after, handler, options) {
      const stopping = new AbortController();
      const subscription = inner.subscribe(
        after,
        async (event) => {
          const readableEvent = await readableWhenKeysCome(event, stopping.signal);
          if (readableEvent) await handler(readableEvent);
        },
        // A failing handler is reported with the event as stored: what is logged about it holds no personal value.
        options,
      );
      return {
        async stop() {
          stopping.abort();
          await subscription.stop();
        },
      };
    },
    lastPosition: () => inner.lastPosition(),
    comparePositions: (a, b) => inner.comparePositions(a, b),
    close: () => inner.close(),
  };
}

/** An event the reader said it would not read the data of (`typesRead`): reading it anyway is a bug, not a leak of ciphertext. */
function unread(stored: RecordedEvent): RecordedEvent {
  return decryptedOnRead(stored, () => {
    throw new Error(`The data of ${stored.type} ${stored.id} was not read: its type is not among the types the reader asked for`);
  });
}

function withData(event: NewEvent, { data }: { data: JsonObject }): NewEvent {
  return data === event.data ? event : { ...event, data };
}

/** The stored event, whose `data` is decrypted on first read and kept. */
function decryptedOnRead(stored: RecordedEvent, decrypt: () => JsonObject): RecordedEvent {
  let data: JsonObject | undefined;
  return {
    id: stored.id,
    type: stored.type,
    get data() {
      return (data ??= decrypt());
    },
    metadata: stored.metadata,
    streamId: stored.streamId,
    revision: stored.revision,
    position: stored.position,
    createdAt: stored.createdAt,
  };
}
