import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (README, "Login throttling"): a browser that signed in to an account keeps a signed
 * proof of it, so that a guessing campaign against the account, which locks out every other client,
 * does not lock out the owner's own browsers. Each entry is `<account id>.<nonce>.<signature>`, the
 * signature an HMAC of the first two with a key derived from the JWT secret; it proves only that this
 * browser signed in to that account once, and carries nothing that opens a session.
 *
 * One cookie holds an entry per account that signed in on the browser (a counter tablet is shared
 * by the staff), the most recent first.
 */
export const DEVICE_COOKIE = 'lavado_device';
export const DEVICE_COOKIE_PATH = '/api/auth/login';
/** The longest lifetime browsers keep (Chrome caps Max-Age at 400 days). */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 3600;
export const MAX_ACCOUNTS_PER_DEVICE = 10;

const ENTRY_SEPARATOR = '~';
const ENTRY = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
/** More entries than a browser of ours ever holds means the header was made up: read no further. */
const MAX_ENTRIES_READ = MAX_ACCOUNTS_PER_DEVICE * 2;

interface DeviceEntry {
  accountId: string;
  nonce: string;
}

export interface DeviceCookies {
  /** The nonce of this browser's valid entry for the account, or null (none, forged, or only other accounts'). */
  deviceOf(cookieHeader: string | undefined, accountId: string): string | null;
  /**
   * After a successful login: a fresh entry for the account (a new nonce, so the old one's failures
   * no longer count), the browser's valid entries for other accounts kept. Returns the Set-Cookie value.
   */
  issue(cookieHeader: string | undefined, accountId: string, options: { secure: boolean }): string;
}

export function deviceCookies(jwtSecret: string): DeviceCookies {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'lavado-login-device', 'device cookies', 32));
  const sign = (accountId: string, nonce: string) => createHmac('sha256', key).update(`${accountId}.${nonce}`).digest('base64url');

  function validEntries(cookieHeader: string | undefined): DeviceEntry[] {
    const entries: DeviceEntry[] = [];
    for (const raw of cookieValues(cookieHeader, DEVICE_COOKIE).flatMap((value) => value.split(ENTRY_SEPARATOR))) {
      if (entries.length >= MAX_ENTRIES_READ) break;
      const match = ENTRY.exec(raw);
      if (!match) continue;
      const [, accountId, nonce, signature] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(sign(accountId, nonce));
      const given = Buffer.from(signature);
      if (given.length === expected.length && timingSafeEqual(given, expected)) entries.push({ accountId, nonce });
    }
    return entries;
  }

  return {
    deviceOf(cookieHeader, accountId) {
      return validEntries(cookieHeader).find((entry) => entry.accountId === accountId)?.nonce ?? null;
    },
    issue(cookieHeader, accountId, { secure }) {
      const nonce = randomBytes(16).toString('base64url');
      const others = validEntries(cookieHeader).filter((entry) => entry.accountId !== accountId);
      const kept = [{ accountId, nonce }, ...others].slice(0, MAX_ACCOUNTS_PER_DEVICE);
      const value = kept.map((entry) => `${entry.accountId}.${entry.nonce}.${sign(entry.accountId, entry.nonce)}`).join(ENTRY_SEPARATOR);
      const attributes = [
        `${DEVICE_COOKIE}=${value}`,
        `Path=${DEVICE_COOKIE_PATH}`,
        `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(secure ? ['Secure'] : []),
      ];
      return attributes.join('; ');
    },
  };
}

/** Every value the Cookie header gives `name` (a browser may send one name twice, from two paths). */
function cookieValues(cookieHeader: string | undefined, name: string): string[] {
  if (!cookieHeader) return [];
  const values: string[] = [];
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) values.push(pair.slice(separator + 1).trim());
  }
  return values;
}
