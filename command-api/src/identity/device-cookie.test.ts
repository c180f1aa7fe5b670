import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, deviceCookies, MAX_ACCOUNTS_PER_DEVICE } from './device-cookie';

const secret = 'device-cookie-test-secret-0123456789abcdef';
const asSent = (setCookie: string) => setCookie.split(';')[0]!;

describe('device cookies', () => {
  it('recognise the account they were issued to, under the key they were signed with', () => {
    const cookies = deviceCookies(secret);
    const account = randomUUID();
    const sent = asSent(cookies.issue(undefined, account, { secure: false }));
    expect(cookies.deviceOf(`theme=dark; ${sent}`, account)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookies.deviceOf(sent, randomUUID())).toBeNull();
    expect(deviceCookies(`${secret}-rotated`).deviceOf(sent, account)).toBeNull();
    expect(cookies.deviceOf(undefined, account)).toBeNull();
    expect(cookies.deviceOf(`${DEVICE_COOKIE}=${'x'.repeat(5000)}`, account)).toBeNull();
  });

  it('keep the newest entries of at most ten accounts, dropping the oldest and anything forged', () => {
    const cookies = deviceCookies(secret);
    const accounts = Array.from({ length: MAX_ACCOUNTS_PER_DEVICE + 1 }, () => randomUUID());
    let sent = `${DEVICE_COOKIE}=${randomUUID()}.AAAAAAAAAAAAAAAAAAAAAA.${'A'.repeat(43)}`;
    for (const account of accounts) sent = asSent(cookies.issue(sent, account, { secure: false }));
    const kept = sent.slice(`${DEVICE_COOKIE}=`.length).split('~');
    expect(kept.map((entry) => entry.split('.')[0])).toEqual(accounts.slice(1).reverse());
    expect(cookies.deviceOf(sent, accounts[0]!)).toBeNull();
    expect(cookies.deviceOf(sent, accounts[1]!)).not.toBeNull();
  });

  it('give the account a new nonce on every sign-in', () => {
    const cookies = deviceCookies(secret);
    const account = randomUUID();
    const first = asSent(cookies.issue(undefined, account, { secure: false }));
    const second = asSent(cookies.issue(first, account, { secure: true }));
    expect(cookies.deviceOf(second, account)).not.toBe(cookies.deviceOf(first, account));
    expect(second.split('~')).toHaveLength(1);
  });
});
