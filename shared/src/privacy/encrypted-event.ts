import { personalKindAt, personalLocationsOf, personalValuesOf, type DomainEvent } from '../events/catalog';
import type { PersonalKind } from '../events/declaration';
import type { JsonObject } from '../eventstore/port';
import type { DataKeys, StoredKey, SubjectKey } from './data-keys';
import {
  boxOf,
  isEncryptedValue,
  isSealedBox,
  isStoredBox,
  openValues,
  sealValues,
  UnreadableValueError,
  type EncryptedValue,
  type SealedBox,
  type StoredEncryptedValue,
} from './envelope';
import { erasedFormOf } from './erased-forms';

interface EventContent {
  id: string;
  type: string;
  data: JsonObject;
}

/**
 * The data to store for `event`: each personal value its declaration marks (`personalValuesOf`)
 * encrypted with its subject's key, the subject's key created if it has none yet; a subject's values
 * in the event share one box (`StoredBox`), kept at the first of their fields, the others left out.
 * `event` is read in plain; `stored` is what to encrypt into (the event's own data, or a stored
 * event's data that may already hold some values encrypted, which are kept as they are). The same
 * object when nothing is left to encrypt.
 */
export async function encryptPersonalValues(
  event: EventContent,
  keys: Pick<DataKeys, 'keysOf'>,
  stored: JsonObject = event.data,
): Promise<{ data: JsonObject; encrypted: number }> {
  const sealedAlready =
    stored === event.data ? undefined : new Set(encryptedValuesOf({ type: event.type, data: stored }).map(({ path }) => path));
  const values = personalValuesOf(event as unknown as DomainEvent).filter(({ path }) => !sealedAlready?.has(path));
  if (values.length === 0) return { data: stored, encrypted: 0 };
  const subjectKeys = await keys.keysOf(values.map(({ subject }) => subject));
  const boxes = new Map<string, { key: SubjectKey; paths: string[] }>();
  values.forEach(({ path }, index) => {
    const key = subjectKeys[index]!;
    const box = boxes.get(key.id);
    if (box) box.paths.push(path);
    else boxes.set(key.id, { key, paths: [path] });
  });
  const replacements: Replacement[] = [];
  for (const { key, paths } of boxes.values()) {
    const [first, ...others] = paths as [string, ...string[]];
    const box = sealValues(
      paths.map((path) => valueAt(event.data, path)),
      key,
      event.id,
      paths,
    );
    replacements.push({ path: first, value: box }, ...others.map((path) => ({ path, absent: true as const })));
  }
  return { data: replaceValuesAt(stored, replacements), encrypted: values.length };
}

/** One encrypted value of a stored event: where it is, its kind (which says its erased form) and the value. */
export interface EncryptedLocation {
  path: string;
  kind: PersonalKind;
  value: EncryptedValue;
}

/**
 * The encrypted values a stored event holds, at the fields its declaration marks personal, as a
 * reader holds them: a stored box's fields left out (its `with`) each read as a value sealed in it.
 */
export function encryptedValuesOf(event: { type: string; data: unknown }): EncryptedLocation[] {
  const located = personalLocationsOf(event, isEncryptedValue) as (Omit<EncryptedLocation, 'value'> & { value: StoredEncryptedValue })[];
  if (!located.some(({ value }) => isStoredBox(value))) return located as EncryptedLocation[];
  const readable: EncryptedLocation[] = [];
  for (const { path, kind, value } of located) {
    if (!isStoredBox(value)) {
      readable.push({ path, kind, value });
      continue;
    }
    const box = boxOf(value);
    readable.push({ path, kind, value: box });
    for (const other of box.with ?? []) {
      // A field the declaration does not mark is not read here: the box's check then refuses it.
      const otherKind = personalKindAt(event.type, other);
      if (otherKind) readable.push({ path: other, kind: otherKind, value: { keyId: box.keyId, in: path } });
    }
  }
  return readable;
}

/**
 * The stored event's data in plain: each value read from its box, or as its kind's erased form where
 * `keys` says the key was erased (null). A box is opened (AES-256-GCM) when one of its values is
 * first read: a projector replaying events whose names it never reads never pays for them. Throws
 * `UnreadableValueError` at once for a key id that names no key or a field pointing to a box that
 * does not hold it, and on reading a value that does not decrypt: the log was altered, which no
 * reader may take for an erasure.
 */
export function decryptedData(
  event: { id: string; data: JsonObject },
  encrypted: readonly EncryptedLocation[],
  keys: ReadonlyMap<string, StoredKey | null>,
): JsonObject {
  const plain = new Map<string, Replacement>();
  for (const location of encrypted) {
    if (isSealedBox(location.value)) readBox(event.id, location as EncryptedLocation & { value: SealedBox }, encrypted, keys, plain);
  }
  const replacements: Replacement[] = [];
  for (const { path } of encrypted) {
    const replacement = plain.get(path);
    if (!replacement) throw new UnreadableValueError(`The value at ${path} of event ${event.id}`);
    replacements.push(replacement);
  }
  return replaceValuesAt(event.data, replacements);
}

function readBox(
  eventId: string,
  { path, kind, value: box }: EncryptedLocation & { value: SealedBox },
  encrypted: readonly EncryptedLocation[],
  keys: ReadonlyMap<string, StoredKey | null>,
  plain: Map<string, Replacement>,
): void {
  const others: EncryptedLocation[] = [];
  for (const other of box.with ?? []) {
    let location: EncryptedLocation | undefined;
    for (const candidate of encrypted) {
      if (candidate.path === other) {
        location = candidate;
        break;
      }
    }
    if (!location || isSealedBox(location.value) || location.value.in !== path || location.value.keyId !== box.keyId) {
      throw new UnreadableValueError(`The value at ${other} of event ${eventId}`);
    }
    others.push(location);
  }
  const key = keys.get(box.keyId);
  if (key === undefined) throw new UnreadableValueError(`The value at ${path} of event ${eventId}`);
  if (key === null) {
    plain.set(path, { path, value: erasedFormOf(kind) });
    for (const other of others) plain.set(other.path, { path: other.path, value: erasedFormOf(other.kind) });
    return;
  }
  const unopened = new UnopenedBox(box, key, eventId, path);
  plain.set(path, { path, box: unopened, index: 0 });
  for (let index = 0; index < others.length; index++)
    plain.set(others[index]!.path, { path: others[index]!.path, box: unopened, index: index + 1 });
}

/**
 * A box opened when one of its values is first read, once for all of them. A class, not closures:
 * every event a rebuild reads makes these, and each closure made per event costs its allocation
 * and, under `tsx`, a call that names it.
 */
class UnopenedBox {
  private values: unknown[] | undefined;

  constructor(
    private readonly box: SealedBox,
    private readonly key: StoredKey,
    private readonly eventId: string,
    private readonly path: string,
  ) {}

  value(index: number): unknown {
    this.values ??= openValues(this.box, this.key.unwrap(), this.eventId, this.path);
    return this.values[index];
  }
}

/** A value to put at `path`: as it is, read from its box when the field is first read (and kept), or none at all. */
type Replacement = { path: string; value: unknown } | { path: string; box: UnopenedBox; index: number } | { path: string; absent: true };

/** The value at a concrete path (`washers.1.name`). */
function valueAt(data: unknown, path: string): unknown {
  let value = data;
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * A copy of `data` with the values at these paths replaced. Only the objects and lists on the way to
 * a replaced value are copied; `data` itself is left untouched (other readers share it).
 */
function replaceValuesAt(data: JsonObject, replacements: readonly Replacement[]): JsonObject {
  // An event holds a handful of personal values: a list of the copies made beats a map.
  const copied: Copied = { originals: [], copies: [] };
  const root = copyOf(data, copied);
  for (const replacement of replacements) {
    const segments = replacement.path.split('.');
    const last = segments.pop()!;
    let original: Record<string, unknown> = data;
    let copy = root;
    for (const segment of segments) {
      const next = original[segment];
      // Only a box's list of fields can name one the event does not hold: the log was altered.
      if (next === null || typeof next !== 'object') throw new UnreadableValueError(`The value at ${replacement.path}`);
      original = next as Record<string, unknown>;
      const child = copyOf(original, copied);
      copy[segment] = child;
      copy = child;
    }
    if ('value' in replacement) copy[last] = replacement.value;
    else if ('box' in replacement) readOnFirstUse(copy, last, replacement.box, replacement.index);
    else delete copy[last];
  }
  return root as JsonObject;
}

interface Copied {
  originals: object[];
  copies: Record<string, unknown>[];
}

function copyOf(node: object, copied: Copied): Record<string, unknown> {
  const index = copied.originals.indexOf(node);
  if (index >= 0) return copied.copies[index]!;
  const copy = (Array.isArray(node) ? [...(node as unknown[])] : { ...node }) as Record<string, unknown>;
  copied.originals.push(node);
  copied.copies.push(copy);
  return copy;
}

/** Where a copy keeps which box holds each of its fields not read yet: not enumerable, so never copied or compared. */
const UNREAD_FIELDS = Symbol('unread fields');

type WithUnreadFields = Record<string, unknown> & { [UNREAD_FIELDS]?: Map<string, { box: UnopenedBox; index: number }> };

/** `target[key]` is the box's value, read when the field is first read or copied (JSON, spread), then kept as a plain value. */
function readOnFirstUse(target: WithUnreadFields, key: string, box: UnopenedBox, index: number): void {
  let fields = target[UNREAD_FIELDS];
  if (!fields) {
    fields = new Map();
    Object.defineProperty(target, UNREAD_FIELDS, { value: fields });
  }
  fields.set(key, { box, index });
  Object.defineProperty(target, key, accessorsOf(key));
}

/** One getter and setter per field name, shared by every copy (they find their value through `this`). */
const accessorsByField = new Map<
  string,
  { get(this: WithUnreadFields): unknown; set(this: WithUnreadFields, value: unknown): void; enumerable: true; configurable: true }
>();

function accessorsOf(key: string) {
  let accessors = accessorsByField.get(key);
  if (!accessors) {
    accessors = {
      get() {
        const unread = this[UNREAD_FIELDS]?.get(key);
        return settle(this, key, unread ? unread.box.value(unread.index) : undefined);
      },
      set(value) {
        settle(this, key, value);
      },
      enumerable: true,
      configurable: true,
    };
    accessorsByField.set(key, accessors);
  }
  return accessors;
}

function settle(target: WithUnreadFields, key: string, value: unknown): unknown {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  target[UNREAD_FIELDS]?.delete(key);
  return value;
}
