import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@lavado/shared/logger';
import { PUBLIC_NAMESPACE, REALTIME_PATH } from '@lavado/realtime/protocol';
import { paths } from '../../ui/src/app/paths';
import { startRunningApp } from '../support/running-app';
import { ADMIN } from '../support/test-app';
import { newServiceData } from '../support/wash-fixtures';

/**
 * Capabilities never reach the logs (docs/security.md, rule 24): a wall screen's link token and a
 * ticket's id open their pages with no session. The whole product runs with every part logging at
 * the most verbose level into one capture; the addresses and calls a TV and a customer's phone make
 * with them, and every UI address that carries a parameter, leave no trace of them there.
 */
let output = '';
const sink = new Writable({ write: (chunk, _encoding, done) => ((output += String(chunk)), done()) });
let t: Awaited<ReturnType<typeof startRunningApp>>;
let admin: { token: string };
let linkToken: string;
let ticketId: string;

beforeAll(async () => {
  t = await startRunningApp({ logger: createLogger('trace', 'lavado', sink) });
  const sa = await t.login(ADMIN.identification, ADMIN.password);
  const organization = await t.createOrganization(sa, { name: 'Lavado Registros' });
  admin = await t.createUser('AD', organization.id);
  const link = await t.call<{ token: string }>('wallScreen/createLink', {}, admin.token);
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  linkToken = link.body.token;
  const ticket = await t.call<{ id: string }>('wash/createWashTicket', { data: newServiceData({ ppu: 'LGRS12' }) }, admin.token);
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  ticketId = ticket.body.id;
});
afterAll(() => t?.close());

const post = (path: string, body: unknown) =>
  fetch(`${t.origin}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function connected(namespace: string, auth: Record<string, string>): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(`${t.origin}${namespace}`, { path: REALTIME_PATH, transports: ['polling'], forceNew: true, auth });
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Every UI address with a parameter, filled with the capability it carries (paths.ts). */
function addressesWithParameters(): string[] {
  const all = (node: unknown): string[] =>
    typeof node === 'string' ? [node] : Object.values(node as Record<string, unknown>).flatMap((child) => all(child));
  // A ticket's id opens its customer's page, so it is a capability wherever it appears; a payment's id
  // and a day are not, and need no value of this test's.
  const capability: Record<string, () => string> = {
    token: () => linkToken,
    id: () => ticketId,
    ticketId: () => ticketId,
    paymentId: () => '5b0c6a1e-3f2d-4c8b-9a7e-1d2c3b4a5f6e',
    day: () => '2026-11-27',
    // A client's id opens nothing without the AD's session (the printable export).
    clientId: () => '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  };
  return all(paths)
    .filter((address) => address.includes('/:'))
    .map((address) =>
      address.replace(/:(\w+)/g, (_match, name: string) => {
        const value = capability[name];
        if (!value) throw new Error(`${address}: say whether :${name} is a capability, and log it accordingly`);
        return value();
      }),
    );
}

describe('the logs', () => {
  it("never hold a wall screen's link token or a ticket's id, whatever the TV or the customer's phone opens or calls", async () => {
    const addresses = addressesWithParameters();
    expect(addresses).toEqual(expect.arrayContaining([`/pantalla/${linkToken}`, `/code/${ticketId}`, `/home/codes/${ticketId}`]));
    // As the router takes them too: another case, repeated slashes, percent-escapes, a trailing slash.
    addresses.push(
      `/Pantalla/${linkToken}/`,
      `//code//${ticketId}`,
      `/%70antalla/${linkToken}`,
      `/code/${encodeURIComponent(ticketId)}?from=qr`,
      // A check-in's image is served under its ticket's id.
      `/api/code/${ticketId}/photos/${'a'.repeat(64)}`,
    );
    for (const address of addresses) expect((await fetch(`${t.origin}${address}`)).status).toBeLessThan(500);

    // The wall screen: the exchange, then the board on its session; a refused exchange says no more.
    const opened = await post('wallScreen/openScreen', { token: linkToken });
    expect(opened.status).toBe(200);
    const screen = (await opened.json()) as { token: string; organizationId: string };
    const wrongToken = `${linkToken.slice(0, -1)}${linkToken.endsWith('A') ? 'B' : 'A'}`;
    expect((await post('wallScreen/openScreen', { token: wrongToken })).status).toBe(401);
    expect((await post('wallScreen/openScreen', { token: linkToken, extra: linkToken })).status).toBe(400);
    const board = await fetch(`${t.origin}/api/wallScreen/getBoard`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${screen.token}` },
      body: JSON.stringify({ organizationId: screen.organizationId }),
    });
    expect(board.status).toBe(200);
    const screenSocket = await connected('', { token: screen.token });

    // The customer's phone: the lookup, then the live ticket.
    expect((await post('code/getPublicTicket', { id: ticketId })).status).toBe(200);
    expect((await post('code/getPublicTicket', { id: ticketId, extra: ticketId })).status).toBe(400);
    const phone = await connected(PUBLIC_NAMESPACE, { ticketId });
    screenSocket.close();
    phone.close();

    for (const secret of [linkToken, ticketId, screen.token, admin.token]) expect(output).not.toContain(secret);
    // Not vacuous: the requests were logged, each capability address cut after its prefix.
    expect(output).toContain('"path":"/pantalla/[redacted]"');
    expect(output).toContain('"path":"/code/[redacted]"');
    expect(output).toContain('"path":"/home/codes/[redacted]"');
    expect(output).toContain('"path":"/api/wallScreen/openScreen"');
    expect(output).toContain('"path":"/api/code/getPublicTicket"');
  });

  it('are cut the same way by the nginx in front of the parts (deploy/nginx.conf)', () => {
    const config = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
    const logFormats = [...config.matchAll(/^\s*log_format\s+\w+\s+([^;]+);/gm)].map((match) => match[1]!);
    expect(logFormats).not.toEqual([]);
    for (const format of logFormats) {
      expect(format).toContain('$logged_uri');
      expect(format).not.toMatch(/\$(uri|request_uri|request|args|query_string)\b/);
    }
    const map = /map \$uri \$logged_uri \{\s*~\*(\S+)\s+"([^"]+)";\s*default \$uri;\s*\}/.exec(config);
    expect(map, 'a map from $uri to $logged_uri').not.toBeNull();
    const [, pattern, replacement] = map!;
    // nginx's $uri is decoded and its slashes merged: what the logger's own test covers beyond that is its.
    const cut = (uri: string) => {
      const found = new RegExp(pattern!, 'i').exec(uri);
      return found ? replacement!.replace(/\$(\d)/g, (_match, group: string) => found[Number(group)] ?? '') : uri;
    };
    for (const address of ['/pantalla/SECRET', '/Pantalla/SECRET/', '/code/SECRET', '/home/codes/SECRET'])
      expect(cut(address), address).not.toContain('SECRET');
    expect(cut('/home/board')).toBe('/home/board');
    expect(cut('/api/code/getPublicTicket')).toBe('/api/code/getPublicTicket');
  });
});
