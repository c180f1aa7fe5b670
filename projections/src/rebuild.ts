import { ConfigError, loadConfig, resolveMasterKey } from '@lavado/shared/config';
import { migrate } from '@lavado/shared/db/migrate';
import { createPool } from '@lavado/shared/db/pool';
import { resolveDatabase } from '@lavado/shared/db/resolve';
import { createEventStore } from '@lavado/shared/eventstore/create';
import { createLogger } from '@lavado/shared/logger';
import { createDataKeys } from '@lavado/shared/privacy/data-keys';
import { projectors } from './projectors/index';
import { rebuildProjector } from './runner/rebuild';

class UsageError extends Error {}

/**
 * `npm run projections:rebuild -- <name>`: empties one projector's tables and replays every event
 * into them, then prints the rate. It first waits for the projector's lock: stop the projections
 * process (or let this wait until it stops).
 */
async function main(): Promise<void> {
  const name = process.argv[2];
  const projector = projectors.find((candidate) => candidate.name === name);
  if (!projector)
    throw new UsageError(`Usage: npm run projections:rebuild -- <${projectors.map((candidate) => candidate.name).join(' | ')}>`);
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'lavado-projections-rebuild');
  const database = await resolveDatabase(config);
  await migrate(database.url);
  const pool = createPool(database.url, { max: 2, applicationName: 'lavado-projections-rebuild' });
  const dataKeys = createDataKeys({ pool, masterKey: resolveMasterKey(config) });
  const store = createEventStore({ databaseUrl: database.url, eventStoreUrl: config.EVENTSTORE_URL, pool, dataKeys });
  try {
    await dataKeys.checkMasterKey();
    const { events, seconds } = await rebuildProjector(projector, { pool, store, logger });
    const rate = seconds > 0 ? Math.round(events / seconds) : events;
    console.log(`${projector.name}: ${events} events replayed in ${seconds.toFixed(2)} s (${rate} events/s)`);
  } finally {
    await store.close();
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof UsageError ? error.message : error);
  process.exit(1);
});
