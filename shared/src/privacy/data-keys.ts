import { createHmac, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import type pg from 'pg';
import { ConfigError } from '../config';
import { listenForNotifications, type NotificationListener } from '../db/listen';
import type { Pool, PoolClient } from '../db/pool';
import type { DataSubject } from '../events/declaration';
import type { DataKeyRow } from '../eventstore/port';
import { KEY_BYTES, open, seal, secretKey } from './envelope';

/** A data subject's key and the id its encrypted values name it by. */
export interface SubjectKey {
  id: string;
  key: KeyObject;
}

/**
 * A data key as read for decrypting: unwrapped the first time a value needs it, so that reading
 * events whose personal values nobody looks at (a projector replaying events it does not handle)
 * unwraps nothing.
 */
export interface StoredKey {
  unwrap(): KeyObject;
}

/**
 * Every data subject's key (docs/privacy.md, "Cifrado y borrado"), in the `data_keys` table, wrapped
 * by the master key. Unwrapped keys are kept in memory for a short while, a bounded number of them;
 * erasing evicts the subject's key here at once, and in every other process that follows the
 * erasures (`followKeyErasures`) as soon as PostgreSQL delivers the notification.
 */
export interface DataKeys {
  /** Each subject's key, in the same order, created the first time the subject has a personal value to encrypt. */
  keysOf(subjects: readonly DataSubject[]): Promise<SubjectKey[]>;
  /**
   * The keys with these ids: null for an erased one. An id that is not a key id at all is left out
   * (a value naming it was altered).
   */
  keysById(ids: Iterable<string>): Promise<ReadonlyMap<string, StoredKey | null>>;
  /**
   * Keys for one append: each subject's known key, or a new one not stored yet (`unstored()`),
   * for the append to store in its own statement. A subject's key stored meanwhile by another
   * process makes that statement store nothing (docs/privacy.md, "Cifrado y borrado").
   */
  forAppend(): AppendKeys;
  /** Keys an append found stored: known from now on. */
  remember(rows: readonly DataKeyRow[]): void;
  /** Deletes the subject's key, after which every value encrypted with it reads as erased. Whether it had one. */
  erase(subject: DataSubject): Promise<boolean>;
  /** Refuses to start with a master key other than the one the stored keys were wrapped with. */
  checkMasterKey(): Promise<void>;
  /** Another process erased this key: it reads as erased here too, at once. */
  forgetErasedKey(erased: ErasedKeyNotice): void;
  /** Erasures may have been missed (the notifications' connection was lost): everything is read again. */
  forgetAll(): void;
}

/** `keysOf` for one append, which makes a missing subject's key without storing it. */
export interface AppendKeys extends Pick<DataKeys, 'keysOf'> {
  /** The keys made for this append: the rows it must store with its events. */
  unstored(): DataKeyRow[];
  /** The append stored them: they are known from now on. */
  stored(): void;
}

/** What an erasure tells the other processes: ids only, never a value. */
interface ErasedKeyNotice {
  keyId: string;
  subject: string;
}

/** The channel an erasure is announced on, in the erasing statement itself. */
const DATA_KEY_ERASED_CHANNEL = 'data_key_erased';

export interface DataKeysOptions {
  pool: Pool;
  /** DATA_KEY, or the key file in DATA_DIR (`resolveMasterKey`, shared/src/config.ts). */
  masterKey: KeyObject;
  cacheEntries?: number;
  cacheLifetimeMs?: number;
  now?: () => number;
}

const DEFAULT_CACHE_ENTRIES = 20_000;
/** How long another process may still read a value whose key was just erased here. */
const DEFAULT_CACHE_LIFETIME_MS = 60_000;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Names the master key in `data_keys.master_key_id` without revealing it. */
export function masterKeyId(masterKey: KeyObject): string {
  return createHmac('sha256', masterKey).update('lavado master key id').digest('hex').slice(0, 16);
}

const wrapContext = (keyId: string) => `data-key/${keyId}`;

export function wrapKey(masterKey: KeyObject, keyId: string, key: Buffer): Buffer {
  return seal(masterKey, key, wrapContext(keyId));
}

export function unwrapKey(masterKey: KeyObject, keyId: string, wrapped: Buffer): Buffer {
  return open(masterKey, wrapped, wrapContext(keyId));
}

interface KeyRow {
  key_id: string;
  wrapped_key: Buffer;
  master_key_id: string;
}

interface SubjectKeyRow extends KeyRow {
  subject_kind: string;
  subject_id: string;
}

// One round trip for any number of subjects, whether their keys exist or not. Existing rows are read
// in the statement's snapshot: a key another process inserts meanwhile is in neither part, and that
// subject is asked for again.
const KEYS_OF_SUBJECTS_SQL = `
with wanted as (
  select * from unnest($1::uuid[], $2::text[], $3::text[], $4::bytea[]) as wanted(key_id, subject_kind, subject_id, wrapped_key)
),
inserted as (
  insert into data_keys (key_id, subject_kind, subject_id, wrapped_key, master_key_id)
  select key_id, subject_kind, subject_id, wrapped_key, $5 from wanted
  on conflict (subject_kind, subject_id) do nothing
  returning key_id, subject_kind, subject_id, wrapped_key, master_key_id
)
select key_id::text, subject_kind, subject_id, wrapped_key, master_key_id from inserted
union all
select stored.key_id::text, stored.subject_kind, stored.subject_id, stored.wrapped_key, stored.master_key_id
  from data_keys stored join wanted using (subject_kind, subject_id)`;

const subjectName = (subject: { kind: string; id: string }) => `${subject.kind}:${subject.id}`;

export function createDataKeys(options: DataKeysOptions): DataKeys {
  const { pool, masterKey } = options;
  const currentMasterKeyId = masterKeyId(masterKey);
  const now = options.now ?? Date.now;
  const lifetimeMs = options.cacheLifetimeMs ?? DEFAULT_CACHE_LIFETIME_MS;
  const entries = options.cacheEntries ?? DEFAULT_CACHE_ENTRIES;
  const bySubject = new BoundedCache<SubjectKey>(entries, lifetimeMs, now);
  const byId = new BoundedCache<StoredKey | null>(entries, lifetimeMs, now);
  const subjectsInFlight = new Map<string, Promise<SubjectKey>>();
  const idsInFlight = new Map<string, Promise<StoredKey | null>>();

  function unwrap(row: KeyRow): KeyObject {
    if (row.master_key_id !== currentMasterKeyId) throw wrongMasterKey();
    return secretKey(unwrapKey(masterKey, row.key_id, row.wrapped_key));
  }

  function stored(row: KeyRow): StoredKey {
    if (row.master_key_id !== currentMasterKeyId) throw wrongMasterKey();
    let key: KeyObject | undefined;
    return { unwrap: () => (key ??= unwrap(row)) };
  }

  async function loadKeysOf(subjects: readonly DataSubject[]): Promise<Map<string, SubjectKey>> {
    const found = new Map<string, SubjectKey>();
    let wanted = subjects;
    for (let attempt = 1; attempt <= 3 && wanted.length > 0; attempt++) {
      const keyIds = wanted.map(() => randomUUID());
      const wrapped = keyIds.map((keyId) => {
        const fresh = randomBytes(KEY_BYTES);
        const sealed = wrapKey(masterKey, keyId, fresh);
        fresh.fill(0);
        return sealed;
      });
      const { rows } = await pool.query<SubjectKeyRow>({
        // Prepared once per connection: every new ticket and client runs it.
        name: 'lavado_data_keys_of_subjects',
        text: KEYS_OF_SUBJECTS_SQL,
        values: [keyIds, wanted.map((subject) => subject.kind), wanted.map((subject) => subject.id), wrapped, currentMasterKeyId],
      });
      for (const row of rows) {
        const key = { id: row.key_id, key: unwrap(row) };
        found.set(subjectName({ kind: row.subject_kind, id: row.subject_id }), key);
        byId.set(key.id, { unwrap: () => key.key });
      }
      wanted = wanted.filter((subject) => !found.has(subjectName(subject)));
    }
    if (wanted.length > 0) throw new Error(`${wanted.length} data subjects' keys were neither found nor created`);
    return found;
  }

  async function loadKeysById(ids: readonly string[]): Promise<Map<string, StoredKey | null>> {
    const { rows } = await pool.query<KeyRow>({
      name: 'lavado_data_keys_by_id',
      text: 'select key_id::text, wrapped_key, master_key_id from data_keys where key_id = any($1::uuid[])',
      values: [ids],
    });
    const found = new Map<string, StoredKey | null>(ids.map((id) => [id, null]));
    for (const row of rows) found.set(row.key_id, stored(row));
    for (const [id, key] of found) byId.set(id, key);
    return found;
  }

  return {
    async keysOf(subjects) {
      const keys = new Map<string, SubjectKey | Promise<SubjectKey>>();
      const missing = new Map<string, DataSubject>();
      for (const subject of subjects) {
        if (typeof subject.id !== 'string' || subject.id === '') throw new TypeError(`A ${subject.kind} data subject without an id`);
        const name = subjectName(subject);
        if (keys.has(name) || missing.has(name)) continue;
        const known = bySubject.get(name) ?? subjectsInFlight.get(name);
        if (known) keys.set(name, known);
        else missing.set(name, subject);
      }
      if (missing.size > 0) {
        const loading = loadKeysOf([...missing.values()]);
        for (const name of missing.keys()) {
          const one = loading.then((found) => found.get(name)!);
          subjectsInFlight.set(name, one);
          keys.set(name, one);
        }
        void loading
          .then(
            (found) => {
              for (const [name, key] of found) bySubject.set(name, key);
            },
            () => undefined,
          )
          .finally(() => {
            for (const name of missing.keys()) subjectsInFlight.delete(name);
          });
      }
      return Promise.all(subjects.map((subject) => keys.get(subjectName(subject))!));
    },

    async keysById(ids) {
      const keys = new Map<string, StoredKey | null>();
      const waiting: Promise<unknown>[] = [];
      const missing: string[] = [];
      for (const id of new Set(ids)) {
        const cached = byId.get(id);
        if (cached !== undefined) keys.set(id, cached);
        else if (idsInFlight.has(id)) waiting.push(idsInFlight.get(id)!.then((key) => keys.set(id, key)));
        else if (UUID_PATTERN.test(id)) missing.push(id);
      }
      if (missing.length > 0) {
        const loading = loadKeysById(missing);
        for (const id of missing) {
          const one = loading.then((found) => found.get(id) ?? null);
          one.catch(() => undefined);
          idsInFlight.set(id, one);
        }
        waiting.push(
          loading
            .then((found) => {
              for (const [id, key] of found) keys.set(id, key);
            })
            .finally(() => {
              for (const id of missing) idsInFlight.delete(id);
            }),
        );
      }
      await Promise.all(waiting);
      return keys;
    },

    forAppend() {
      const made = new Map<string, { key: SubjectKey; row: DataKeyRow }>();
      return {
        async keysOf(subjects) {
          return Promise.all(
            subjects.map((subject) => {
              const name = subjectName(subject);
              const known = bySubject.get(name) ?? subjectsInFlight.get(name) ?? made.get(name)?.key;
              if (known) return known;
              const keyId = randomUUID();
              const fresh = randomBytes(KEY_BYTES);
              const row = {
                keyId,
                subjectKind: subject.kind,
                subjectId: subject.id,
                wrappedKey: wrapKey(masterKey, keyId, fresh),
                masterKeyId: currentMasterKeyId,
              };
              const key = { id: keyId, key: secretKey(fresh) };
              fresh.fill(0);
              made.set(name, { key, row });
              return key;
            }),
          );
        },
        unstored: () => [...made.values()].map(({ row }) => row),
        stored() {
          for (const [name, { key }] of made) {
            bySubject.set(name, key);
            byId.set(key.id, { unwrap: () => key.key });
          }
        },
      };
    },

    remember(rows) {
      for (const row of rows) {
        const key = { id: row.keyId, key: unwrap({ key_id: row.keyId, wrapped_key: row.wrappedKey, master_key_id: row.masterKeyId }) };
        bySubject.set(subjectName({ kind: row.subjectKind, id: row.subjectId }), key);
        byId.set(key.id, { unwrap: () => key.key });
      }
    },

    async erase(subject) {
      // The notification is sent when the delete commits, and only if it does.
      const { rows } = await pool.query<{ key_id: string }>(
        `with erased as (delete from data_keys where subject_kind = $1 and subject_id = $2 returning key_id::text)
         select key_id, pg_notify($3, json_build_object('keyId', key_id, 'subject', $4::text)::text) from erased`,
        [subject.kind, subject.id, DATA_KEY_ERASED_CHANNEL, subjectName(subject)],
      );
      bySubject.delete(subjectName(subject));
      for (const row of rows) byId.set(row.key_id, null);
      return rows.length > 0;
    },

    forgetErasedKey({ keyId, subject }) {
      bySubject.delete(subject);
      byId.set(keyId, null);
    },

    forgetAll() {
      bySubject.clear();
      byId.clear();
    },

    async checkMasterKey() {
      const { rows } = await pool.query('select 1 from data_keys where master_key_id <> $1 limit 1', [currentMasterKeyId]);
      if (rows.length > 0) throw wrongMasterKey();
    },
  };
}

function wrongMasterKey(): ConfigError {
  return new ConfigError([
    'DATA_KEY: the data keys were wrapped with another master key than the one configured (DATA_KEY, or DATA_DIR/data-key); ' +
      'start with the key they were wrapped with, or rotate it with `npm run privacy:rotate-master-key` (docs/privacy.md)',
  ]);
}

/**
 * Re-wraps every data key wrapped by `from` with `to`, in the caller's transaction. The keys
 * themselves, and so every encrypted value, stay as they are. Returns how many it re-wrapped.
 */
export async function rewrapDataKeys(client: PoolClient, from: KeyObject, to: KeyObject): Promise<number> {
  const { rows } = await client.query<KeyRow>(
    'select key_id::text, wrapped_key, master_key_id from data_keys where master_key_id = $1 for update',
    [masterKeyId(from)],
  );
  const toId = masterKeyId(to);
  for (const row of rows) {
    const key = unwrapKey(from, row.key_id, row.wrapped_key);
    await client.query('update data_keys set wrapped_key = $2, master_key_id = $3 where key_id = $1', [
      row.key_id,
      wrapKey(to, row.key_id, key),
      toId,
    ]);
    key.fill(0);
  }
  return rows.length;
}

/**
 * At most `capacity` entries, each forgotten `lifetimeMs` after it was stored. Two generations: new
 * entries go to the current one, and when it holds half the capacity it becomes the previous one
 * and the one before is dropped whole; an entry read from the previous generation moves to the
 * current one. (Evicting one oldest entry at a time from a Map walks over the holes its deletions
 * leave, which made every batch of a replay slower than the last.)
 */
export class BoundedCache<Value> {
  private current = new Map<string, { value: Value; expiresAt: number }>();
  private previous = new Map<string, { value: Value; expiresAt: number }>();

  constructor(
    private readonly capacity: number,
    private readonly lifetimeMs: number,
    private readonly now: () => number,
  ) {}

  get(key: string): Value | undefined {
    let entry = this.current.get(key);
    if (!entry) {
      entry = this.previous.get(key);
      if (!entry) return undefined;
      this.previous.delete(key);
      this.store(key, entry);
    }
    if (entry.expiresAt <= this.now()) {
      this.current.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: Value): void {
    this.previous.delete(key);
    this.store(key, { value, expiresAt: this.now() + this.lifetimeMs });
  }

  delete(key: string): void {
    this.current.delete(key);
    this.previous.delete(key);
  }

  clear(): void {
    this.current.clear();
    this.previous.clear();
  }

  get size(): number {
    return this.current.size + this.previous.size;
  }

  private store(key: string, entry: { value: Value; expiresAt: number }): void {
    if (!this.current.has(key) && this.current.size >= this.capacity / 2) {
      this.previous = this.current;
      this.current = new Map();
    }
    this.current.set(key, entry);
  }
}

/**
 * Keeps this process's key cache in step with erasures made by any process (another API node, the
 * retention job): each erasure's notification evicts the key at once, and a lost notifications
 * connection empties the whole cache when it listens again, since erasures may have been missed.
 */
export function followKeyErasures(
  keys: DataKeys,
  connection: pg.ClientConfig,
  onLost?: (error: unknown, retryInMs: number) => void,
): NotificationListener {
  let listenedBefore = false;
  return listenForNotifications({
    connection,
    handlers: {
      [DATA_KEY_ERASED_CHANNEL]: (payload) => {
        const notice = parseNotice(payload);
        if (notice) keys.forgetErasedKey(notice);
        else keys.forgetAll();
      },
    },
    onListening: () => {
      if (listenedBefore) keys.forgetAll();
      listenedBefore = true;
    },
    onLost,
  });
}

function parseNotice(payload: string): ErasedKeyNotice | null {
  try {
    const notice = JSON.parse(payload) as Partial<ErasedKeyNotice>;
    return typeof notice.keyId === 'string' && typeof notice.subject === 'string' ? { keyId: notice.keyId, subject: notice.subject } : null;
  } catch {
    return null;
  }
}
