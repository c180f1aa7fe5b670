import { personalLocationsOf, personalValuesOf, type DomainEvent } from '../events/catalog';
import type { PersonalKind } from '../events/declaration';
import type { JsonObject } from '../eventstore/port';
import type { DataKeys, StoredKey, SubjectKey } from './data-keys';
import {
  isEncryptedValue,
  isSealedBox,
  openValues,
  sealedIn,
  sealValues,
  UnreadableValueError,
  type EncryptedValue,
  type SealedBox,
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
 * in the event share one box (`SealedBox`). `event` is read in
 * plain; `stored` is what to encrypt into (the event's own data, or a stored event's data that may
 * already hold some values encrypted, which are kept as they are). The same object when nothing is
 * left to encrypt.
 */
export async function encryptPersonalValues(
  event: EventContent,
  keys: Pick<DataKeys, 'keysOf'>,
  stored: JsonObject = event.data,
): Promise<{ data: JsonObject; encrypted: number }> {
  const values = personalValuesOf(event as unknown as DomainEvent).filter(({ path }) => !isEncryptedValue(valueAt(stored, path)));
  if (values.length === 0) return { data: stored, encrypted: 0 };
  const subjectKeys = await keys.keysOf(values.map(({ subject }) => subject));
  const boxes = new Map<string, { key: SubjectKey; paths: string[] }>();
  values.forEach(({ path }, index) => {
    const key = subjectKeys[index]!;
    const box = boxes.get(key.id);
    if (box) box.paths.push(path);
    else boxes.set(key.id, { key, paths: [path] });
  });
  const replacements: { path: string; value: EncryptedValue }[] = [];
  for (const { key, paths } of boxes.values()) {
    const [first, ...others] = paths as [string, ...string[]];
    const box = sealValues(
      paths.map((path) => valueAt(event.data, path)),
      key,
      event.id,
      paths,
    );
    replacements.push({ path: first, value: box }, ...others.map((path) => ({ path, value: sealedIn(box, first) })));
  }
  return { data: replaceValuesAt(stored, replacements), encrypted: values.length };
}

/** One encrypted value of a stored event: where it is, its kind (which says its erased form) and the value. */
export interface EncryptedLocation {
  path: string;
  kind: PersonalKind;
  value: EncryptedValue;
}

/** The encrypted values a stored event holds, at the fields its declaration marks personal. */
export function encryptedValuesOf(event: { type: string; data: unknown }): EncryptedLocation[] {
  return personalLocationsOf(event, isEncryptedValue) as EncryptedLocation[];
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
  return replaceValuesAt(
    event.data,
    encrypted.map(({ path }) => {
      const replacement = plain.get(path);
      if (!replacement) throw new UnreadableValueError(`The value at ${path} of event ${event.id}`);
      return replacement;
    }),
  );
}

function readBox(
  eventId: string,
  { path, kind, value: box }: EncryptedLocation & { value: SealedBox },
  encrypted: readonly EncryptedLocation[],
  keys: ReadonlyMap<string, StoredKey | null>,
  plain: Map<string, Replacement>,
): void {
  const others = (box.with ?? []).map((other) => {
    const location = encrypted.find((candidate) => candidate.path === other);
    const pointsHere = location && !isSealedBox(location.value) && location.value.in === path && location.value.keyId === box.keyId;
    if (!pointsHere) throw new UnreadableValueError(`The value at ${other} of event ${eventId}`);
    return location;
  });
  const key = keys.get(box.keyId);
  if (key === undefined) throw new UnreadableValueError(`The value at ${path} of event ${eventId}`);
  if (key === null) {
    plain.set(path, { path, value: erasedFormOf(kind) });
    for (const other of others) plain.set(other.path, { path: other.path, value: erasedFormOf(other.kind) });
    return;
  }
  let values: unknown[] | undefined;
  const opened = () => (values ??= openValues(box, key.unwrap(), eventId, path));
  plain.set(path, { path, read: () => opened()[0] });
  others.forEach((other, index) => plain.set(other.path, { path: other.path, read: () => opened()[index + 1] }));
}

/** A value to put at `path`: as it is, or read when the field is first read (and kept). */
type Replacement = { path: string; value: unknown } | { path: string; read: () => unknown };

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
  const originals: object[] = [];
  const copies: Record<string, unknown>[] = [];
  const copyOf = (node: object): Record<string, unknown> => {
    const index = originals.indexOf(node);
    if (index >= 0) return copies[index]!;
    const copy = (Array.isArray(node) ? [...(node as unknown[])] : { ...node }) as Record<string, unknown>;
    originals.push(node);
    copies.push(copy);
    return copy;
  };
  const root = copyOf(data);
  for (const replacement of replacements) {
    const segments = replacement.path.split('.');
    const last = segments.pop()!;
    let original: Record<string, unknown> = data;
    let copy = root;
    for (const segment of segments) {
      original = original[segment] as Record<string, unknown>;
      const child = copyOf(original);
      copy[segment] = child;
      copy = child;
    }
    if ('value' in replacement) copy[last] = replacement.value;
    else readOnFirstUse(copy, last, replacement.read);
  }
  return root as JsonObject;
}

/** `target[key]` is `read()`, called when the field is first read or copied (JSON, spread), then kept as a plain value. */
function readOnFirstUse(target: Record<string, unknown>, key: string, read: () => unknown): void {
  const settle = (value: unknown) => {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
    return value;
  };
  Object.defineProperty(target, key, {
    get: () => settle(read()),
    set: settle,
    enumerable: true,
    configurable: true,
  });
}
