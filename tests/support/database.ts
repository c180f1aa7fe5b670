import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '@lavado/shared/db/migrate';

/**
 * A fresh, migrated database for one test file on the server named by `TEST_DATABASE_SERVER_URL`
 * (set by the test global setup: the machine's PostgreSQL from DATABASE_URL, or an embedded one).
 */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_SERVER_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_SERVER_URL is not set: run the tests through vitest (tests/setup/global.ts)');
  const name = `lavado_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${pg.escapeIdentifier(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
