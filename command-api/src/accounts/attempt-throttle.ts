import type { Pool } from '@lavado/shared/db/pool';
import { DomainError } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';

/**
 * Per-account limits shared by every API node (the per-IP limit is @fastify/rate-limit's):
 * recovery mails asked for, and wrong current passwords on a password change.
 */
export type AttemptKind = 'recovery' | 'current-password';

export const ATTEMPT_LIMIT = 5;
export const ATTEMPT_WINDOW_SECONDS = 15 * 60;

/** Throws 429 with the seconds to wait when the account used up its attempts in the window. */
export async function ensureAttemptAllowed(pool: Pool, kind: AttemptKind, accountKey: string, now: Date): Promise<void> {
  const { rows } = await pool.query<{ attempts: number; oldest: Date | null }>(
    `select count(*)::int as attempts, min(attempted_at) as oldest
       from account_attempts
      where kind = $1 and account_key = $2 and attempted_at > $3::timestamptz - make_interval(secs => $4)`,
    [kind, accountKey, now.toISOString(), ATTEMPT_WINDOW_SECONDS],
  );
  const row = rows[0];
  if (!row || row.attempts < ATTEMPT_LIMIT || !row.oldest) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((row.oldest.getTime() + ATTEMPT_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
  throw new DomainError('too_many_requests', serverMessages.tooManyRequests, { retryAfterSeconds });
}

export async function recordAttempt(db: Pick<Pool, 'query'>, kind: AttemptKind, accountKey: string, now: Date): Promise<void> {
  await db.query('insert into account_attempts (kind, account_key, attempted_at) values ($1, $2, $3)', [
    kind,
    accountKey,
    now.toISOString(),
  ]);
  await db.query(`delete from account_attempts where attempted_at < $1::timestamptz - make_interval(secs => $2)`, [
    now.toISOString(),
    ATTEMPT_WINDOW_SECONDS,
  ]);
}
