import type { Pool } from '@lavado/shared/db/pool';
import { retryDelayMs } from '@lavado/shared/timing/backoff';

/**
 * Slows password guessing without letting anyone lock an account's owner out (docs: README,
 * "Login throttling"; the device cookies follow OWASP's "Slow Down Online Guessing Attacks with
 * Device Cookies"):
 * - per account and client address: the first FREE_FAILURES failures in the window cost nothing,
 *   then each further attempt from that address waits twice as long as the one before (2 s, 4 s, …,
 *   at most MAX_DELAY_SECONDS). The owner, from any other address, is not slowed at all;
 * - per account, from clients without a device cookie for it: past ACCOUNT_CEILING failures in the
 *   window (a guessing campaign from many addresses), none of them may try until the window passes;
 * - per device cookie: a browser that signed in to the account before passes that ceiling, with
 *   DEVICE_FAILURE_LIMIT failures of its own in the window; past them, that cookie is locked out
 *   until the window passes.
 */
export const FREE_FAILURES = 5;
export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const MAX_DELAY_SECONDS = 15 * 60;
export const ACCOUNT_CEILING = 100;
export const DEVICE_FAILURE_LIMIT = 10;
const PAST_FREE_FAILURES_BACKOFF = { firstDelayMs: 2_000, maxDelayMs: MAX_DELAY_SECONDS * 1000 };

export interface LoginSource {
  /** The account the login names (its user id when it exists), never the raw text typed. */
  accountKey: string;
  address: string;
  /** The nonce of the browser's valid device cookie for this account, or null. */
  device: string | null;
}

/** Seconds this source must wait before its next attempt, or 0. */
export async function secondsUntilLoginAllowed(pool: Pool, source: LoginSource, now: Date): Promise<number> {
  const { rows } = await pool.query<{
    fromAddress: number;
    lastFromAddress: Date | null;
    fromDevice: number;
    oldestFromDevice: Date | null;
    untrusted: number;
    oldestUntrusted: Date | null;
  }>(
    `select count(*) filter (where address = $2)::int as "fromAddress",
            max(failed_at) filter (where address = $2) as "lastFromAddress",
            count(*) filter (where device = $5)::int as "fromDevice",
            min(failed_at) filter (where device = $5) as "oldestFromDevice",
            count(*) filter (where device is null)::int as untrusted,
            min(failed_at) filter (where device is null) as "oldestUntrusted"
       from login_failures
      where account_key = $1 and failed_at > $3::timestamptz - make_interval(secs => $4)`,
    [source.accountKey, source.address, now.toISOString(), FAILURE_WINDOW_SECONDS, source.device],
  );
  const row = rows[0];
  if (!row) return 0;
  let wait = 0;
  if (row.fromAddress >= FREE_FAILURES && row.lastFromAddress) {
    const delayMs = retryDelayMs(row.fromAddress - FREE_FAILURES + 1, PAST_FREE_FAILURES_BACKOFF);
    wait = secondsUntil(row.lastFromAddress.getTime() + delayMs, now);
  }
  const [failures, oldest, limit] =
    source.device === null
      ? [row.untrusted, row.oldestUntrusted, ACCOUNT_CEILING]
      : [row.fromDevice, row.oldestFromDevice, DEVICE_FAILURE_LIMIT];
  if (failures >= limit && oldest) wait = Math.max(wait, secondsUntil(oldest.getTime() + FAILURE_WINDOW_SECONDS * 1000, now));
  return wait;
}

export async function recordLoginFailure(pool: Pool, source: LoginSource, now: Date): Promise<void> {
  await pool.query('insert into login_failures (account_key, address, device, failed_at) values ($1, $2, $3, $4)', [
    source.accountKey,
    source.address,
    source.device,
    now.toISOString(),
  ]);
  await pool.query(`delete from login_failures where failed_at < $1::timestamptz - make_interval(secs => $2)`, [
    now.toISOString(),
    FAILURE_WINDOW_SECONDS,
  ]);
}

/** A success forgives this address's and this device cookie's failures (the browser gets a fresh cookie). */
export async function recordLoginSuccess(pool: Pool, source: LoginSource): Promise<void> {
  await pool.query('delete from login_failures where account_key = $1 and (address = $2 or device = $3)', [
    source.accountKey,
    source.address,
    source.device,
  ]);
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
