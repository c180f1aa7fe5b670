import { ConfigError, loadConfig, resolveMasterKey } from '@lavado/shared/config';
import { ensureDatabase } from '@lavado/shared/db/embedded';
import { migrate } from '@lavado/shared/db/migrate';
import { createPool } from '@lavado/shared/db/pool';
import { createEventStore } from '@lavado/shared/eventstore/create';
import { createLogger } from '@lavado/shared/logger';
import { createDataKeys, followKeyErasures } from '@lavado/shared/privacy/data-keys';
import { projectors } from './projectors/index';
import { startProjectors } from './runner/start';

/** `npm run start:projections`: every projector, as a separate process on DATABASE_URL. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new ConfigError(['DATABASE_URL: required when the projections run as their own process']);
  const logger = createLogger(config.LOG_LEVEL, 'lavado-projections');
  // Whichever part starts first creates the database and migrates it; the others wait on the lock.
  await ensureDatabase(config.DATABASE_URL);
  await migrate(config.DATABASE_URL);
  const pool = createPool(config.DATABASE_URL, {
    max: config.DATABASE_POOL_MAX ?? projectors.length * 2 + 2,
    applicationName: 'lavado-projections',
  });
  const dataKeys = createDataKeys({ pool, masterKey: resolveMasterKey(config) });
  await dataKeys.checkMasterKey();
  const erasures = followKeyErasures(
    dataKeys,
    { connectionString: config.DATABASE_URL, application_name: 'lavado-projections-erasures' },
    (error, retryInMs) => logger.warn({ err: error, retryInMs }, 'data key erasure notifications unavailable; retrying'),
  );
  const store = createEventStore({ databaseUrl: config.DATABASE_URL, eventStoreUrl: config.EVENTSTORE_URL, pool, dataKeys });
  const running = startProjectors(projectors, { pool, store, logger });
  logger.info({ projectors: projectors.map((projector) => projector.name) }, 'projections running');

  const stop = async () => {
    await running.stop();
    await erasures.close();
    await store.close();
    await pool.end();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
