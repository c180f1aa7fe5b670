import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustedProxies } from './client-address';

const requestFrom = (peer: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

describe('TRUST_PROXY', () => {
  it('trusts nobody unless configured', () => {
    expect(parseTrustedProxies(undefined)).toBe(false);
    expect(parseTrustedProxies('')).toBe(false);
    expect(parseTrustedProxies('false')).toBe(false);
  });

  it('takes addresses, subnets, the proxy-addr keywords or a hop count', () => {
    expect(parseTrustedProxies('10.0.0.2, 172.16.0.0/12,loopback')).toEqual(['10.0.0.2', '172.16.0.0/12', 'loopback']);
    expect(parseTrustedProxies('1')).toBe(1);
  });

  it('refuses "true" and anything that is not an address, so a typo never trusts every client', () => {
    expect(() => parseTrustedProxies('true')).toThrow(/not an IP address/);
    expect(() => parseTrustedProxies('10.0.0.300')).toThrow(/not an IP address/);
    expect(() => parseTrustedProxies('0')).toThrow(/between 1 and 10/);
  });
});

describe('clientAddressOf', () => {
  it("is the socket's peer when no proxy is trusted, whatever the header says", () => {
    expect(clientAddressOf(requestFrom('192.0.2.7', '203.0.113.1'), false)).toBe('192.0.2.7');
  });

  it('is the address the trusted proxy appended, never one the client put in front', () => {
    expect(clientAddressOf(requestFrom('10.0.0.2', '198.51.100.9, 203.0.113.1'), ['10.0.0.2'])).toBe('203.0.113.1');
    expect(clientAddressOf(requestFrom('192.0.2.7', '203.0.113.1'), ['10.0.0.2'])).toBe('192.0.2.7');
    expect(clientAddressOf(requestFrom('10.0.0.2', '198.51.100.9, 203.0.113.1'), 1)).toBe('203.0.113.1');
  });
});
