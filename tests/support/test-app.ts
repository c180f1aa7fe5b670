import { createStreamPseudonyms } from '@lavado/shared/privacy/stream-pseudonyms';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileSystemPhotoStore } from '../../command-api/src/storage/photo-store';
import type { Role, TokenSettings } from '@lavado/shared/auth/token';
import { createPool } from '@lavado/shared/db/pool';
import { createEventStore } from '@lavado/shared/eventstore/create';
import { createLogger, type Logger } from '@lavado/shared/logger';
import { testDataKeys } from './data-keys';
import { createTestDatabase } from './database';
import { rutCheckDigit } from '@lavado/shared/validation/rut';
import { inlineProjectors, projectors } from '@lavado/projections/projectors/index';
import { createInlineProjection } from '@lavado/projections/runner/inline';
import { createProjectionWaiter } from '@lavado/projections/progress';
import { startProjectors } from '@lavado/projections/runner/start';
import { buildApp } from '../../command-api/src/app';
import type { AppDeps } from '../../command-api/src/http/app-types';
import { createCommandRunner } from '../../command-api/src/commands/run';
import { registerAccount, setInitialPassword, USER_PROJECTORS } from '../../command-api/src/identity/accounts';
import { seedSuperAdmin } from '../../command-api/src/identity/seed';

export const TEST_TOKEN_SETTINGS: TokenSettings = {
  secret: 'test-secret-test-secret-test-secret-0123456789',
  issuer: 'lavado',
  audience: 'lavado-web',
  lifetimeSeconds: 12 * 3600,
};
export const PUBLIC_ORIGIN = 'http://localhost:3000';
export const ADMIN = { identification: 'admin', password: 'admin-password-1', email: 'admin@lavado.test' };

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/**
 * The real API on a fresh database: PostgreSQL event store, every projector running, the seeded
 * super admin. `clock` can be moved to test time-based rules.
 */
/** How long `stopProjectors` lets the runners catch up, on a loaded machine, before it stops them anyway. */
const CATCH_UP_BEFORE_STOP_MS = 60_000;
const projectorNames = projectors.map((projector) => projector.name);

export async function startTestApp(
  options: {
    uiDist?: string;
    database?: { url: string; drop(): Promise<void> };
    mailUrl?: string;
    /** Per-IP limits; by default high enough that no test is throttled by accident. */
    rateLimits?: AppDeps['rateLimits'];
    trustProxy?: AppDeps['trustProxy'];
    publicOrigin?: string;
    /** Swagger UI and the OpenAPI document; on by default, as the route matrices read the document. */
    apiDocs?: boolean;
    /** The photo store's directory; a fresh temporary one by default. */
    photosDir?: string;
    /** Where every part logs; by default TEST_LOG_LEVEL (silent) to the terminal. */
    logger?: Logger;
    /** How far back a board tap's claimed time may be recorded (config CLAIMED_TAP_MAX_AGE_MINUTES). */
    claimedTapMaxAgeMinutes?: number;
    /** Whether appends apply the inline read models in their own transaction, as `npm start` does (default); false leaves every one to its runner. */
    inlineReadModels?: boolean;
  } = {},
) {
  const database = options.database ?? (await createTestDatabase());
  const pool = createPool(database.url, { max: 12 });
  const dataKeys = testDataKeys(pool);
  const store = createEventStore({ databaseUrl: database.url, pool, dataKeys });
  const logger = options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const running = startProjectors(projectors, { pool, store, logger });
  const waiter = createProjectionWaiter({ pool, store });
  const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  const deps: AppDeps = {
    pool,
    store,
    dataKeys,
    pseudonyms: createStreamPseudonyms(pool, dataKeys),
    waiter,
    ...(options.inlineReadModels === false ? {} : { inline: createInlineProjection(inlineProjectors, { waiter }) }),
    tokenSettings: TEST_TOKEN_SETTINGS,
    allowedOrigins: ['http://localhost:3000'],
    publicOrigin: options.publicOrigin ?? PUBLIC_ORIGIN,
    mail: { url: options.mailUrl, from: 'Lavado <no-reply@lavado.test>' },
    now: () => clock.now(),
    logger,
    rateLimits: options.rateLimits ?? { global: 100_000, login: 100_000, feedback: 100_000 },
    apiDocs: options.apiDocs ?? true,
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    // Test files share one server: another file's open transaction can hold every reader back for a while.
    projectionWaitMs: 20_000,
    photos: fileSystemPhotoStore(options.photosDir ?? mkdtempSync(path.join(tmpdir(), 'lavado-photos-'))),
    ...(options.uiDist ? { uiDist: options.uiDist } : {}),
    ...(options.claimedTapMaxAgeMinutes !== undefined ? { claimedTapMaxAgeMinutes: options.claimedTapMaxAgeMinutes } : {}),
  };
  const app = await buildApp(deps);
  await app.ready();
  await seedSuperAdmin(app, { ADMIN_IDENTIFICATION: ADMIN.identification, ADMIN_PASSWORD: ADMIN.password, ADMIN_EMAIL: ADMIN.email });

  async function call<T = Record<string, unknown>>(
    path: string,
    body: unknown = {},
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer<T>> {
    const response = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json() as T, headers: response.headers };
  }

  /** `call` that must be answered 200: its body, or an error naming the call and the answer. */
  async function callOk<T = Record<string, unknown>>(path: string, body: unknown, token?: string): Promise<T> {
    const answer = await call<T>(path, body, token);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  async function login(identification: string, password: string): Promise<string> {
    const answer = await call<{ token: string }>('auth/login', { email: identification, password });
    if (answer.status !== 200) throw new Error(`login of ${identification} failed: ${JSON.stringify(answer.body)}`);
    return answer.body.token;
  }

  /** A user of `role` in `organizationId`, registered through the real commands, with a password. */
  async function createUser(
    role: Role,
    organizationId: string | null,
    password = 'user-password-1',
    options: { identification?: string; firstName?: string } = {},
  ) {
    const userId = randomUUID();
    const identification = options.identification ?? `user-${userId.slice(0, 8)}`;
    const commands = createCommandRunner(deps, {
      commandId: randomUUID(),
      correlationId: 'test',
      actor: null,
      organizationId,
      now: clock.now(),
    });
    await registerAccount(commands, {
      userId,
      identification,
      email: `${identification}@lavado.test`,
      firstName: options.firstName ?? 'Ana',
      secondName: role,
      phone: 912345678,
      role,
      gender: 'F',
      organizationId,
      employeeNumber: null,
    });
    await setInitialPassword(pool, userId, password);
    await commands.settle(USER_PROJECTORS);
    return { userId, identification, password, token: await login(identification, password) };
  }

  async function createOrganization(adminToken: string, overrides: Record<string, unknown> = {}) {
    const answer = await call<{ organization: { id: string } }>(
      'admin/createOrganization',
      { organization: { name: 'Lavado Sur', identification: randomRut(), domain: 'lavadosur.cl', organizationId: null, ...overrides } },
      adminToken,
    );
    if (answer.status !== 200) throw new Error(`createOrganization failed: ${JSON.stringify(answer.body)}`);
    return answer.body.organization;
  }

  /**
   * The tenancy tests' cast: an organization with its AD and an employee, and a neighbour with its own
   * AD, whose ids must behave as if they did not exist for the first.
   */
  async function twoOrganizations(name: string) {
    const sa = await login(ADMIN.identification, ADMIN.password);
    const organizationId = (await createOrganization(sa, { name })).id;
    const otherOrganizationId = (await createOrganization(sa, { name: 'Lavado Vecino' })).id;
    return {
      sa,
      organizationId,
      admin: await createUser('AD', organizationId),
      employee: await createUser('EM', organizationId),
      otherOrganizationId,
      otherAdmin: await createUser('AD', otherOrganizationId),
    };
  }

  async function countEvents(): Promise<number> {
    const { rows } = await pool.query<{ count: number }>('select count(*)::int as count from events');
    return rows[0]!.count;
  }

  let projectorsStopped: Promise<void> | undefined;
  /**
   * Lets this app's projectors apply every event stored so far (for up to a minute), then stops them:
   * a test then runs one of its own, or compares the read models with a rebuild. Commands answer
   * without waiting for the runners of the read models they do not read (logs, durations, …).
   */
  /**
   * True once every projector has applied the last event stored (false after `timeoutMs`): commands
   * answer once the read models they read are written, and the logs and the other runners' read
   * models follow.
   */
  async function projectorsCaughtUp(timeoutMs = CATCH_UP_BEFORE_STOP_MS): Promise<boolean> {
    const head = await store.lastPosition();
    return head === null || (await waiter.waitFor(projectorNames, head, timeoutMs));
  }

  function stopProjectors(): Promise<void> {
    projectorsStopped ??= (async () => {
      await projectorsCaughtUp();
      await running.stop();
    })();
    return projectorsStopped;
  }

  async function close() {
    await app.close();
    await stopProjectors();
    await waiter.close();
    await store.close();
    await pool.end();
    await database.drop();
  }

  return {
    app,
    deps,
    pool,
    store,
    dataKeys,
    clock,
    databaseUrl: database.url,
    projectorsCaughtUp,
    stopProjectors,
    call,
    callOk,
    login,
    createUser,
    createOrganization,
    twoOrganizations,
    countEvents,
    close,
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** A random RUT with a correct check digit. */
export function randomRut(): string {
  const body = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  return `${body}-${rutCheckDigit(body)}`;
}
