import Fastify from 'fastify';
import { apiRoutes } from '@lavado/shared/api/contract';
import { CHECK_IN_IMAGE_ROUTE } from '@lavado/shared/wash/check-in';
import type { SessionRole } from '@lavado/shared/auth/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuthentication } from '../../command-api/src/http/auth';
import { routeAccess } from '../../command-api/src/http/access';
import { ADMIN, startTestApp, TEST_TOKEN_SETTINGS, type TestApp } from '../support/test-app';

let t: TestApp;
const tokens: Partial<Record<SessionRole, string>> = {};
/** Every role a session can have, the wall screen's (PA, from a wall-screen link) included. */
const ROLES: SessionRole[] = ['SA', 'AD', 'EM', 'SU', 'US', 'PA'];
const postRoutes = Object.entries(routeAccess)
  .filter(([route]) => route.startsWith('POST '))
  .map(([route, access]) => ({ path: route.slice('POST /api/'.length), access }));

beforeAll(async () => {
  t = await startTestApp();
  tokens.SA = await t.login(ADMIN.identification, ADMIN.password);
  const organization = await t.createOrganization(tokens.SA);
  for (const role of ['AD', 'EM', 'SU', 'US'] as const) tokens[role] = (await t.createUser(role, organization.id)).token;
  const link = await t.call<{ token: string }>('wallScreen/createLink', {}, tokens.AD);
  tokens.PA = (await t.call<{ token: string }>('wallScreen/openScreen', { token: link.body.token })).body.token;
});
afterAll(() => t.close());

describe('deny by default', () => {
  it('cannot register an /api route that the access table does not list', async () => {
    const app = Fastify();
    registerAuthentication(app, { pool: t.pool, tokenSettings: TEST_TOKEN_SETTINGS, now: () => new Date() });
    expect(() => app.post('/api/secret/unlisted', async () => ({ ok: true }))).toThrow(/missing from the access table/);
    await app.close();
  });

  it('derives the table from the contract, and the contract covers every registered route', async () => {
    const openApi = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, object> }>();
    // The document writes a URL's parameters as `{id}`, the server as `:id`.
    const registered = Object.entries(openApi.paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(registered.sort()).toEqual(Object.keys(routeAccess).sort());
    expect(Object.keys(routeAccess).sort()).toEqual(
      ['GET /api/health', `GET ${CHECK_IN_IMAGE_ROUTE}`, ...apiRoutes.map((route) => `POST /api/${route.path}`)].sort(),
    );
    for (const route of apiRoutes) expect(routeAccess[`POST /api/${route.path}`]).toBe(route.access);
  });

  it('lists exactly the registered routes: no entry in the table names a route that does not exist', () => {
    for (const route of Object.keys(routeAccess)) {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      expect({ route, registered: t.app.hasRoute({ method, url }) }).toEqual({ route, registered: true });
    }
  });

  it.each(postRoutes.filter((route) => route.access !== 'public'))('answers 401 to an anonymous call of $path', async ({ path }) => {
    const answer = await t.call(path, {});
    expect(answer.status).toBe(401);
  });

  it('lets each role call exactly the routes the table gives it', async () => {
    for (const { path, access } of postRoutes) {
      if (access === 'public' || path === 'auth/logout') continue;
      for (const role of ROLES) {
        const answer = await t.call(path, {}, tokens[role]);
        // 'authenticated' means any signed-in person: a wall screen's session is none.
        const allowed = access === 'authenticated' ? role !== 'PA' : access.includes(role);
        expect({ path, role, refused: answer.status === 403 || answer.status === 401 }).toEqual({ path, role, refused: !allowed });
      }
    }
  });
});

describe('no input produces a 5xx', () => {
  const badBodies: unknown[] = [
    {},
    [],
    'null',
    '"text"',
    '42',
    { organization: null },
    { organization: { name: 42, identification: [], domain: {} } },
    { id: 'not-a-uuid', enable: 7 },
    { id: '00000000-0000-0000-0000-000000000000', enable: 1 },
    { organizationId: 'x'.repeat(5000) },
    { email: { $ne: null }, password: ['a'] },
    { __proto__: { role: 'SA' }, constructor: { prototype: { admin: true } } },
    JSON.parse('{"organization":{"name":"a","identification":"1-9","domain":"a.cl","organizationId":null,"__proto__":{"x":1}}}'),
  ];

  // About 4,000 requests, one after another: a loaded machine takes minutes, not the suite's default 60 s.
  it('sweeps every route with bad bodies as every role and anonymously', { timeout: 300_000 }, async () => {
    for (const { path } of postRoutes) {
      for (const token of [undefined, ...Object.values(tokens)]) {
        for (const body of badBodies) {
          const answer = await t.call(path, body, token);
          expect({ path, body, status: answer.status < 500 }).toEqual({ path, body, status: true });
          // A refusal has the API's error body; a read the caller may make (the wall screen's board,
          // whose session outlives the sweep's auth/logout) answers its list.
          if (answer.status >= 400) expect(answer.body).toHaveProperty('status');
        }
      }
    }
  });
});
