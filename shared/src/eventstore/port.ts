/**
 * The event store port. Two adapters implement it (PostgreSQL by default, EventStoreDB when
 * EVENTSTORE_URL is set) and both must pass `contract.ts`.
 *
 * Revisions are 0-based in the port whatever the backend. Positions are opaque strings that only
 * the adapter that produced them can compare (`comparePositions`).
 */

export type JsonObject = { [key: string]: unknown };

export interface EventMetadata {
  organizationId: string | null;
  actorId: string | null;
  actorRole: string | null;
  commandId: string;
  correlationId: string;
  /** ISO-8601 instant the command was decided at. */
  at: string;
}

/** An event as a decider emits it, before it is stored. */
export interface NewEvent<Type extends string = string, Data extends JsonObject = JsonObject> {
  /** UUID; derived from the command's `commandId` so a retried command appends nothing new. */
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data extends JsonObject = JsonObject> extends NewEvent<Type, Data> {
  streamId: string;
  revision: number;
  position: Position;
  createdAt: string;
}

export type Position = string;
export const START = 'start' as const;
export type ReadFrom = Position | typeof START;

/** `no_stream`: the stream must not exist. `any`: no check. A number: the stream's last revision. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface AppendResult {
  /** Position of the last event of the append (or of the already stored events on an idempotent retry). */
  position: Position;
  /** The revision the next append to this stream must expect. */
  nextRevision: number;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Wrong expected revision on ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export interface Subscription {
  /** Resolves once the handler has finished its current event and no further events are delivered. */
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Called when the handler throws; the subscription stops at that event (it never skips it). */
  onError?: (error: unknown, event: RecordedEvent) => void;
  batchSize?: number;
}

export interface ReadAllOptions {
  /**
   * The only event types whose data the caller reads (a projector replaying the log: the types it
   * handles). The others' data may be left unprepared: the encrypting store decrypts none of it, and
   * reading it throws.
   */
  typesRead?: readonly string[];
}

/** A data subject's key as `data_keys` holds it (docs/privacy.md, "Cifrado y borrado"): wrapped by the master key. */
export interface DataKeyRow {
  keyId: string;
  subjectKind: string;
  subjectId: string;
  wrappedKey: Buffer;
  masterKeyId: string;
}

/**
 * What `appendStoringKeys` did: appended, with the keys stored by the same statement or not (a
 * retried command's events were found stored instead); or neither, since a subject had a key already.
 */
export type AppendStoringKeysResult = { appended: AppendResult; keysStored: boolean } | { storedKeys: DataKeyRow[] };

export interface EventStore {
  append(streamId: string, events: readonly NewEvent[], options: { expected: ExpectedRevision }): Promise<AppendResult>;
  /**
   * `append`, storing new data subjects' keys in the same statement, so a new ticket or client costs
   * one commit, not two; for an adapter whose database holds `data_keys` (PostgreSQL). When one of
   * those subjects has a key stored already (another process made it meanwhile, or this one had not
   * read it), nothing is stored or appended: the answer is the subjects' stored keys, to seal the
   * events with instead.
   */
  appendStoringKeys?(
    streamId: string,
    events: readonly NewEvent[],
    options: { expected: ExpectedRevision },
    keys: readonly DataKeyRow[],
  ): Promise<AppendStoringKeysResult>;
  /** The whole stream in revision order; an empty list when the stream does not exist. */
  read(streamId: string): Promise<RecordedEvent[]>;
  /** Global order, events strictly after `after`. Never returns an event while an earlier one may still commit. */
  readAll(after: ReadFrom, limit: number, options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catch-up from `after`, then live. The handler is awaited: events arrive one at a time, in order. */
  subscribe(after: ReadFrom, handler: (event: RecordedEvent) => Promise<void>, options?: SubscribeOptions): Subscription;
  /**
   * The position of the last event committed so far (null for an empty store). A reader that has
   * not reached it is not at the end yet, even when `readAll` momentarily answers nothing.
   */
  lastPosition(): Promise<Position | null>;
  /** Negative when a is before b, 0 when equal, positive after. `START` is before everything. */
  comparePositions(a: ReadFrom, b: ReadFrom): number;
  close(): Promise<void>;
}
