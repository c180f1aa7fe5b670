import type { Pool } from '@lavado/shared/db/pool';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Per-account throttle shared by every API node (the per-IP limit is @fastify/rate-limit's).
 * Returns the seconds to wait when the account has failed too often in the window, else 0.
 */
export async function secondsUntilLoginAllowed(pool: Pool, accountKey: string, now: Date): Promise<number> {
  const { rows } = await pool.query<{ failures: number; oldest: Date | null }>(
    `select count(*)::int as failures, min(failed_at) as oldest
       from login_failures
      where account_key = $1 and failed_at > $2::timestamptz - make_interval(secs => $3)`,
    [accountKey, now.toISOString(), LOGIN_FAILURE_WINDOW_SECONDS],
  );
  const row = rows[0];
  if (!row || row.failures < LOGIN_FAILURE_LIMIT || !row.oldest) return 0;
  return Math.max(1, Math.ceil((row.oldest.getTime() + LOGIN_FAILURE_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
}

export async function recordLoginFailure(pool: Pool, accountKey: string, now: Date): Promise<void> {
  await pool.query('insert into login_failures (account_key, failed_at) values ($1, $2)', [accountKey, now.toISOString()]);
  await pool.query(`delete from login_failures where failed_at < $1::timestamptz - make_interval(secs => $2)`, [
    now.toISOString(),
    LOGIN_FAILURE_WINDOW_SECONDS,
  ]);
}

export async function clearLoginFailures(pool: Pool, accountKey: string): Promise<void> {
  await pool.query('delete from login_failures where account_key = $1', [accountKey]);
}

export const accountKey = (login: string) => login.trim().toLowerCase();
