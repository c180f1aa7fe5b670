import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionRole } from '@lavado/shared/auth/token';
import { projectors } from '@lavado/projections/projectors/index';
import { callerFor, leafPaths, plausibleValue, routesWithSchemas, withValueAt, type RouteUnderTest } from '../support/route-bodies';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';

/**
 * Generated over every route of the access table, from the body schema the API itself declares:
 * a plausible body with each field in turn replaced by a hostile value, whole bodies of the wrong
 * kind, and random JSON (fast-check, fixed seed). Every answer is below 500; every refusal is in
 * Spanish and leaves the event store as it was; afterwards every projector is current, so no
 * accepted value stopped one.
 */
const HOSTILE_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['a NUL character', 'a\u0000b'],
  ['control characters', 'a\u0007\u001b[2Jb'],
  ['a 100 KB string', 'x'.repeat(100_000)],
  ['emoji', '🚗💦'.repeat(20)],
  ['SQL', "'; drop table events; --"],
  ['HTML', '<img src=x onerror=alert(1)>'],
  ['year 0000', '0000-01-01'],
  ['year 10000', '+010000-01-01'],
  ['a year-0000 instant', '0000-01-01T00:00:00Z'],
  ['-1', -1],
  ['2^31', 2 ** 31],
  ['1e308', 1e308],
  ['1.5', 1.5],
  ['"NaN"', 'NaN'],
  ['null', null],
  ['a list', []],
  ['an object', {}],
  ['true', true],
  ['nothing (field missing)', undefined],
];
const WRONG_BODIES: readonly unknown[] = [
  'null',
  '[]',
  '"texto"',
  '42',
  '{"__proto__":{"admin":true}}',
  { extra: 'campo', role: 'SA', organizationId: null },
];
/** Signs the caller out: it would end the session the rest of the sweep uses. */
const NOT_SWEPT = new Set(['auth/logout']);
const ENGLISH = /\b(Invalid|expected|received|Required|must|should|Unrecognized|Too (small|big)|Unexpected|undefined)\b/;

let t: TestApp;
const tokens: Partial<Record<SessionRole, string>> = {};
let routes: RouteUnderTest[];

beforeAll(async () => {
  t = await startTestApp();
  tokens.SA = await t.login(ADMIN.identification, ADMIN.password);
  const organization = await t.createOrganization(tokens.SA);
  for (const role of ['AD', 'EM'] as const) tokens[role] = (await t.createUser(role, organization.id)).token;
  routes = routesWithSchemas((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()).filter(
    (route) => !NOT_SWEPT.has(route.path),
  );
});
afterAll(() => t.close());

interface Finding {
  route: string;
  case: string;
  status: number;
  problem: string;
}

async function probe(route: RouteUnderTest, label: string, body: unknown, findings: Finding[]): Promise<void> {
  const role = callerFor(route.access);
  const before = await t.countEvents();
  const answer = await t.call(
    route.path,
    typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body),
    role ? tokens[role] : undefined,
  );
  const msg = String(answer.body.msg ?? '');
  const note = (problem: string) => findings.push({ route: route.path, case: label, status: answer.status, problem });
  if (answer.status >= 500) note(`5xx: ${msg}`);
  if (answer.status >= 400) {
    if (!msg || ENGLISH.test(msg)) note(`message not in Spanish: "${msg}"`);
    if ((await t.countEvents()) !== before) note('refused, yet events were appended');
  }
}

describe('hostile input over every route', () => {
  it('never answers 5xx, refuses in Spanish, and a refusal changes nothing', async () => {
    const findings: Finding[] = [];
    for (const route of routes) {
      const base = route.body ? plausibleValue(route.body) : {};
      for (const path of leafPaths(base)) {
        for (const [label, value] of HOSTILE_VALUES)
          await probe(route, `${path.join('.') || '(body)'} = ${label}`, withValueAt(base, path, value), findings);
      }
      for (const body of WRONG_BODIES) await probe(route, `body ${JSON.stringify(body).slice(0, 40)}`, body, findings);
      await probe(route, 'an extra field', { ...(base as object), role: 'SA' }, findings);
    }
    expect(findings).toEqual([]);
  }, 240_000);

  it('never answers 5xx to random JSON (fast-check, fixed seed)', async () => {
    const findings: Finding[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.jsonValue({ maxDepth: 3 }), async (route, body) => {
        await probe(route, `random ${JSON.stringify(body).slice(0, 60)}`, body, findings);
        return true;
      }),
      { seed: 20261124, numRuns: 400 },
    );
    expect(findings).toEqual([]);
  }, 120_000);

  it('leaves every projector current: no accepted value stopped one', async () => {
    const last = await t.store.lastPosition();
    if (last)
      expect(
        await t.app.deps.waiter.waitFor(
          projectors.map((projector) => projector.name),
          last,
          30_000,
        ),
      ).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });
});
