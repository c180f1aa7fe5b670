import { createServer } from 'node:net';
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
 * file creates its own database there), otherwise an embedded server under `.data/test-pg` (or
 * TEST_EMBEDDED_PG_DIR) on TEST_EMBEDDED_PG_PORT. `npm test` runs the browser journeys in a Vitest
 * process of their own, beside the other projects' (docs/conventions.md, Tests): that process
 * keeps its own server in its own folder, on a port the system says is free (`free`).
 */
export async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    process.env.TEST_DATABASE_SERVER_URL = url.toString();
    return;
  }
  shared[KEY] ??= {
    started: (async () =>
      startEmbeddedPostgres({
        dataDir: path.resolve(process.env.TEST_EMBEDDED_PG_DIR ?? '.data/test-pg'),
        port: await embeddedPort(process.env.TEST_EMBEDDED_PG_PORT),
        // Each test file's app holds about 25 connections, the topology test runs six processes, and
        // several files run at once (vitest.config.ts, maxWorkers).
        maxConnections: 300,
      }))(),
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

async function embeddedPort(wanted: string | undefined): Promise<number> {
  if (wanted !== 'free') return Number(wanted ?? 54330);
  return new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
