import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_DIST } from '../support/running-app';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';

/**
 * The built UI as `npm start` serves it (command-api/src/http/ui-files.ts): the brotli and gzip
 * copies the build wrote, chosen by Accept-Encoding; hashed files cached for good, the others
 * revalidated; API answers never compressed.
 */
let t: TestApp;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const builtIndex = readFileSync(path.join(UI_DIST, 'index.html'), 'utf8');
/** The app's entry script, named by its content hash. */
const entryScript = /<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(builtIndex)![1]!;
const entryStylesheet = /<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(builtIndex)![1]!;
const onDisk = (url: string) => readFileSync(path.join(UI_DIST, url));

beforeAll(async () => {
  t = await startTestApp({ uiDist: UI_DIST });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

const decoded = (response: Awaited<ReturnType<typeof get>>): Buffer => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  return response.rawPayload;
};

describe('the built UI', () => {
  it.each([entryScript, entryStylesheet])('serves %s brotli when accepted, else gzip, else as it is; cached for good', async (url) => {
    const original = onDisk(url);
    const brotli = await get(url, 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(url.endsWith('.js') ? /javascript/ : /text\/css/);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(original.length);
    expect(decoded(brotli).equals(original)).toBe(true);

    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(decoded(gzip).equals(original)).toBe(true);

    for (const identity of [undefined, 'identity']) {
      const plain = await get(url, identity);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
      expect(plain.rawPayload.equals(original)).toBe(true);
    }
  });

  it('has no route of its own for a compressed copy: it is only ever sent as the encoding of its file', async () => {
    // Like any path without a file, the copy's own name gets the client-side app's index.html.
    const copy = await get(`${entryScript}.br`, 'gzip');
    expect(copy.headers['content-type']).toMatch(/^text\/html/);
    expect(decoded(copy).toString('utf8')).toBe(builtIndex);
  });

  it.each(['/', '/reset', '/home/board', '/admin/users'])(
    'answers the client route %s with index.html, compressed and revalidated on every visit',
    async (url) => {
      const page = await get(url, 'br, gzip');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(decoded(page).toString('utf8')).toBe(builtIndex);
    },
  );

  it.each(['/login', '/recovery', '/login?from=logout'])(
    "answers %s with the login and recovery pages' own small entry (no React, Mantine or router), compressed and revalidated",
    async (url) => {
      const page = await get(url, 'br, gzip');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(decoded(page).equals(onDisk('login.html'))).toBe(true);
      expect(decoded(page).toString('utf8')).not.toBe(builtIndex);
    },
  );

  it("answers a customer's page with its own small page, compressed, revalidated and never indexed", async () => {
    const page = await get(`/code/${randomUUID()}`, 'gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(decoded(page).equals(onDisk('code.html'))).toBe(true);
  });
});

describe('API answers', () => {
  it('are never compressed, whatever the client accepts (a secret compressed beside what the client sent leaks)', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip, deflate' },
      payload: { email: ADMIN.identification, password: ADMIN.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-encoding']).toBeUndefined();
    expect(login.json()).toHaveProperty('token');
    for (const answer of [
      await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'accept-encoding': 'br, gzip' } }),
    ]) {
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(() => answer.json()).not.toThrow();
    }
  });
});

/** The rules of robots.txt's group for every crawler, applied as RFC 9309 says: the longest matching rule wins, Allow on a tie. */
function robotsAllow(robotsTxt: string, url: string): boolean {
  const rules = robotsTxt
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => /^(allow|disallow):\s*(\S*)$/i.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ allow: match[1]!.toLowerCase() === 'allow', path: match[2]! }))
    .filter((rule) => rule.path !== '' && url.startsWith(rule.path));
  const longest = rules.toSorted((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow))[0];
  return longest?.allow ?? true;
}

describe('robots.txt', () => {
  it('is valid, for every crawler, and keeps the customers’ pages, the API and the signed-in screens out of search engines', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const robotsTxt = response.body;
    const lines = robotsTxt
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
    for (const line of lines) expect(line).toMatch(/^(user-agent|allow|disallow|sitemap):\s*\S*$/i);
    expect(lines[0]).toMatch(/^user-agent:\s*\*$/i);
    expect(lines.filter((line) => /^user-agent:/i.test(line))).toHaveLength(1);

    for (const indexable of ['/', '/login', '/recovery'])
      expect({ indexable, allowed: robotsAllow(robotsTxt, indexable) }).toEqual({ indexable, allowed: true });
    for (const hidden of [
      `/code/${randomUUID()}`,
      '/pantalla/abc',
      '/reset?token=abc',
      '/home',
      '/home/board',
      '/admin/users',
      '/api/auth/login',
    ])
      expect({ hidden, allowed: robotsAllow(robotsTxt, hidden) }).toEqual({ hidden, allowed: false });
  });
});

describe('the installable app (issue 19)', () => {
  it('links its web app manifest and registers its service worker from index.html', () => {
    expect(builtIndex).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(builtIndex).toMatch(/<script[^>]*src="\/registerSW\.js"/);
  });

  it('serves the manifest (Spanish, standalone, opening the board, with 192 and 512 px icons) and the icons', async () => {
    const response = await get('/manifest.webmanifest', 'br');
    expect(response.statusCode).toBe(200);
    const manifest = JSON.parse(decoded(response).toString('utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ lang: 'es', display: 'standalone', start_url: '/home/board', scope: '/' });
    const icons = manifest.icons as { src: string; sizes: string; type: string }[];
    expect(icons.map(({ sizes }) => sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of icons) {
      const image = await get(icon.src);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
  });

  it('serves the service worker revalidated on every visit, so a release reaches the phones at once', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it("precaches the app shell but never the API, the socket or the customers' page", () => {
    const worker = onDisk('/sw.js').toString('utf8');
    expect(worker).toContain(`url:"index.html"`);
    expect(worker).toContain(entryScript.slice(1));
    // Navigations get the shell, except these; nothing else is routed (no runtime caching).
    expect(worker).toMatch(/denylist:\[[^\]]*api[^\]]*socket\\.io[^\]]*code/);
    expect(worker).not.toContain('registerRoute(/');
    expect(worker).not.toMatch(/url:"code\.html"/);
    expect(worker).not.toMatch(/url:"[^"]*\.(br|gz)"/);
  });

  it('precaches the login and recovery pages under their own addresses, as login.html, and never answers them with the app', async () => {
    const worker = onDisk('/sw.js').toString('utf8');
    const revisionOf = (url: string) => new RegExp(`\\{url:"${url}",revision:"([0-9a-f]+)"\\}`).exec(worker)?.[1];
    // One file, one revision: the worker fetches each address once when it installs, and the server answers login.html.
    expect(revisionOf('login')).toBeDefined();
    expect(revisionOf('recovery')).toBe(revisionOf('login'));
    for (const url of ['/login', '/recovery']) expect(decoded(await get(url, 'br')).equals(onDisk('login.html'))).toBe(true);
    // A query (`/login?from=…`) still finds the precached page.
    expect(worker).toContain('ignoreURLParametersMatching:[/./]');
    // The app's fallback is denied to both addresses, with or without a query: the app loads them whenever it has no session.
    const denylist = /denylist:\[([^\]]*)\]/.exec(worker)?.[1] ?? '';
    const denied = denylist.split(/,(?=\/)/).map((source) => new RegExp(source.slice(1, source.lastIndexOf('/'))));
    for (const address of ['/login', '/recovery', '/login?from=logout', '/recovery?x=1'])
      expect({ address, denied: denied.some((pattern) => pattern.test(address)) }).toEqual({ address, denied: true });
    for (const address of ['/', '/home/board', '/loginx', '/reset?token=abc'])
      expect({ address, denied: denied.some((pattern) => pattern.test(address)) }).toEqual({ address, denied: false });
  });
});
