import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '@lavado/shared/db/migrate';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../shared/migrations', import.meta.url));

/**
 * A fresh, migrated database for one test file on the server named by `TEST_DATABASE_SERVER_URL`
 * (set by the test global setup: the machine's PostgreSQL from DATABASE_URL, or an embedded one).
 * It is a copy of a template migrated once per set of migrations, which is much cheaper than
 * running every migration again for each of the suite's many databases.
 */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_SERVER_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_SERVER_URL is not set: run the tests through vitest (tests/setup/global.ts)');
  const name = `lavado_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    serverUrl,
    `create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(await migratedTemplate(serverUrl))}`,
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await adminQuery(serverUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    },
  };
}

let template: Promise<string> | undefined;

/**
 * The template for this set of migrations (its name carries their hash, so a changed migration gets a
 * new one). It is built under a name of its own and renamed when complete, so a test file never copies
 * a half-migrated template; when two test files build it at once, the first rename wins and the other
 * copy is dropped.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= (async () => {
    const hash = createHash('sha256');
    for (const file of readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(readFileSync(`${MIGRATIONS_DIR}/${file}`));
    const name = `lavado_template_${hash.digest('hex').slice(0, 16)}`;
    const { rows } = await adminQuery(serverUrl, 'select 1 from pg_database where datname = $1', [name]);
    if (rows.length > 0) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${pg.escapeIdentifier(building)}`);
    await migrate(databaseUrl(serverUrl, building));
    try {
      await adminQuery(serverUrl, `alter database ${pg.escapeIdentifier(building)} rename to ${pg.escapeIdentifier(name)}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '42P04') throw error; // duplicate_database: another file built it first
      await adminQuery(serverUrl, `drop database ${pg.escapeIdentifier(building)} with (force)`);
    }
    return name;
  })();
  template.catch(() => (template = undefined));
  return template;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, sql: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}
