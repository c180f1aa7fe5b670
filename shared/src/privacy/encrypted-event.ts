import { personalLocationsOf, personalValuesOf, type DomainEvent } from '../events/catalog';
import type { PersonalKind } from '../events/declaration';
import type { JsonObject } from '../eventstore/port';
import type { DataKeys, StoredKey } from './data-keys';
import { decryptValue, encryptValue, isEncryptedValue, UnreadableValueError, valueContext, type EncryptedValue } from './envelope';
import { erasedFormOf } from './erased-forms';

interface EventContent {
  id: string;
  type: string;
  data: JsonObject;
}

/**
 * The data to store for `event`: each personal value its declaration marks (`personalValuesOf`)
 * encrypted with its subject's key, the subject's key created if it has none yet. `event` is read in
 * plain; `stored` is what to encrypt into (the event's own data, or a stored event's data that may
 * already hold some values encrypted, which are kept as they are). The same object when nothing is
 * left to encrypt.
 */
export async function encryptPersonalValues(
  event: EventContent,
  keys: DataKeys,
  stored: JsonObject = event.data,
): Promise<{ data: JsonObject; encrypted: number }> {
  const values = personalValuesOf(event as unknown as DomainEvent).filter(({ path }) => !isEncryptedValue(valueAt(stored, path)));
  if (values.length === 0) return { data: stored, encrypted: 0 };
  const subjectKeys = await keys.keysOf(values.map(({ subject }) => subject));
  const replacements = values.map(({ path }, index) => ({
    path,
    value: encryptValue(valueAt(event.data, path), subjectKeys[index]!, valueContext(event.id, path)),
  }));
  return { data: replaceValuesAt(stored, replacements), encrypted: replacements.length };
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
 * The stored event's data in plain: each encrypted value decrypted with its key, or its kind's erased
 * form where `keys` says the key was erased (null). Throws `UnreadableValueError` for a value that
 * does not decrypt: the log was altered, which no reader may take for an erasure.
 */
export function decryptedData(
  event: { id: string; data: JsonObject },
  encrypted: readonly EncryptedLocation[],
  keys: ReadonlyMap<string, StoredKey | null>,
): JsonObject {
  return replaceValuesAt(
    event.data,
    encrypted.map((location) => ({ path: location.path, value: plainValue(event.id, location, keys) })),
  );
}

function plainValue(eventId: string, { path, kind, value }: EncryptedLocation, keys: ReadonlyMap<string, StoredKey | null>): unknown {
  const key = keys.get(value.keyId);
  if (key === undefined) throw new UnreadableValueError(`The value at ${path} of event ${eventId}`);
  return key === null ? erasedFormOf(kind) : decryptValue(value, key.unwrap(), valueContext(eventId, path));
}

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
function replaceValuesAt(data: JsonObject, replacements: readonly { path: string; value: unknown }[]): JsonObject {
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
  for (const { path, value } of replacements) {
    const segments = path.split('.');
    const last = segments.pop()!;
    let original: Record<string, unknown> = data;
    let copy = root;
    for (const segment of segments) {
      original = original[segment] as Record<string, unknown>;
      const child = copyOf(original);
      copy[segment] = child;
      copy = child;
    }
    copy[last] = value;
  }
  return root as JsonObject;
}
