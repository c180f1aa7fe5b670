import { setTimeout as sleep } from 'node:timers/promises';
import { hasPersonalFields } from '../events/catalog';
import { decryptedData, encryptedValuesOf, encryptPersonalValues, type EncryptedLocation } from '../privacy/encrypted-event';
import type { DataKeys, StoredKey } from '../privacy/data-keys';
import type { AppendOptions, AppendResult, EventStore, JsonObject, NewEvent, RecordedEvent } from './port';

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
    const encryptedValues: (readonly EncryptedLocation[] | undefined)[] = [];
    const keyIds = new Set<string>();
    for (const event of events) {
      const values = read && !read.has(event.type) ? undefined : encryptedValuesOf(event);
      encryptedValues.push(values);
      for (const { value } of values ?? []) keyIds.add(value.keyId);
    }
    const found = keyIds.size === 0 ? NO_KEYS : await keys.keysById(keyIds);
    const readable: RecordedEvent[] = [];
    for (let index = 0; index < events.length; index++) {
      const event = events[index]!;
      const values = encryptedValues[index];
      if (!values) readable.push(hasPersonalFields(event.type) ? new DecryptedOnRead(event, undefined, NO_KEYS) : event);
      else readable.push(values.length === 0 ? event : new DecryptedOnRead(event, values, found));
    }
    return readable;
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
    options: AppendOptions,
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
      const plainToReadModels = applyingAsDecided(options, events);
      if (inner.appendStoringKeys) return appendStoringNewKeys(inner.appendStoringKeys, streamId, events, plainToReadModels);
      return inner.append(streamId, await Promise.all(events.map(encrypted)), plainToReadModels);
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

function withData(event: NewEvent, { data }: { data: JsonObject }): NewEvent {
  return data === event.data ? event : { ...event, data };
}

/**
 * The stored event, whose `data` is decrypted on first read and kept: an own, enumerable field, so
 * that spreading or serializing the event reads it. A class whose `data` accessor is shared by every
 * instance: a rebuild makes one per event, and a closure made per event costs its allocation and,
 * under `tsx`, a call that names it.
 */
class DecryptedOnRead implements RecordedEvent {
  readonly id: string;
  readonly type: string;
  declare readonly data: JsonObject;
  readonly metadata: RecordedEvent['metadata'];
  readonly streamId: string;
  readonly revision: RecordedEvent['revision'];
  readonly position: RecordedEvent['position'];
  readonly createdAt: RecordedEvent['createdAt'];
  readonly #stored: RecordedEvent;
  readonly #encrypted: readonly EncryptedLocation[] | undefined;
  readonly #keys: ReadonlyMap<string, StoredKey | null>;
  #decrypted: JsonObject | undefined;

  static readonly #dataField: PropertyDescriptor = {
    get(this: DecryptedOnRead) {
      return this.#read();
    },
    enumerable: true,
    configurable: false,
  };

  /** `encrypted` undefined: the reader said it would not read this event's data (`typesRead`). */
  constructor(stored: RecordedEvent, encrypted: readonly EncryptedLocation[] | undefined, keys: ReadonlyMap<string, StoredKey | null>) {
    this.id = stored.id;
    this.type = stored.type;
    Object.defineProperty(this, 'data', DecryptedOnRead.#dataField);
    this.metadata = stored.metadata;
    this.streamId = stored.streamId;
    this.revision = stored.revision;
    this.position = stored.position;
    this.createdAt = stored.createdAt;
    this.#stored = stored;
    this.#encrypted = encrypted;
    this.#keys = keys;
  }

  #read(): JsonObject {
    // Reading it anyway is a bug, not a leak of ciphertext.
    if (!this.#encrypted)
      throw new Error(`The data of ${this.type} ${this.id} was not read: its type is not among the types the reader asked for`);
    return (this.#decrypted ??= decryptedData(this.#stored, this.#encrypted, this.#keys));
  }
}

const NO_KEYS: ReadonlyMap<string, StoredKey | null> = new Map();

/**
 * Read models applied in the append's transaction get the events as decided, in plain, like every
 * reader of the store: the sealed form is only what the log keeps.
 */
function applyingAsDecided(options: AppendOptions, events: readonly NewEvent[]): AppendOptions {
  const { inline } = options;
  if (!inline) return options;
  return {
    ...options,
    inline: {
      prepare: (client) => inline.prepare(client, events),
      caughtUp: (position) => inline.caughtUp(position),
      apply: (client, stored, projectors) =>
        inline.apply(
          client,
          stored.map((event, index) => ({ ...event, data: events[index]!.data })),
          projectors,
        ),
    },
  };
}
