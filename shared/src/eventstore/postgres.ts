import pg from 'pg';
import { isTransientConflict } from '../db/availability';
import { listenForNotifications, type NotificationListener } from '../db/listen';
import { createPool, inTransactionCommittingIf, rowTypes, type Pool } from '../db/pool';
import { throttle } from '../timing/throttle';
import {
  START,
  WrongExpectedRevisionError,
  type AppendOptions,
  type AppendResult,
  type AppendStoringKeysResult,
  type InlineProjection,
  type DataKeyRow,
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

/** Channel the adapter NOTIFYs after an append has committed; subscribers LISTEN on it. */
export const EVENTS_APPENDED_CHANNEL = 'events_appended';

export interface PostgresEventStoreOptions {
  databaseUrl: string;
  /** Shared with the caller (who then ends it); otherwise the adapter creates and ends its own. */
  pool?: Pool;
  /** How often a subscriber reads even without a notification: the safety net for a lost NOTIFY. */
  safetyPollMs?: number;
}

const DEFAULT_SAFETY_POLL_MS = 1_000;
const DEFAULT_BATCH_SIZE = 500;
/** `any` appends that lose a race for the next revision simply try again on the new head. */
const ANY_APPEND_ATTEMPTS = 5;
/** How often an append applying read models waits for their runners to catch up before it leaves its events to them. */
const INLINE_CATCH_UP_WAITS = 2;
/** Appends finishing this soon after a NOTIFY wait for the next one instead of sending their own. */
const NOTIFY_INTERVAL_MS = 10;
const NO_STREAM_REVISION = -1;

// ---------------------------------------------------------------------------------------------
// Positions: "<transaction_id>:<global_position>", compared as a (bigint, bigint) tuple.

const POSITION_PATTERN = /^(\d+):(\d+)$/;

export function formatPosition(transactionId: string, globalPosition: number): Position {
  return `${transactionId}:${globalPosition}`;
}

function parsePosition(position: ReadFrom): { transactionId: string; globalPosition: string } {
  if (position === START) return { transactionId: '0', globalPosition: '0' };
  const match = POSITION_PATTERN.exec(position);
  if (!match) throw new TypeError(`Not a PostgreSQL event store position: "${position}"`);
  return { transactionId: match[1]!, globalPosition: match[2]! };
}

export function comparePostgresPositions(a: ReadFrom, b: ReadFrom): number {
  const left = parsePosition(a);
  const right = parsePosition(b);
  return compareBigInts(left.transactionId, right.transactionId) || compareBigInts(left.globalPosition, right.globalPosition);
}

function compareBigInts(a: string, b: string): number {
  const difference = BigInt(a) - BigInt(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

// ---------------------------------------------------------------------------------------------
// Append: one statement. The stream head is checked against the expected revision and every event
// inserted at the following revisions. It is all or nothing: an event id that is already stored
// fails the whole statement on its unique index, and the caller then tells a retried command
// (every id stored) from a conflict. `on conflict (event_id) do nothing` would instead store the
// other events of a partly stored append after a gap in the stream's revisions.

const HEAD_REVISION = `(select coalesce(max(stream_revision), ${NO_STREAM_REVISION}) as revision from events where stream_id = $1) as head`;
const EXPECTED_HEAD = '$2::bigint is null or head.revision = $2::bigint';
const APPENDED_COLUMNS = 'transaction_id::text as transaction_id_text, global_position, stream_revision, created_at';

// Most commands append one event: plain parameters, no arrays to build, escape and unnest.
const APPEND_ONE_SQL = `
insert into events (stream_id, stream_revision, event_id, type, data, metadata)
select $1, head.revision + 1, $3::uuid, $4::text, $5::jsonb, $6::jsonb
  from ${HEAD_REVISION}
 where ${EXPECTED_HEAD}
returning ${APPENDED_COLUMNS}`;

const APPEND_MANY_SQL = `
insert into events (stream_id, stream_revision, event_id, type, data, metadata)
select $1, head.revision + new.ordinality, new.event_id, new.type, new.data, new.metadata
  from ${HEAD_REVISION},
       unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) with ordinality as new(event_id, type, data, metadata, ordinality)
 where ${EXPECTED_HEAD}
returning ${APPENDED_COLUMNS}`;

// A new data subject's key is stored by the append that first seals a value with it. The events
// go in only if every key did (the count of keys inserted): when a subject has a key already, the
// statement appends nothing and answers that subject's stored keys in one row instead, read in the
// statement's snapshot (a key committed after it is not there: the caller then asks for the keys).
// An append refused for its expected revision still stores the keys, which harms nothing: they are
// found stored next time.
const APPEND_STORING_KEYS_SQL = `
with stored_key as (
  insert into data_keys (key_id, subject_kind, subject_id, wrapped_key, master_key_id)
  select * from unnest($7::uuid[], $8::text[], $9::text[], $10::bytea[], $11::text[])
  on conflict do nothing
  returning key_id
),
appended as (
  insert into events (stream_id, stream_revision, event_id, type, data, metadata)
  select $1, head.revision + new.ordinality, new.event_id, new.type, new.data, new.metadata
    from ${HEAD_REVISION},
         unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) with ordinality as new(event_id, type, data, metadata, ordinality)
   where (${EXPECTED_HEAD}) and (select count(*) from stored_key) = cardinality($7::uuid[])
  returning transaction_id, global_position, stream_revision, created_at
)
select transaction_id::text as transaction_id_text, global_position, stream_revision, created_at, null::jsonb as stored_keys from appended
union all
select null, null, null, null, coalesce(jsonb_agg(jsonb_build_object(
         'keyId', stored.key_id, 'subjectKind', stored.subject_kind, 'subjectId', stored.subject_id,
         'wrappedKey', encode(stored.wrapped_key, 'base64'), 'masterKeyId', stored.master_key_id))
         filter (where stored.key_id is not null), '[]'::jsonb)
  from (select 1) as one
  left join data_keys stored on (stored.subject_kind, stored.subject_id) in (select * from unnest($8::text[], $9::text[]))
having (select count(*) from stored_key) < cardinality($7::uuid[])`;

interface AppendedRow {
  transaction_id_text: string;
  global_position: number;
  stream_revision: number;
  created_at: Date;
}

/** The statement returns a row per event, all of one transaction: the append ends at the highest position and revision. */
function lastOfAppend(rows: readonly AppendedRow[]): AppendedRow | undefined {
  if (rows.length <= 1) return rows[0];
  return {
    transaction_id_text: rows[0]!.transaction_id_text,
    global_position: Math.max(...rows.map((row) => row.global_position)),
    stream_revision: Math.max(...rows.map((row) => row.stream_revision)),
    created_at: rows[0]!.created_at,
  };
}

/**
 * The append statement, exported so that a test can run it inside a transaction it holds open.
 * It inserts nothing (no row returned) when the expected revision does not match, and fails with a
 * unique violation when an event id is stored already or another writer took the next revision.
 */
export function appendQuery(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): pg.QueryConfig {
  const revision = expectedRevisionParameter(expected);
  if (events.length === 1) {
    const [event] = events as [NewEvent];
    return {
      name: 'lavado_events_append_one',
      text: APPEND_ONE_SQL,
      types: rowTypes,
      values: [streamId, revision, event.id, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)],
    };
  }
  return {
    name: 'lavado_events_append_many',
    text: APPEND_MANY_SQL,
    types: rowTypes,
    values: [
      streamId,
      revision,
      events.map((event) => event.id),
      events.map((event) => event.type),
      events.map((event) => JSON.stringify(event.data)),
      events.map((event) => JSON.stringify(event.metadata)),
    ],
  };
}

function appendStoringKeysQuery(
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
  keys: readonly DataKeyRow[],
): pg.QueryConfig {
  return {
    name: 'lavado_events_append_storing_keys',
    text: APPEND_STORING_KEYS_SQL,
    types: rowTypes,
    values: [
      streamId,
      expectedRevisionParameter(expected),
      events.map((event) => event.id),
      events.map((event) => event.type),
      events.map((event) => JSON.stringify(event.data)),
      events.map((event) => JSON.stringify(event.metadata)),
      keys.map((key) => key.keyId),
      keys.map((key) => key.subjectKind),
      keys.map((key) => key.subjectId),
      keys.map((key) => key.wrappedKey),
      keys.map((key) => key.masterKeyId),
    ],
  };
}

interface StoredKeyJson {
  keyId: string;
  subjectKind: string;
  subjectId: string;
  wrappedKey: string;
  masterKeyId: string;
}

/** `null` disables the check; -1 is the head of a stream that does not exist. */
function expectedRevisionParameter(expected: ExpectedRevision): number | null {
  if (typeof expected === 'number') {
    if (!Number.isSafeInteger(expected) || expected < NO_STREAM_REVISION) throw new RangeError(`Invalid expected revision ${expected}`);
    return expected;
  }
  switch (expected) {
    case 'no_stream':
      return NO_STREAM_REVISION;
    case 'any':
      return null;
    default: {
      const unknown: never = expected;
      throw new TypeError(`Unknown expected revision ${String(unknown)}`);
    }
  }
}

function assertDistinctIds(streamId: string, events: readonly NewEvent[]): void {
  if (new Set(events.map((event) => event.id)).size !== events.length) {
    throw new TypeError(`Duplicate event ids in one append to ${streamId}`);
  }
}

const REJECTED_APPEND_SQL = `
select (select max(stream_revision) from events where stream_id = $1) as head_revision,
       (select count(*) from events where event_id = any($2::uuid[])) as stored_count,
       stored.transaction_id::text as transaction_id_text, stored.global_position, stored.stream_revision
  from (select) as one
  left join lateral (
    select transaction_id, global_position, stream_revision from events
     where event_id = any($2::uuid[])
     order by transaction_id desc, global_position desc
     limit 1
  ) as stored on true`;

interface RejectedAppendRow {
  head_revision: number | null;
  stored_count: number;
  transaction_id_text: string | null;
  global_position: number | null;
  stream_revision: number | null;
}

/** The unique constraint an insert violated: `events_pkey` (revision taken) or `events_event_id_key`. */
function violatedUniqueConstraint(error: unknown): string | undefined {
  return error instanceof pg.DatabaseError && error.code === '23505' ? error.constraint : undefined;
}

function withAppliedInline(event: NewEvent, projectors: readonly string[]): NewEvent {
  return { ...event, metadata: { ...event.metadata, appliedInline: projectors } };
}

function recordedAs(event: NewEvent, streamId: string, row: AppendedRow): RecordedEvent {
  return {
    ...event,
    streamId,
    revision: row.stream_revision,
    position: formatPosition(row.transaction_id_text, row.global_position),
    createdAt: row.created_at.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Reading.

// The xid8 goes out as text under another name: ORDER BY prefers an output column of the same name,
// and ordering xids as text puts 10000 before 9999.
const EVENT_COLUMNS = `transaction_id::text as transaction_id_text, global_position, stream_id, stream_revision,
  event_id, type, data, metadata, created_at`;

const READ_STREAM_SQL = `select ${EVENT_COLUMNS} from events where stream_id = $1 order by stream_revision`;

// Only transactions older than every running one are read: a later position may still commit
// below anything returned now, and skipping it would lose the event for good.
const READ_ALL_SQL = `
select ${EVENT_COLUMNS}
  from events
 where (transaction_id, global_position) > ($1::xid8, $2::bigint)
   and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
 order by transaction_id, global_position
 limit $3`;

const STREAM_HEAD_SQL = `
select transaction_id::text as transaction_id_text, global_position, stream_revision
  from events where stream_id = $1 order by stream_revision desc limit 1`;

interface EventRow {
  transaction_id_text: string;
  global_position: number;
  stream_id: string;
  stream_revision: number;
  event_id: string;
  type: string;
  data: JsonObject;
  metadata: EventMetadata;
  created_at: Date;
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    revision: row.stream_revision,
    position: formatPosition(row.transaction_id_text, row.global_position),
    createdAt: row.created_at.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// The adapter.

export function createPostgresEventStore(options: PostgresEventStoreOptions): EventStore {
  const ownsPool = !options.pool;
  const pool = options.pool ?? createPool(options.databaseUrl, { applicationName: 'lavado-events' });
  const safetyPollMs = options.safetyPollMs ?? DEFAULT_SAFETY_POLL_MS;
  // NOTIFY runs after the append's commit, never inside it: a NOTIFY in the appending transaction
  // would serialize every commit on the notification queue lock.
  const notifier = new AppendNotifier(options.databaseUrl, EVENTS_APPENDED_CHANNEL);
  const listener = new SubscriberWakeups(options.databaseUrl, EVENTS_APPENDED_CHANNEL);
  const subscriptions = new Set<Subscription>();

  async function readAll(after: ReadFrom, limit: number): Promise<RecordedEvent[]> {
    const { transactionId, globalPosition } = parsePosition(after);
    const { rows } = await pool.query<EventRow>({
      name: 'lavado_events_read_all',
      text: READ_ALL_SQL,
      values: [transactionId, globalPosition, limit],
      types: rowTypes,
    });
    return rows.map(toRecordedEvent);
  }

  async function streamHead(streamId: string): Promise<AppendResult> {
    const { rows } = await pool.query<Omit<AppendedRow, 'created_at'>>({ text: STREAM_HEAD_SQL, values: [streamId], types: rowTypes });
    const head = rows[0];
    return head
      ? { position: formatPosition(head.transaction_id_text, head.global_position), nextRevision: head.stream_revision }
      : { position: START, nextRevision: NO_STREAM_REVISION };
  }

  /** Nothing was inserted: an idempotent retry when every id is stored already, else a conflict. */
  async function resolveRejectedAppend(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const { rows } = await pool.query<RejectedAppendRow>({
      text: REJECTED_APPEND_SQL,
      values: [streamId, events.map((event) => event.id)],
      types: rowTypes,
    });
    const row = rows[0]!;
    if (
      row.stored_count === events.length &&
      row.transaction_id_text !== null &&
      row.global_position !== null &&
      row.stream_revision !== null
    ) {
      return { position: formatPosition(row.transaction_id_text, row.global_position), nextRevision: row.stream_revision };
    }
    throw new WrongExpectedRevisionError(streamId, expected, row.head_revision ?? 'no_stream');
  }

  /**
   * Runs an append statement: retried on a lost race for an `any` append (and, for an append applying read models, on a
   * deadlock or serialization failure: it stored nothing), told apart from a conflict or a retried command when it appends nothing.
   */
  async function runAppend<Row extends AppendedRow>(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
    query: (events: readonly NewEvent[]) => pg.QueryConfig,
    inline: InlineProjection | undefined,
    answered?: (rows: Row[]) => AppendStoringKeysResult | undefined,
  ): Promise<AppendStoringKeysResult> {
    assertDistinctIds(streamId, events);
    for (let attempt = 1; ; attempt++) {
      let appended: AppendedRow | undefined;
      let appliedInline: readonly string[] = [];
      try {
        const statement = inline
          ? await appendApplying<Row>(streamId, events, query, inline, (rows) => answered?.(rows) === undefined)
          : { rows: (await pool.query<Row>(query(events))).rows, appliedInline };
        const answer = answered?.(statement.rows);
        if (answer) return answer;
        appended = lastOfAppend(statement.rows);
        appliedInline = statement.appliedInline;
      } catch (error) {
        if (inline && isTransientConflict(error) && attempt < ANY_APPEND_ATTEMPTS) continue;
        const constraint = violatedUniqueConstraint(error);
        if (constraint === 'events_pkey' && expected === 'any' && attempt < ANY_APPEND_ATTEMPTS) continue;
        if (constraint !== 'events_pkey' && constraint !== 'events_event_id_key') throw error;
      }
      if (!appended) return { appended: await resolveRejectedAppend(streamId, events, expected), keysStored: false };
      notifier.notify();
      return {
        appended: {
          position: formatPosition(appended.transaction_id_text, appended.global_position),
          nextRevision: appended.stream_revision,
          ...(appliedInline.length > 0 ? { appliedInline } : {}),
        },
        keysStored: true,
      };
    }
  }

  /**
   * The append statement in a transaction with the read models `inline` applies: the projectors it names are written on
   * the events' metadata, and the events they were stored as are applied before the one commit. A statement that
   * appended nothing (a conflict, a retried command, keys stored elsewhere) is rolled back and its rows returned as they are.
   * While those read models' runners have events to apply first, the append waits for them (outside the transaction)
   * and tries again; if they do not catch up within the wait, the events are stored for the runners.
   */
  async function appendApplying<Row extends AppendedRow>(
    streamId: string,
    events: readonly NewEvent[],
    query: (events: readonly NewEvent[]) => pg.QueryConfig,
    inline: InlineProjection,
    appendedBy: (rows: Row[]) => boolean,
  ): Promise<{ rows: Row[]; appliedInline: readonly string[] }> {
    for (let waits = 0; ; waits++) {
      const mayWait = waits < INLINE_CATCH_UP_WAITS;
      const outcome = await inTransactionCommittingIf<{ rows: Row[]; appliedInline: readonly string[] } | { behind: Position }>(
        pool,
        async (client) => {
          const decision = await inline.prepare(client, events);
          if ('behind' in decision && mayWait) return { commit: false, result: decision };
          const projectors = 'apply' in decision ? decision.apply : [];
          const marked = projectors.length === 0 ? events : events.map((event) => withAppliedInline(event, projectors));
          const { rows } = await client.query<Row>(query(marked));
          if (rows.length === 0 || !appendedBy(rows)) return { commit: false, result: { rows, appliedInline: [] } };
          if (projectors.length > 0) {
            const byRevision = [...rows].sort((a, b) => a.stream_revision - b.stream_revision);
            await inline.apply(
              client,
              marked.map((event, index) => recordedAs(event, streamId, byRevision[index]!)),
              projectors,
            );
          }
          return { commit: true, result: { rows, appliedInline: projectors } };
        },
      );
      if (!('behind' in outcome)) return outcome;
      if (!(await inline.caughtUp(outcome.behind))) waits = INLINE_CATCH_UP_WAITS - 1;
    }
  }

  async function append(streamId: string, events: readonly NewEvent[], { expected, inline }: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) return streamHead(streamId);
    const result = await runAppend(streamId, events, expected, (stored) => appendQuery(streamId, stored, expected), inline);
    return (result as { appended: AppendResult }).appended;
  }

  async function appendStoringKeys(
    streamId: string,
    events: readonly NewEvent[],
    { expected, inline }: AppendOptions,
    keys: readonly DataKeyRow[],
  ): Promise<AppendStoringKeysResult> {
    if (keys.length === 0 || events.length === 0)
      return { appended: await append(streamId, events, { expected, inline }), keysStored: false };
    return runAppend<AppendedRow & { stored_keys: StoredKeyJson[] | null }>(
      streamId,
      events,
      expected,
      (stored) => appendStoringKeysQuery(streamId, stored, expected, keys),
      inline,
      (rows) => {
        const refused = rows.find((row) => row.stored_keys !== null);
        if (!refused) return undefined;
        return { storedKeys: refused.stored_keys!.map((key) => ({ ...key, wrappedKey: Buffer.from(key.wrappedKey, 'base64') })) };
      },
    );
  }

  // Subscribers at the same position, woken by the same NOTIFY, share one read of the log: with a
  // projector per read model that is one query per wake-up instead of one per projector.
  const readsInFlight = new Map<string, Promise<RecordedEvent[]>>();
  function sharedReadAll(after: ReadFrom, limit: number): Promise<RecordedEvent[]> {
    const key = `${after}/${limit}`;
    let reading = readsInFlight.get(key);
    if (!reading) {
      reading = readAll(after, limit).finally(() => readsInFlight.delete(key));
      readsInFlight.set(key, reading);
    }
    return reading;
  }

  function subscribe(
    after: ReadFrom,
    handler: (event: RecordedEvent) => Promise<void>,
    subscribeOptions: SubscribeOptions = {},
  ): Subscription {
    const wakeup = new Wakeup();
    const stopListening = listener.add(wakeup);
    const loop = runSubscription({
      after,
      handler,
      readAll: sharedReadAll,
      wakeup,
      batchSize: subscribeOptions.batchSize ?? DEFAULT_BATCH_SIZE,
      safetyPollMs,
      onError: subscribeOptions.onError,
    });
    const finished = loop.finished.finally(stopListening);
    const subscription: Subscription = {
      stop: async () => {
        loop.stop();
        await finished;
        subscriptions.delete(subscription);
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  return {
    append,
    appendStoringKeys,
    async read(streamId) {
      const { rows } = await pool.query<EventRow>({
        name: 'lavado_events_read_stream',
        text: READ_STREAM_SQL,
        values: [streamId],
        types: rowTypes,
      });
      return rows.map(toRecordedEvent);
    },
    readAll,
    async lastPosition() {
      const { rows } = await pool.query<{ transaction_id_text: string; global_position: number }>({
        text: 'select transaction_id::text as transaction_id_text, global_position from events order by transaction_id desc, global_position desc limit 1',
        types: rowTypes,
      });
      const last = rows[0];
      return last ? formatPosition(last.transaction_id_text, last.global_position) : null;
    },
    subscribe,
    comparePositions: comparePostgresPositions,
    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
      await notifier.close();
      await listener.close();
      if (ownsPool) await pool.end();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Waking subscribers.

/**
 * Announces appends on a connection of its own, so that a NOTIFY never holds a connection an append
 * is waiting for. The first append after a quiet spell is announced at once; appends that finish
 * while a NOTIFY is in flight or within NOTIFY_INTERVAL_MS after it share the next one, which keeps
 * NOTIFYs (each one a transaction of its own) to a trickle under load. NOTIFY takes a transaction
 * id, so each would also end in a WAL flush; this session skips that wait (synchronous_commit off)
 * because a notification lost in a crash only delays subscribers until their safety poll, while
 * the events themselves were committed durably.
 */
class AppendNotifier {
  private connection: { client: pg.Client; ready: Promise<unknown> } | undefined;
  private readonly announce = throttle(() => this.send(), { gapMs: NOTIFY_INTERVAL_MS });
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
  ) {}

  notify(): void {
    if (!this.closed) void this.announce();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.announce.settled();
    if (this.connection) await this.drop(this.connection);
  }

  private async send(): Promise<void> {
    const connection = this.connect();
    try {
      await connection.ready;
      await connection.client.query(`notify ${this.channel}`);
    } catch {
      // The append succeeded; subscribers still find its events at their safety poll.
      await this.drop(connection);
    }
  }

  private connect(): { client: pg.Client; ready: Promise<unknown> } {
    if (this.connection) return this.connection;
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'lavado-events-notifier',
      options: '-c synchronous_commit=off',
    });
    const connection = { client, ready: client.connect() };
    client.on('error', () => void this.drop(connection));
    this.connection = connection;
    return connection;
  }

  private async drop(connection: { client: pg.Client }): Promise<void> {
    if (this.connection === connection) this.connection = undefined;
    await connection.client.end().catch(() => undefined);
  }
}

/** A wake-up flag that is never lost: a signal that arrives while nobody waits is kept for the next wait. */
class Wakeup {
  private pending = false;
  private wake: (() => void) | undefined;

  signal(): void {
    this.pending = true;
    this.wake?.();
  }

  /** Forgets earlier signals; called right before reading, which sees everything they announced. */
  clear(): void {
    this.pending = false;
  }

  async wait(timeoutMs: number): Promise<void> {
    if (this.pending) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.wake?.(), timeoutMs);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
    });
  }
}

/**
 * One LISTEN connection shared by every subscription of an adapter, open while any is. Subscribers
 * are woken on every (re)connect because notifications sent while it was down are gone.
 */
class SubscriberWakeups {
  private readonly wakeups = new Set<Wakeup>();
  private listener: NotificationListener | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
  ) {}

  add(wakeup: Wakeup): () => void {
    this.wakeups.add(wakeup);
    this.listener ??= listenForNotifications({
      connection: { connectionString: this.databaseUrl, application_name: 'lavado-events-listener' },
      handlers: { [this.channel]: () => this.wakeAll() },
      onListening: () => this.wakeAll(),
    });
    return () => {
      this.wakeups.delete(wakeup);
      if (this.wakeups.size === 0) void this.stopListening();
    };
  }

  async close(): Promise<void> {
    this.wakeups.clear();
    await this.stopListening();
  }

  private async stopListening(): Promise<void> {
    const listener = this.listener;
    this.listener = undefined;
    await listener?.close();
  }

  private wakeAll(): void {
    for (const wakeup of this.wakeups) wakeup.signal();
  }
}

// ---------------------------------------------------------------------------------------------
// The subscription loop: catch up in batches, then wait for a notification or the safety poll.

interface SubscriptionLoopOptions {
  after: ReadFrom;
  handler: (event: RecordedEvent) => Promise<void>;
  readAll: (after: ReadFrom, limit: number) => Promise<RecordedEvent[]>;
  wakeup: Wakeup;
  batchSize: number;
  safetyPollMs: number;
  onError: SubscribeOptions['onError'];
}

function runSubscription(options: SubscriptionLoopOptions): { stop(): void; finished: Promise<void> } {
  const { handler, readAll, wakeup, batchSize, safetyPollMs, onError } = options;
  let stopping = false;
  let position = options.after;

  async function deliver(events: RecordedEvent[]): Promise<'delivered' | 'halted'> {
    for (const event of events) {
      if (stopping) return 'halted';
      try {
        await handler(event);
      } catch (error) {
        onError?.(error, event);
        return 'halted';
      }
      position = event.position;
    }
    return 'delivered';
  }

  const finished = (async () => {
    while (!stopping) {
      wakeup.clear();
      let events: RecordedEvent[];
      try {
        events = await readAll(position, batchSize);
      } catch {
        // The database is unreachable (restart, failover): try again at the next poll.
        await wakeup.wait(safetyPollMs);
        continue;
      }
      if ((await deliver(events)) === 'halted') return;
      if (events.length < batchSize) await wakeup.wait(safetyPollMs);
    }
  })();

  return {
    stop() {
      stopping = true;
      wakeup.signal();
    },
    finished,
  };
}
