import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../shared/src/db/embedded';

let embedded: EmbeddedDatabase | undefined;

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
  embedded = await startEmbeddedPostgres({
    dataDir: path.resolve('.data/test-pg'),
    port: Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54330),
  });
  process.env.TEST_DATABASE_SERVER_URL = embedded.serverUrl;
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
}
