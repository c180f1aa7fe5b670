import type { Pool } from '@lavado/shared/db/pool';
import { retryDelayMs } from '@lavado/shared/timing/backoff';

/**
 * Slows password guessing without letting anyone lock an account's owner out (docs: README,
 * "Login throttling"):
 * - per account and client address: the first FREE_FAILURES failures in the window cost nothing,
 *   then each further attempt from that address waits twice as long as the one before (2 s, 4 s, …,
 *   at most MAX_DELAY_SECONDS). The owner, from any other address, is not slowed at all;
 * - per account across all addresses: past ACCOUNT_CEILING failures in the window (a guessing
 *   campaign from many addresses), only addresses the account has signed in from before may try.
 */
export const FREE_FAILURES = 5;
export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const MAX_DELAY_SECONDS = 15 * 60;
export const ACCOUNT_CEILING = 100;
const PAST_FREE_FAILURES_BACKOFF = { firstDelayMs: 2_000, maxDelayMs: MAX_DELAY_SECONDS * 1000 };

export interface LoginSource {
  /** The account the login names (its user id when it exists), never the raw text typed. */
  accountKey: string;
  address: string;
}

/** Seconds this source must wait before its next attempt, or 0. */
export async function secondsUntilLoginAllowed(pool: Pool, source: LoginSource, now: Date): Promise<number> {
  const { rows } = await pool.query<{
    fromAddress: number;
    lastFromAddress: Date | null;
    fromAll: number;
    oldest: Date | null;
    known: boolean;
  }>(
    `select count(*) filter (where address = $2)::int as "fromAddress",
            max(failed_at) filter (where address = $2) as "lastFromAddress",
            count(*)::int as "fromAll",
            min(failed_at) as oldest,
            exists (select 1 from login_known_addresses where account_key = $1 and address = $2) as known
       from login_failures
      where account_key = $1 and failed_at > $3::timestamptz - make_interval(secs => $4)`,
    [source.accountKey, source.address, now.toISOString(), FAILURE_WINDOW_SECONDS],
  );
  const row = rows[0];
  if (!row) return 0;
  let wait = 0;
  if (row.fromAddress >= FREE_FAILURES && row.lastFromAddress) {
    const delayMs = retryDelayMs(row.fromAddress - FREE_FAILURES + 1, PAST_FREE_FAILURES_BACKOFF);
    wait = secondsUntil(row.lastFromAddress.getTime() + delayMs, now);
  }
  if (row.fromAll >= ACCOUNT_CEILING && !row.known && row.oldest) {
    wait = Math.max(wait, secondsUntil(row.oldest.getTime() + FAILURE_WINDOW_SECONDS * 1000, now));
  }
  return wait;
}

export async function recordLoginFailure(pool: Pool, source: LoginSource, now: Date): Promise<void> {
  await pool.query('insert into login_failures (account_key, address, failed_at) values ($1, $2, $3)', [
    source.accountKey,
    source.address,
    now.toISOString(),
  ]);
  await pool.query(`delete from login_failures where failed_at < $1::timestamptz - make_interval(secs => $2)`, [
    now.toISOString(),
    FAILURE_WINDOW_SECONDS,
  ]);
}

/** A success forgives this address's failures and makes it one the account is known to use. */
export async function recordLoginSuccess(pool: Pool, source: LoginSource, now: Date): Promise<void> {
  await pool.query('delete from login_failures where account_key = $1 and address = $2', [source.accountKey, source.address]);
  await pool.query(
    `insert into login_known_addresses (account_key, address, last_success_at) values ($1, $2, $3)
     on conflict (account_key, address) do update set last_success_at = excluded.last_success_at`,
    [source.accountKey, source.address, now.toISOString()],
  );
}

/**
 * The throttle's key for a login: the account's id when the text names one (so that `ADMİN`,
 * `admin` and the e-mail share one count, as the lookup treats them alike), else the text itself.
 */
export const accountKeyFor = (login: string, accountId: string | undefined) =>
  accountId ? `user:${accountId}` : `login:${normalizedLogin(login)}`;

export const normalizedLogin = (login: string) => login.normalize('NFKC').trim().toLowerCase();

function secondsUntil(instantMs: number, now: Date): number {
  const seconds = Math.ceil((instantMs - now.getTime()) / 1000);
  return seconds > 0 ? seconds : 0;
}
