import { createHash } from 'node:crypto';

/**
 * The advisory-lock key of a projector: a signed 64-bit integer (as text, for a `bigint` parameter)
 * derived from its name, identical on every node and across releases.
 */
export function projectorLockKey(projectorName: string): string {
  return advisoryLockKey(`projector:${projectorName}`);
}

/**
 * The key a rebuild holds exclusively and an append applying the projector in its own transaction
 * takes shared (runner/inline.ts): no command writes a read model while it is rebuilt.
 */
export function inlineGateLockKey(projectorName: string): string {
  return advisoryLockKey(`inline-gate:${projectorName}`);
}

/** The key that puts one organization's appends applying read models in a row (runner/inline.ts). */
export function organizationLockKey(organizationId: string): string {
  return advisoryLockKey(`organization:${organizationId}`);
}

function advisoryLockKey(name: string): string {
  return createHash('sha256').update(name).digest().readBigInt64BE(0).toString();
}
