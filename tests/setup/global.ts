import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../shared/src/db/embedded';

/**
 * One embedded server for the whole run. The integration and e2e projects each run this global
 * setup, in the same process but through separate module instances, so the shared state lives on
 * `globalThis`: a second start on the same data folder would fail on PostgreSQL's lock file.
 */
interface SharedServer {
  started: Promise<EmbeddedDatabase>;
  users: number;
}
const KEY = Symbol.for('lavado.tests.embeddedPostgres');
const shared = globalThis as typeof globalThis & { [KEY]?: SharedServer };

/**
 * Integration tests run against a real PostgreSQL: the server of DATABASE_URL when set (each test
 * file creates its own database there), otherwise an embedded server under `.data/test-pg`.
 */
export async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    process.env.TEST_DATABASE_SERVER_URL = url.toString();
    return;
  }
  shared[KEY] ??= {
    started: startEmbeddedPostgres({
      dataDir: path.resolve('.data/test-pg'),
      port: Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54330),
      // Each test file's app holds about 25 connections, and the topology test runs six processes.
      maxConnections: 300,
    }),
    users: 0,
  };
  shared[KEY].users += 1;
  process.env.TEST_DATABASE_SERVER_URL = (await shared[KEY].started).serverUrl;
}

export async function teardown(): Promise<void> {
  const server = shared[KEY];
  if (!server) return;
  server.users -= 1;
  if (server.users > 0) return;
  delete shared[KEY];
  await (await server.started).stop();
}
