import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionRole } from '@lavado/shared/auth/token';
import { projectors } from '@lavado/projections/projectors/index';
import {
  callerFor,
  leafPaths,
  objectPaths,
  plausibleValue,
  routesWithSchemas,
  withKeyAt,
  withValueAt,
  type RouteUnderTest,
} from '../support/route-bodies';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';

/**
 * Generated over every route of the access table, from the body schema the API itself declares:
 * a plausible body with each field in turn replaced by a hostile value, whole bodies of the wrong
 * kind, text that no route may take (control characters, lone surrogates) in values, keys and the
 * query string, nesting far past any body's, and random JSON (fast-check, fixed seed). Every answer
 * is below 500; every refusal is in Spanish and leaves the event store as it was; what no route may
 * take is refused everywhere; afterwards every projector is current, so no accepted value stopped one.
 */
/** Text refused wherever it appears (docs/security.md, rule 30): every route must answer 4xx, never store it. */
const REFUSED_TEXT: ReadonlyArray<readonly [string, string]> = [
  ['a NUL character', 'a\u0000b'],
  ['control characters', 'a\u0007\u001b[2Jb'],
  ['a C1 control character', 'a\u0085b'],
  ['a lone surrogate', 'a\ud800b'],
  // A lone low surrogate first, a lone high one last (command-api/src/http/control-characters.test.ts tries the others).
  ['a surrogate pair backwards', '\ude97\ud83d'],
];
const HOSTILE_VALUES: ReadonlyArray<readonly [string, unknown]> = [
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
const LONE_SURROGATE = /\p{Cs}/u;
/** Nesting far past any body's, in a field or as the whole body: 120,000 levels of lists still fit the body limit (240 KB). */
const DEEP_LEVELS = [20_000, 120_000] as const;
const deepArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
/** Objects take 6 bytes a level: 40,000 levels is as deep as the body limit lets them go. */
const deepObjects = (levels: number) => '{"a":'.repeat(Math.min(levels, 40_000)) + '1' + '}'.repeat(Math.min(levels, 40_000));
/** Signs the caller out: it would end the session the rest of the sweep uses. */
const NOT_SWEPT = new Set(['auth/logout']);
const ENGLISH = /\b(Invalid|expected|received|Required|must|should|Unrecognized|Too (small|big)|Unexpected|undefined)\b/;

let t: TestApp;
const tokens: Partial<Record<SessionRole, string>> = {};
let routes: RouteUnderTest[];
let organizationId: string;

beforeAll(async () => {
  t = await startTestApp();
  tokens.SA = await t.login(ADMIN.identification, ADMIN.password);
  const organization = await t.createOrganization(tokens.SA);
  organizationId = organization.id;
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

/** A plausible body that names the caller's own organization, so that it gets past that check to the handler. */
function plausibleBody(route: RouteUnderTest): unknown {
  const body = route.body ? plausibleValue(route.body) : {};
  if (route.body?.properties?.organizationId) (body as Record<string, unknown>).organizationId = organizationId;
  return body;
}

/**
 * Sends `body` (JSON text as is, anything else stringified) to the route as a role that may call it.
 * `mustRefuse`: the input is one no route may take, so anything but a 4xx is a finding.
 */
async function probe(
  route: RouteUnderTest,
  label: string,
  body: unknown,
  findings: Finding[],
  options: { mustRefuse?: boolean; query?: string } = {},
): Promise<void> {
  const role = callerFor(route.access);
  const before = await t.countEvents();
  const answer = await t.call(
    `${route.path}${options.query ?? ''}`,
    typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body),
    role ? tokens[role] : undefined,
  );
  const msg = String(answer.body.msg ?? '');
  const note = (problem: string) => findings.push({ route: route.path, case: label, status: answer.status, problem });
  if (answer.status >= 500) note(`5xx: ${msg}`);
  else if (options.mustRefuse && answer.status < 400) note('accepted what no route may take');
  if (answer.status >= 400) {
    if (!msg || ENGLISH.test(msg)) note(`message not in Spanish: "${msg}"`);
    if ((await t.countEvents()) !== before) note('refused, yet events were appended');
  }
}

describe('hostile input over every route', () => {
  it('never answers 5xx, refuses in Spanish, and a refusal changes nothing', async () => {
    const findings: Finding[] = [];
    for (const route of routes) {
      const base = plausibleBody(route);
      for (const path of leafPaths(base)) {
        for (const [label, value] of HOSTILE_VALUES)
          await probe(route, `${path.join('.') || '(body)'} = ${label}`, withValueAt(base, path, value), findings);
      }
      for (const body of WRONG_BODIES) await probe(route, `body ${JSON.stringify(body).slice(0, 40)}`, body, findings);
      await probe(route, 'an extra field', { ...(base as object), role: 'SA' }, findings);
    }
    expect(findings).toEqual([]);
  }, 240_000);

  it('refuses text that is not well-formed or holds control characters, in a value, a key or the query string, on every route', async () => {
    const findings: Finding[] = [];
    for (const route of routes) {
      const base = plausibleBody(route);
      for (const [label, text] of REFUSED_TEXT) {
        for (const path of leafPaths(base))
          await probe(route, `${path.join('.') || '(body)'} = ${label}`, withValueAt(base, path, text), findings, { mustRefuse: true });
        for (const path of objectPaths(base))
          await probe(route, `a key with ${label} in ${path.join('.') || '(body)'}`, withKeyAt(base, path, text), findings, {
            mustRefuse: true,
          });
        // A query string arrives as UTF-8, which cannot carry a lone surrogate.
        if (!LONE_SURROGATE.test(text))
          await probe(route, `the query string with ${label}`, base, findings, {
            mustRefuse: true,
            query: `?q=${encodeURIComponent(text)}&${encodeURIComponent(text)}=1`,
          });
      }
    }
    expect(findings).toEqual([]);
  }, 240_000);

  it.each(DEEP_LEVELS)(
    'refuses %i levels of nesting, as the whole body or in a field, on every route',
    async (levels) => {
      const findings: Finding[] = [];
      for (const route of routes) {
        await probe(route, `${levels} nested lists`, deepArrays(levels), findings, { mustRefuse: true });
        await probe(route, `${Math.min(levels, 40_000)} nested objects`, deepObjects(levels), findings, { mustRefuse: true });
        const base = plausibleBody(route);
        const [path] = leafPaths(base);
        // Built as text: JSON.stringify itself recurses once per level.
        const inField = JSON.stringify(withValueAt(base, path!, '__deep__')).replace('"__deep__"', deepArrays(levels));
        await probe(route, `${levels} nested lists in ${path!.join('.') || '(body)'}`, inField, findings, { mustRefuse: true });
      }
      expect(findings).toEqual([]);
    },
    240_000,
  );

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
