import { createHash } from 'node:crypto';

/**
 * The advisory-lock key of a projector: a signed 64-bit integer (as text, for a `bigint` parameter)
 * derived from its name, identical on every node and across releases.
 */
export function projectorLockKey(projectorName: string): string {
  return createHash('sha256').update(`projector:${projectorName}`).digest().readBigInt64BE(0).toString();
}
