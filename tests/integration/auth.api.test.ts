import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rutCheckDigit } from '@lavado/shared/validation/rut';
import {
  ACCOUNT_CEILING,
  DEVICE_FAILURE_LIMIT,
  FAILURE_WINDOW_SECONDS,
  FREE_FAILURES,
} from '../../command-api/src/identity/login-throttle';
import { verifyPassword } from '../../command-api/src/identity/passwords';
import { statementsOf } from '../support/statements';
import { ADMIN, PUBLIC_ORIGIN, startTestApp, TEST_TOKEN_SETTINGS, type TestApp } from '../support/test-app';

// The real functions, watched: which hash each login compares the password with.
vi.mock('../../command-api/src/identity/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../command-api/src/identity/passwords')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const protectedCall = (token?: string) => t.call('admin/getOrganization', {}, token);

describe('auth/login', () => {
  it('answers with the spec fields, by identification or by e-mail', async () => {
    for (const login of [ADMIN.identification, ADMIN.email.toUpperCase()]) {
      const answer = await t.call('auth/login', { email: login, password: ADMIN.password });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        status: true,
        token: expect.any(String),
        onBoard: false,
        usuario: { nombre: 'Super Administrador', role: 'SA', organizationId: null },
      });
      expect(Object.keys(answer.body).sort()).toEqual(['onBoard', 'status', 'token', 'usuario']);
    }
  });

  it('gives an unknown account and a wrong password the same status and body', async () => {
    const wrongPassword = await t.call('auth/login', { email: ADMIN.identification, password: 'not-the-password' });
    const unknownAccount = await t.call('auth/login', { email: 'nobody-here', password: 'not-the-password' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownAccount.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownAccount.body);
    expect(wrongPassword.body).toEqual({
      status: 401,
      msg: 'Identificación o contraseña incorrecta.',
      error: 'Identificación o contraseña incorrecta.',
    });
  });

  it('does the same work for an unknown account, an account without a password and a wrong password: one argon2id comparison of the same cost, the same statements', async () => {
    const known = await t.createUser('AD', null);
    const withoutPassword = await t.createUser('AD', null);
    await t.pool.query('delete from credentials where user_id = $1', [withoutPassword.userId]);
    const failedLogin = async (login: string) => {
      vi.mocked(verifyPassword).mockClear();
      const statements = await statementsOf(async () => {
        expect((await t.call('auth/login', { email: login, password: 'not-the-password' })).status).toBe(401);
      });
      return { statements, comparedWith: vi.mocked(verifyPassword).mock.calls.map(([hash]) => hash) };
    };
    const argon2Cost = (hash: string | undefined) => /^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$/.exec(hash ?? '')?.[0];

    const wrongPassword = await failedLogin(known.identification);
    const { rows } = await t.pool.query<{ password_hash: string }>('select password_hash from credentials where user_id = $1', [
      known.userId,
    ]);
    expect(wrongPassword.comparedWith).toEqual([rows[0]?.password_hash]);
    for (const other of [await failedLogin(`nobody-${randomUUID()}`), await failedLogin(withoutPassword.identification)]) {
      expect(other.comparedWith).toHaveLength(1);
      expect(argon2Cost(other.comparedWith[0])).toBeDefined();
      expect(argon2Cost(other.comparedWith[0])).toBe(argon2Cost(wrongPassword.comparedWith[0]));
      expect(other.statements).toEqual(wrongPassword.statements);
    }
    expect(wrongPassword.statements.length).toBeGreaterThan(0);
  });

  it("validates with the spec's messages", async () => {
    const noIdentification = await t.call('auth/login', { email: '  ', password: 'x' });
    expect(noIdentification.status).toBe(400);
    expect(noIdentification.body).toMatchObject({ msg: 'Ingrese Identificacion!' });
    const noPassword = await t.call('auth/login', { email: 'admin', password: '' });
    expect(noPassword.body).toMatchObject({ msg: 'Ingrese Contraseña!' });
    const extra = await t.call('auth/login', { email: 'admin', password: ADMIN.password, role: 'SA' });
    expect(extra.status).toBe(400);
    const notJson = await t.call('auth/login', '{not json');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ msg: 'El cuerpo de la solicitud no es un JSON válido.' });
  });

  it('accepts a RUT as Chileans write it: with dots and hyphen, without dots, without anything, with a lower-case k', async () => {
    let body = 19_000_000;
    while (rutCheckDigit(String(body)) !== 'K') body += 1;
    const organization = await t.createOrganization(await t.login(ADMIN.identification, ADMIN.password));
    const user = await t.createUser('EM', organization.id, 'clave-del-rut-1', { identification: `${body}-K` });
    const dotted = `${String(body).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-K`;
    for (const written of [dotted, `${body}-K`, `${body}K`, `${body}k`, ` ${dotted.toLowerCase()} `]) {
      expect((await t.call('auth/login', { email: written, password: user.password })).status, written).toBe(200);
    }
  });

  describe('login throttling: slows a guesser, never locks the owner out', () => {
    const loginFrom = (address: string, email: string, password: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: address,
        ...(cookie === undefined ? {} : { headers: { cookie } }),
      });

    it('makes the failing address wait, twice as long each time, while the owner elsewhere signs in at once', async () => {
      const user = await t.createUser('SA', null);
      const stranger = '203.0.113.9';
      for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) {
        expect((await loginFrom(stranger, user.identification, 'wrong-password')).statusCode).toBe(401);
      }
      const slowed = await loginFrom(stranger, user.identification, user.password);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.headers['retry-after']).toBe('2');
      expect(slowed.json()).toMatchObject({ msg: 'Demasiados intentos, espere un momento e intente nuevamente.' });
      expect((await loginFrom('198.51.100.1', user.identification, user.password)).statusCode).toBe(200);

      t.clock.offsetMs += 3_000;
      try {
        expect((await loginFrom(stranger, user.identification, 'wrong-password')).statusCode).toBe(401);
        expect((await loginFrom(stranger, user.identification, 'wrong-password')).headers['retry-after']).toBe('4');
        t.clock.offsetMs += 5_000;
        expect((await loginFrom(stranger, user.identification, user.password)).statusCode).toBe(200);
      } finally {
        t.clock.offsetMs = 0;
      }
    });

    it('counts every spelling of one account together (ADMİN with a dotted capital I is the SA too)', async () => {
      const address = '203.0.113.77';
      for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) {
        expect((await loginFrom(address, 'ADMİN', 'wrong-password')).statusCode).toBe(401);
      }
      expect((await loginFrom(address, ADMIN.identification, 'wrong-password')).statusCode).toBe(429);
      expect((await loginFrom(address, ADMIN.email, 'wrong-password')).statusCode).toBe(429);
    });

    /** The device cookie a successful login answered with, as the browser sends it back. */
    const deviceCookieOf = (response: Awaited<ReturnType<typeof loginFrom>>) => {
      const setCookie = String(response.headers['set-cookie'] ?? '');
      expect(setCookie).toMatch(/^lavado_device=/);
      return setCookie.split(';')[0]!;
    };
    const signInFrom = async (address: string, user: { identification: string; password: string }, cookie?: string) => {
      const response = await loginFrom(address, user.identification, user.password, cookie);
      expect(response.statusCode).toBe(200);
      return deviceCookieOf(response);
    };
    /** A guessing campaign's failures without a device cookie, written straight in (the HTTP way is the test below). */
    const floodFailures = (userId: string, count = ACCOUNT_CEILING) =>
      t.pool.query(
        `insert into login_failures (account_key, address, failed_at) select $1, '192.0.2.' || n, now() from generate_series(1, $2) as n`,
        [`user:${userId}`, count],
      );

    it('after 100 failures from 20 addresses, lets in the browser that signed in before, from a new address, and no one else', async () => {
      const user = await t.createUser('SA', null);
      const home = '198.51.100.20';
      const phone = await signInFrom(home, user);
      // Twenty addresses, five failures each: every one of them free, so none of them is slowed.
      const addresses = Array.from({ length: 20 }, (_, n) => `2001:db8::${n + 1}`);
      for (const address of addresses) {
        for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) {
          expect((await loginFrom(address, user.identification, 'wrong-password')).statusCode).toBe(401);
        }
      }
      expect(addresses.length * FREE_FAILURES).toBe(ACCOUNT_CEILING);

      const stranger = await loginFrom('2001:db8:1::77', user.identification, user.password);
      expect(stranger.statusCode).toBe(429);
      expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
      expect(stranger.headers['set-cookie']).toBeUndefined();
      // Neither is the owner's own address, without the cookie: the cookie is what passes the ceiling.
      expect((await loginFrom(home, user.identification, user.password)).statusCode).toBe(429);
      const ownerOnTheRoad = await loginFrom('203.0.113.150', user.identification, user.password, phone);
      expect(ownerOnTheRoad.statusCode).toBe(200);
      expect(deviceCookieOf(ownerOnTheRoad)).not.toBe(phone);
    });

    it("lets no one past the ceiling with another account's device cookie or a forged one", async () => {
      const user = await t.createUser('AD', null);
      const other = await t.createUser('AD', null);
      const own = await signInFrom('198.51.100.30', user);
      const othersCookie = await signInFrom('198.51.100.31', other);
      await floodFailures(user.userId);
      const [entry] = own.slice('lavado_device='.length).split('~');
      const [accountId, nonce, signature] = entry!.split('.');
      const otherAccountId = othersCookie.slice('lavado_device='.length).split('.')[0]!;
      const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
      const forged = [
        othersCookie,
        `lavado_device=${accountId}.${nonce}.${flipped}`,
        `lavado_device=${otherAccountId}.${nonce}.${signature}`,
        `lavado_device=${accountId}.${nonce}`,
        `lavado_device=${user.userId}.AAAAAAAAAAAAAAAAAAAAAA.${'A'.repeat(43)}`,
        'lavado_device=',
      ];
      for (const cookie of forged) {
        expect((await loginFrom('203.0.113.160', user.identification, user.password, cookie)).statusCode, cookie).toBe(429);
      }
      expect((await loginFrom('203.0.113.160', user.identification, user.password, own)).statusCode).toBe(200);
    });

    it('gives each device cookie 10 failures of its own, then locks that cookie out for the window, not the owner’s other browsers', async () => {
      const user = await t.createUser('AD', null);
      const laptop = await signInFrom('198.51.100.40', user);
      const phone = await signInFrom('198.51.100.41', user);
      await floodFailures(user.userId);
      // The stolen laptop cookie, from a new address each time (no address is slowed).
      for (let attempt = 1; attempt <= DEVICE_FAILURE_LIMIT; attempt += 1) {
        expect((await loginFrom(`203.0.113.${170 + attempt}`, user.identification, 'wrong-password', laptop)).statusCode).toBe(401);
      }
      const locked = await loginFrom('203.0.113.190', user.identification, user.password, laptop);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await loginFrom('203.0.113.191', user.identification, user.password, phone)).statusCode).toBe(200);

      t.clock.offsetMs += (FAILURE_WINDOW_SECONDS + 1) * 1000;
      try {
        expect((await loginFrom('203.0.113.190', user.identification, user.password, laptop)).statusCode).toBe(200);
      } finally {
        t.clock.offsetMs = 0;
      }
    });

    it('sets the device cookie HttpOnly, SameSite=Strict, for the login route only, long-lived, Secure on https; it holds no session token', async () => {
      const user = await t.createUser('AD', null);
      const response = await loginFrom('198.51.100.50', user.identification, user.password);
      const setCookie = String(response.headers['set-cookie']);
      const attributes = setCookie.split('; ').slice(1);
      expect(attributes).toEqual(expect.arrayContaining(['Path=/api/auth/login', 'HttpOnly', 'SameSite=Strict']));
      expect(attributes).not.toContain('Secure');
      expect(Number(attributes.find((attribute) => attribute.startsWith('Max-Age='))?.slice('Max-Age='.length))).toBeGreaterThanOrEqual(
        365 * 24 * 3600,
      );
      const value = setCookie.split(';')[0]!.slice('lavado_device='.length);
      expect(value).toMatch(new RegExp(`^${user.userId}\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}$`));
      const token = (response.json() as { token: string }).token;
      for (const part of token.split('.')) expect(value).not.toContain(part);

      const behindTls = await startTestApp({ publicOrigin: 'https://lavado.example.cl' });
      try {
        const secure = await behindTls.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: ADMIN.identification, password: ADMIN.password },
        });
        expect(String(secure.headers['set-cookie']).split('; ')).toContain('Secure');
      } finally {
        await behindTls.close();
      }
    });

    it('keeps one entry per account on a shared browser, the newest first', async () => {
      const ana = await t.createUser('EM', null);
      const luis = await t.createUser('EM', null);
      const tablet = '198.51.100.60';
      const afterAna = await signInFrom(tablet, ana);
      const afterLuis = await signInFrom(tablet, luis, afterAna);
      const entries = afterLuis.slice('lavado_device='.length).split('~');
      expect(entries.map((entry) => entry.split('.')[0])).toEqual([luis.userId, ana.userId]);
      expect(entries[1]).toBe(afterAna.slice('lavado_device='.length));
      await floodFailures(ana.userId);
      await floodFailures(luis.userId);
      expect((await loginFrom('203.0.113.200', ana.identification, ana.password, afterLuis)).statusCode).toBe(200);
      expect((await loginFrom('203.0.113.200', luis.identification, luis.password, afterLuis)).statusCode).toBe(200);
    });
  });

  it('stores argon2id hashes with memory >= 19 MiB, time >= 2, parallelism 1, salted per user', async () => {
    const a = await t.createUser('SA', null, 'same-password-1');
    const b = await t.createUser('SA', null, 'same-password-1');
    const { rows } = await t.pool.query<{ password_hash: string }>('select password_hash from credentials where user_id = any($1)', [
      [a.userId, b.userId],
    ]);
    expect(rows).toHaveLength(2);
    for (const { password_hash } of rows) {
      const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(password_hash);
      expect(match).not.toBeNull();
      expect(Number(match![1])).toBeGreaterThanOrEqual(19_456);
      expect(Number(match![2])).toBeGreaterThanOrEqual(2);
      expect(Number(match![3])).toBe(1);
    }
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
  });

  it('never returns hashes or secrets, and keeps them out of the events', async () => {
    const { rows } = await t.pool.query<{ data: string }>("select data::text as data from events where type = 'UserRegistered'");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.data).not.toMatch(/argon2|password/i);
  });
});

describe('sessions', () => {
  it('logout ends the session: the same token answers 401 afterwards', async () => {
    const token = await t.login(ADMIN.identification, ADMIN.password);
    expect((await protectedCall(token)).status).toBe(200);
    expect((await t.call('auth/logout', {}, token)).body).toMatchObject({ status: true });
    const after = await protectedCall(token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ msg: 'Sesión expirada!' });
  });

  it('ends a session idle for more than 60 minutes, and keeps one used within them', async () => {
    const token = await t.login(ADMIN.identification, ADMIN.password);
    t.clock.offsetMs = 59 * 60_000;
    expect((await protectedCall(token)).status).toBe(200);
    t.clock.offsetMs = (59 + 59) * 60_000; // 59 minutes after the last use
    expect((await protectedCall(token)).status).toBe(200);
    t.clock.offsetMs = (59 + 59 + 61) * 60_000; // 61 minutes after the last use
    expect((await protectedCall(token)).status).toBe(401);
    t.clock.offsetMs = 0;
  });

  it('follows the platform session time setting', async () => {
    await t.pool.query('insert into platform_settings (id, session_time) values (1, 5) on conflict (id) do update set session_time = 5');
    const token = await t.login(ADMIN.identification, ADMIN.password);
    t.clock.offsetMs = 6 * 60_000;
    expect((await protectedCall(token)).status).toBe(401);
    t.clock.offsetMs = 0;
    await t.pool.query('delete from platform_settings');
  });
});

describe('token verification', () => {
  const claimsOf = async () => jwt.decode(await t.login(ADMIN.identification, ADMIN.password)) as Record<string, unknown>;
  const { secret, issuer, audience } = TEST_TOKEN_SETTINGS;

  it('accepts a token it signed', async () => {
    const claims = await claimsOf();
    const token = jwt.sign({ ...claims }, secret, { algorithm: 'HS256' });
    expect((await protectedCall(token)).status).toBe(200);
  });

  it.each([
    ['alg none', (claims: Record<string, unknown>) => jwt.sign(claims, '', { algorithm: 'none' })],
    ['a wrong key', (claims: Record<string, unknown>) => jwt.sign(claims, 'another-secret-another-secret-1234', { algorithm: 'HS256' })],
    ['no exp', ({ exp: _exp, ...claims }: Record<string, unknown>) => jwt.sign(claims, secret, { algorithm: 'HS256' })],
    ['a wrong audience', (claims: Record<string, unknown>) => jwt.sign({ ...claims, aud: 'someone-else' }, secret, { algorithm: 'HS256' })],
    ['a wrong issuer', (claims: Record<string, unknown>) => jwt.sign({ ...claims, iss: 'someone-else' }, secret, { algorithm: 'HS256' })],
    [
      'an expired exp',
      (claims: Record<string, unknown>) => jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, secret, { algorithm: 'HS256' }),
    ],
    [
      'a tampered payload',
      (claims: Record<string, unknown>) => {
        const [header, , signature] = jwt.sign(claims, secret, { algorithm: 'HS256' }).split('.');
        const payload = Buffer.from(JSON.stringify({ ...claims, role: 'SA', identification: 'intruder' })).toString('base64url');
        return `${header}.${payload}.${signature}`;
      },
    ],
  ])('refuses a token with %s (401)', async (_name, forge) => {
    const claims = await claimsOf();
    expect(claims).toMatchObject({ iss: issuer, aud: audience });
    expect((await protectedCall(forge(claims))).status).toBe(401);
  });

  it('reads the token from the Authorization header only', async () => {
    const token = await t.login(ADMIN.identification, ADMIN.password);
    const inQuery = await t.app.inject({ method: 'POST', url: `/api/admin/getOrganization?token=${token}`, payload: {} });
    expect(inQuery.statusCode).toBe(401);
  });
});

describe('HTTP hardening', () => {
  it('sends helmet headers and answers unknown routes in Spanish', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nothing/here', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ msg: 'La ruta solicitada no existe.' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('asks browsers to upgrade to https only when the public address is https', async () => {
    const cspOf = async (app: TestApp['app']) =>
      String((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(await cspOf(t.app)).not.toContain('upgrade-insecure-requests');
    const behindTls = await startTestApp({ publicOrigin: 'https://lavado.example.cl' });
    try {
      expect(await cspOf(behindTls.app)).toContain('upgrade-insecure-requests');
    } finally {
      await behindTls.close();
    }
  });

  it('lets only the allowed origins read answers (Access-Control-Allow-Origin), never with credentials; a foreign origin is never allowed', async () => {
    const corsHeadersFor = async (origin: string) => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin, 'content-type': 'application/json' },
        payload: { email: 'nobody-here', password: 'not-the-password' },
      });
      return [preflight, answer].map(({ headers }) =>
        Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('access-control-'))),
      );
    };
    const [preflight, answer] = await corsHeadersFor(PUBLIC_ORIGIN);
    expect(preflight).toMatchObject({ 'access-control-allow-origin': PUBLIC_ORIGIN, 'access-control-allow-methods': 'GET, POST' });
    expect(answer).toEqual({ 'access-control-allow-origin': PUBLIC_ORIGIN });
    expect(preflight).not.toHaveProperty('access-control-allow-credentials');
    // A browser lets a page read an answer only with its origin in Access-Control-Allow-Origin.
    for (const foreign of ['https://attacker.example', `${PUBLIC_ORIGIN}.attacker.example`, 'http://localhost:3001', 'null']) {
      for (const headers of await corsHeadersFor(foreign)) {
        expect(headers, foreign).not.toHaveProperty('access-control-allow-origin');
        expect(headers, foreign).not.toHaveProperty('access-control-allow-credentials');
      }
    }
  });

  it('answers an unexpected failure with a 500 whose body is only the generic Spanish message: no SQL, table, stack or path', async () => {
    const recovery = () => t.app.inject({ method: 'POST', url: '/api/auth/recovery', payload: { user: ADMIN.identification } });
    // A bug the route cannot expect: a table it reads is missing.
    await t.pool.query('alter table account_attempts rename to account_attempts_hidden');
    let failed;
    try {
      failed = await recovery();
    } finally {
      await t.pool.query('alter table account_attempts_hidden rename to account_attempts');
    }
    const message = 'Ocurrió un error inesperado, intente mas tarde.';
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['content-type']).toMatch(/^application\/json/);
    expect(failed.json()).toEqual({ status: 500, msg: message, error: message });
    expect(failed.body).not.toMatch(/account_attempts|relation|select|stack|\.ts\b|\/work\/|node_modules|\bat\s/i);
    expect((await recovery()).statusCode).toBe(200);
  });

  it('refuses bodies over the limit with 413', async () => {
    const token = await t.login(ADMIN.identification, ADMIN.password);
    const huge = await t.call('admin/createOrganization', { organization: { name: 'x'.repeat(300_000) } }, token);
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ msg: 'La solicitud es demasiado grande.' });
  });

  it('serves Swagger UI and the OpenAPI document at /api/docs only when API_DOCS turns them on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/admin/createOrganization');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).not.toBe(404);

    const production = await startTestApp({ apiDocs: false });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
        const hidden = await production.app.inject({ method: 'GET', url });
        expect(hidden.statusCode, url).toBe(404);
        expect(hidden.json(), url).toMatchObject({ msg: 'La ruta solicitada no existe.' });
      }
    } finally {
      await production.close();
    }
  });
});
