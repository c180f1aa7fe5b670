import { createCipheriv, createDecipheriv, createSecretKey, randomFillSync, type KeyObject } from 'node:crypto';

const CIPHER = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

/**
 * A personal value as the event store keeps it: the value, JSON-serialized, encrypted with its data
 * subject's key (`keyId`) under AES-256-GCM with a nonce of its own, bound to the event and the
 * field it sits in. `sealed` is base64 of nonce, ciphertext and tag.
 */
export interface EncryptedValue {
  cipher: typeof CIPHER;
  keyId: string;
  sealed: string;
}

export function isEncryptedValue(value: unknown): value is EncryptedValue {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Partial<EncryptedValue>;
  return candidate.cipher === CIPHER && typeof candidate.keyId === 'string' && typeof candidate.sealed === 'string';
}

/** The authenticated context of a value: a ciphertext moved to another event or field no longer opens. */
export function valueContext(eventId: string, path: string): string {
  return `${eventId}/${path}`;
}

/** A key's bytes ready for the cipher; key objects also never print their bytes (`util.inspect`, loggers). */
export function secretKey(bytes: Buffer): KeyObject {
  if (bytes.length !== KEY_BYTES) throw new RangeError(`An AES-256 key is ${KEY_BYTES} bytes, got ${bytes.length}`);
  return createSecretKey(bytes);
}

export function encryptValue(value: unknown, key: { id: string; key: KeyObject }, context: string): EncryptedValue {
  return { cipher: CIPHER, keyId: key.id, sealed: seal(key.key, Buffer.from(JSON.stringify(value), 'utf8'), context).toString('base64') };
}

/** Throws `UnreadableValueError` when the value, its context or its key is not the one it was sealed with. */
export function decryptValue(encrypted: EncryptedValue, key: KeyObject, context: string): unknown {
  return JSON.parse(open(key, Buffer.from(encrypted.sealed, 'base64'), context).toString('utf8'));
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
  const cipher = createCipheriv(CIPHER, key, nonce, { authTagLength: TAG_BYTES });
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
