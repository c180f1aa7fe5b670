import type { Pool } from '@lavado/shared/db/pool';
import { DomainError } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';

/**
 * Per-account limits shared by every API node (the per-IP limit is @fastify/rate-limit's):
 * recovery mails asked for, wrong current passwords on a password change, and answers that an
 * e-mail or RUT is already taken (identity/taken-values.ts).
 */
export type AttemptKind = 'recovery' | 'current-password' | 'taken-value';

export const ATTEMPT_LIMIT = 5;
export const ATTEMPT_WINDOW_SECONDS = 15 * 60;
export const TAKEN_VALUE_LIMIT = 10;
export const TAKEN_VALUE_WINDOW_SECONDS = 60 * 60;

const limits: Record<AttemptKind, { limit: number; windowSeconds: number }> = {
  recovery: { limit: ATTEMPT_LIMIT, windowSeconds: ATTEMPT_WINDOW_SECONDS },
  'current-password': { limit: ATTEMPT_LIMIT, windowSeconds: ATTEMPT_WINDOW_SECONDS },
  'taken-value': { limit: TAKEN_VALUE_LIMIT, windowSeconds: TAKEN_VALUE_WINDOW_SECONDS },
};

/** Throws 429 with the seconds to wait when the account used up its attempts in the window. */
export async function ensureAttemptAllowed(pool: Pool, kind: AttemptKind, accountKey: string, now: Date): Promise<void> {
  const { limit, windowSeconds } = limits[kind];
  const { rows } = await pool.query<{ attempts: number; oldest: Date | null }>(
    `select count(*)::int as attempts, min(attempted_at) as oldest
       from account_attempts
      where kind = $1 and account_key = $2 and attempted_at > $3::timestamptz - make_interval(secs => $4)`,
    [kind, accountKey, now.toISOString(), windowSeconds],
  );
  const row = rows[0];
  if (!row || row.attempts < limit || !row.oldest) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((row.oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
  throw new DomainError('too_many_requests', serverMessages.tooManyRequests, { retryAfterSeconds });
}

export async function recordAttempt(db: Pick<Pool, 'query'>, kind: AttemptKind, accountKey: string, now: Date): Promise<void> {
  await db.query('insert into account_attempts (kind, account_key, attempted_at) values ($1, $2, $3)', [
    kind,
    accountKey,
    now.toISOString(),
  ]);
  await db.query(`delete from account_attempts where kind = $1 and attempted_at < $2::timestamptz - make_interval(secs => $3)`, [
    kind,
    now.toISOString(),
    limits[kind].windowSeconds,
  ]);
}
