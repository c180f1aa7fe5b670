import { createHash } from 'node:crypto';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The id of the `index`-th event a command emits: a name-based UUID (version 5) whose namespace is
 * the command's own id, so a retried command yields the same ids and the store appends nothing new.
 */
export function eventIdFor(commandId: string, index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`Event index must be a non-negative integer, got ${index}`);
  return uuidV5(String(index), commandId);
}

/** RFC 9562 version 5 UUID: SHA-1 of namespace bytes + name, with version and variant bits set. */
export function uuidV5(name: string, namespace: string): string {
  if (!UUID_PATTERN.test(namespace)) throw new TypeError(`Namespace must be a UUID, got "${namespace}"`);
  const digest = createHash('sha1')
    .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  digest[6] = (digest[6]! & 0x0f) | 0x50;
  digest[8] = (digest[8]! & 0x3f) | 0x80;
  const hex = digest.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
