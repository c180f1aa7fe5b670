import path from 'node:path';
import type { AppConfig } from '../config';
import pg from 'pg';
import { EMBEDDED_CREDENTIALS, ensureDatabase, startEmbeddedPostgres } from './embedded';

export interface ResolvedDatabase {
  url: string;
  /** Where it came from, for the start-up log (never the password). */
  description: string;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL under the data folder, so that
 * `npm start` needs no set-up at all.
 */
export async function resolveDatabase(config: AppConfig, log: (line: string) => void = () => undefined): Promise<ResolvedDatabase> {
  if (config.DATABASE_URL) {
    await ensureDatabase(config.DATABASE_URL);
    const url = new URL(config.DATABASE_URL);
    return { url: config.DATABASE_URL, description: `PostgreSQL at ${url.host}${url.pathname}`, stop: async () => undefined };
  }
  const running = embeddedUrl(config);
  if (await databaseAnswers(running)) {
    // Another process of this checkout (e.g. `npm start`) already runs the embedded server: share it.
    return { url: running, description: `the running embedded PostgreSQL on port ${config.EMBEDDED_PG_PORT}`, stop: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'pg'), port: config.EMBEDDED_PG_PORT, log });
  const url = embedded.databaseUrl('lavado');
  await ensureDatabase(url);
  return {
    url,
    description: `embedded PostgreSQL on port ${config.EMBEDDED_PG_PORT}, data in ${path.join(config.dataDir, 'pg')}`,
    stop: embedded.stop,
  };
}

function embeddedUrl(config: AppConfig): string {
  return `postgres://${EMBEDDED_CREDENTIALS.user}:${EMBEDDED_CREDENTIALS.password}@127.0.0.1:${config.EMBEDDED_PG_PORT}/lavado`;
}

/** Whether a PostgreSQL server takes a connection at `url` within a second. */
export async function databaseAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
