import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies may tell us the client's address through `X-Forwarded-For`: none (the default, the
 * socket's peer is the client), the addresses or subnets listed, or the nearest N hops. Never
 * "everyone": then the client would choose its own address and reset every per-IP limit.
 */
export type TrustedProxies = false | number | readonly string[];

const KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Parses `TRUST_PROXY` (`10.0.0.2,10.1.0.0/16`, `loopback`, or a hop count); throws a message on a bad value. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error('a hop count must be between 1 and 10');
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (KEYWORDS.has(entry)) continue;
    try {
      proxyAddr.compile(entry);
    } catch {
      throw new Error(`'${entry}' is not an IP address, a subnet (CIDR) or one of loopback, linklocal, uniquelocal`);
    }
  }
  return entries;
}

/** Whether the proxy at `address`, `hop` steps from this server, may name the client: Fastify's `trustProxy` function. */
export function proxyTrust(trusted: TrustedProxies): false | ((address: string, hop: number) => boolean) {
  if (trusted === false) return false;
  return typeof trusted === 'number' ? (_address, hop) => hop < trusted : proxyAddr.compile([...trusted]);
}

/** The client's address by the same rule as Fastify's `request.ip`, for servers that are not Fastify (the Socket.IO gateway). */
export function clientAddressOf(request: IncomingMessage, trusted: TrustedProxies): string {
  const trust = proxyTrust(trusted);
  if (trust === false) return request.socket.remoteAddress ?? 'unknown';
  return proxyAddr(request, trust);
}
