import path from 'node:path';
import type { AppConfig } from '../config';
import { ensureDatabase, startEmbeddedPostgres } from './embedded';

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
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'pg'), port: config.EMBEDDED_PG_PORT, log });
  const url = embedded.databaseUrl('lavado');
  await ensureDatabase(url);
  return { url, description: `embedded PostgreSQL on port ${config.EMBEDDED_PG_PORT}, data in ${path.join(config.dataDir, 'pg')}`, stop: embedded.stop };
}
