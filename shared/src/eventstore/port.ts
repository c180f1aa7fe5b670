/**
 * The event store port. Two adapters implement it (PostgreSQL by default, EventStoreDB when
 * EVENTSTORE_URL is set) and both must pass `contract.ts`.
 *
 * Revisions are 0-based in the port whatever the backend. Positions are opaque strings that only
 * the adapter that produced them can compare (`comparePositions`).
 */

import type { PoolClient } from '../db/pool';

export type JsonObject = { [key: string]: unknown };

export interface EventMetadata {
  organizationId: string | null;
  actorId: string | null;
  actorRole: string | null;
  commandId: string;
  correlationId: string;
  /** ISO-8601 instant the command was decided at. */
  at: string;
  /**
   * The projectors that applied the event in the transaction that stored it (`InlineProjection`);
   * their runners pass it by, and only a rebuild applies it again.
   */
  appliedInline?: readonly string[];
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
  /** The projectors that applied these events in the append's transaction (none on a retry or without `inline`). */
  appliedInline?: readonly string[];
}

/**
 * Read models an append applies in its own transaction (docs/architecture.md, "Read models in the
 * command's transaction"): the events and those read models' rows commit together, or neither does.
 * Only an adapter whose database holds the read models (PostgreSQL) can; another ignores it.
 */
export interface InlineProjection {
  /**
   * Inside the append's transaction, before its statement: the projectors that apply these events
   * now (`apply`, written on their metadata; none when a rebuild holds one of them, and the runners
   * then apply the events as any others), or the position their runners must pass first (`behind`:
   * an event stored for them waits there, and they must take it before any later one).
   */
  prepare(client: PoolClient, events: readonly NewEvent[]): Promise<{ apply: readonly string[] } | { behind: Position }>;
  /** Outside any transaction, after `behind`: true once those runners passed `position`, false when they did not within a wait. */
  caughtUp(position: Position): Promise<boolean>;
  /**
   * Inside the transaction, after the statement: applies the stored events (their data as decided)
   * with those projectors. A throw rolls the append back: the event is refused, not stored.
   */
  apply(client: PoolClient, events: readonly RecordedEvent[], projectors: readonly string[]): Promise<void>;
}

export interface AppendOptions {
  expected: ExpectedRevision;
  inline?: InlineProjection;
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

/**
 * A read model applied in the append's transaction could not apply one of its events: the append
 * was rolled back and nothing stored. Only the projector, the event's type and the database's error
 * code are kept: a database message may quote stored values.
 */
export class InlineProjectionError extends Error {
  constructor(
    readonly projector: string,
    readonly eventType: string,
    readonly code: string | undefined,
  ) {
    super(`Projector ${projector} cannot apply a ${eventType} event${code ? ` (database error ${code})` : ''}: the append was refused`);
    this.name = 'InlineProjectionError';
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
  append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult>;
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
    options: AppendOptions,
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
