import { createCipheriv, createDecipheriv, createSecretKey, randomFillSync, type KeyObject } from 'node:crypto';

const CIPHER = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

/**
 * A data subject's personal values in one event, as a reader holds them: the values, JSON-serialized
 * together, encrypted with the subject's key (`keyId`) under AES-256-GCM with a nonce of their own,
 * bound to the event and the fields they sit in. The box sits at the first of those fields; `with`
 * names the others (absent for a lone value). One box per subject and event, not per value: a cipher
 * costs microseconds to set up, whatever it seals. `sealed` is base64 of nonce, ciphertext and tag.
 */
export interface SealedBox {
  keyId: string;
  sealed: string;
  with?: string[];
}

/** A personal value sealed in its subject's box at the field `in` of the same event. */
export interface SealedElsewhere {
  keyId: string;
  in: string;
}

/** What a personal field holds once encrypted, as a reader holds it: no value in plain. */
export type EncryptedValue = SealedBox | SealedElsewhere;

/**
 * A box as the event store keeps it: `{ "gcm": "<keyId>.<base64>", "with": [...] }` at the first of
 * its subject's fields, and nothing at all at the fields `with` names. Every byte of it is carried
 * by each layer (serialized, sent, parsed into jsonb, written to the WAL, read back at every
 * rebuild), so it holds no constant and no pointer (docs/privacy.md, "Cifrado y borrado").
 */
export interface StoredBox {
  gcm: string;
  with?: string[];
}

/**
 * The first stored form, still read: a box with the cipher's name and its key id as fields of their
 * own, and at each of the other fields a pointer back to it.
 */
interface FirstFormBox extends SealedBox {
  cipher: typeof CIPHER;
}

interface FirstFormPointer extends SealedElsewhere {
  cipher: typeof CIPHER;
}

/** What a personal field of a stored event holds once encrypted. */
export type StoredEncryptedValue = StoredBox | FirstFormBox | FirstFormPointer;

const KEY_ID_LENGTH = 36;
const KEY_ID_END = '.';

export function isEncryptedValue(value: unknown): value is StoredEncryptedValue {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Partial<StoredBox & FirstFormBox & FirstFormPointer>;
  if (typeof candidate.gcm === 'string') {
    return candidate.gcm.length > KEY_ID_LENGTH + 1 && candidate.gcm[KEY_ID_LENGTH] === KEY_ID_END && isPathList(candidate.with);
  }
  if (candidate.cipher !== CIPHER || typeof candidate.keyId !== 'string') return false;
  if (typeof candidate.in === 'string') return candidate.sealed === undefined;
  return typeof candidate.sealed === 'string' && isPathList(candidate.with);
}

function isPathList(paths: unknown): boolean {
  return paths === undefined || (Array.isArray(paths) && paths.every((path) => typeof path === 'string'));
}

export function isStoredBox(value: StoredEncryptedValue): value is StoredBox {
  return 'gcm' in value;
}

/** A stored box as a reader holds it. */
export function boxOf(stored: StoredBox): SealedBox {
  const keyId = stored.gcm.slice(0, KEY_ID_LENGTH);
  const sealed = stored.gcm.slice(KEY_ID_LENGTH + 1);
  return stored.with ? { keyId, sealed, with: stored.with } : { keyId, sealed };
}

export function isSealedBox(value: EncryptedValue): value is SealedBox {
  return 'sealed' in value;
}

/**
 * The authenticated context of a box: a ciphertext moved to another event or field, or told it
 * holds other fields than it was sealed with, no longer opens. A lone value's context is
 * `eventId/path`.
 */
function boxContext(eventId: string, paths: readonly string[]): string {
  return `${eventId}/${paths.join('+')}`;
}

/** A key's bytes ready for the cipher; key objects also never print their bytes (`util.inspect`, loggers). */
export function secretKey(bytes: Buffer): KeyObject {
  if (bytes.length !== KEY_BYTES) throw new RangeError(`An AES-256 key is ${KEY_BYTES} bytes, got ${bytes.length}`);
  return createSecretKey(bytes);
}

/** The box for the values at `paths` of event `eventId` (one subject's, in the event's declaration order), as stored at `paths[0]`. */
export function sealValues(
  values: readonly unknown[],
  key: { id: string; key: KeyObject },
  eventId: string,
  paths: readonly string[],
): StoredBox {
  const [, ...others] = paths;
  const plaintext = JSON.stringify(others.length === 0 ? values[0] : values);
  if (key.id.length !== KEY_ID_LENGTH) throw new RangeError(`A data key id is ${KEY_ID_LENGTH} characters, got ${key.id.length}`);
  const gcm = `${key.id}${KEY_ID_END}${seal(key.key, Buffer.from(plaintext, 'utf8'), boxContext(eventId, paths)).toString('base64')}`;
  return others.length === 0 ? { gcm } : { gcm, with: others };
}

/**
 * The values of the box at `path`, in the order of `[path, ...box.with]`. Throws
 * `UnreadableValueError` when the box, its context or its key is not the one it was sealed with.
 */
export function openValues(box: SealedBox, key: KeyObject, eventId: string, path: string): unknown[] {
  const paths = [path, ...(box.with ?? [])];
  const context = boxContext(eventId, paths);
  const opened: unknown = JSON.parse(open(key, Buffer.from(box.sealed, 'base64'), context).toString('utf8'));
  if (!box.with) return [opened];
  if (!Array.isArray(opened) || opened.length !== paths.length) throw new UnreadableValueError(`The sealed values for ${context}`);
  return opened;
}

export class UnreadableValueError extends Error {
  constructor(what: string) {
    super(`${what} does not decrypt: it was altered, moved, or sealed with another key`);
    this.name = 'UnreadableValueError';
  }
}

/** AES-256-GCM: nonce ‖ ciphertext ‖ tag, with `context` as additional authenticated data. */
export function seal(key: KeyObject, plaintext: Buffer, context: string): Buffer {
  const nonce = freshNonce();
  // GCM's tag is TAG_BYTES long by default: no options object to validate on every box.
  const cipher = createCipheriv(CIPHER, key, nonce);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = cipher.update(plaintext);
  cipher.final();
  return Buffer.concat([nonce, ciphertext, cipher.getAuthTag()]);
}

export function open(key: KeyObject, box: Buffer, context: string): Buffer {
  if (box.length < NONCE_BYTES + TAG_BYTES) throw new UnreadableValueError(`The sealed value for ${context}`);
  // The tag length is checked by setAuthTag below; no options to validate on every value.
  const decipher = createDecipheriv(CIPHER, key, box.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(box.subarray(box.length - TAG_BYTES));
  const plaintext = decipher.update(box.subarray(NONCE_BYTES, box.length - TAG_BYTES));
  try {
    decipher.final();
  } catch {
    throw new UnreadableValueError(`The sealed value for ${context}`);
  }
  return plaintext;
}

// Nonces are random (96 bits, far below GCM's limit per key for the values one person has) and come
// from the CSPRNG in blocks: one call per value costs more than the encryption itself.
const NONCES_PER_BLOCK = 512;
let nonceBlock = Buffer.alloc(0);
let nonceOffset = 0;

function freshNonce(): Buffer {
  if (nonceOffset + NONCE_BYTES > nonceBlock.length) {
    nonceBlock = randomFillSync(Buffer.allocUnsafe(NONCE_BYTES * NONCES_PER_BLOCK));
    nonceOffset = 0;
  }
  const nonce = nonceBlock.subarray(nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}
