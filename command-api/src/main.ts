import { createStreamPseudonyms, pseudonymizeStreamNames } from '@lavado/shared/privacy/stream-pseudonyms';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, resolveMasterKey, resolveTokenSettings, ConfigError } from '@lavado/shared/config';
import { migrate } from '@lavado/shared/db/migrate';
import { createPool } from '@lavado/shared/db/pool';
import { resolveDatabase } from '@lavado/shared/db/resolve';
import { createEventStore } from '@lavado/shared/eventstore/create';
import { createLogger } from '@lavado/shared/logger';
import { createDataKeys, followKeyErasures } from '@lavado/shared/privacy/data-keys';
import { inlineProjectors, projectors } from '@lavado/projections/projectors/index';
import { createProjectionWaiter } from '@lavado/projections/progress';
import { startProjectors } from '@lavado/projections/runner/start';
import { createInlineProjection } from '@lavado/projections/runner/inline';
import { createRealtimeGateway } from '@lavado/realtime/gateway';
import { buildApp } from './app';
import { fileSystemPhotoStore } from './storage/photo-store';
import { seedSuperAdmin } from './identity/seed';

/**
 * `npm start`: the whole product in one process (API + projectors + realtime gateway + UI) on the
 * embedded PostgreSQL unless DATABASE_URL is set. `--part=command-api`: only the API, for running
 * the parts as separate processes on one DATABASE_URL.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const allInOne = !process.argv.includes('--part=command-api');
  const logger = createLogger(config.LOG_LEVEL);
  if (!allInOne && !config.DATABASE_URL) throw new ConfigError(['DATABASE_URL: required when the parts run as separate processes']);

  const database = await resolveDatabase(config, (line) => logger.debug({ embeddedPostgres: line }));
  logger.info(`database: ${database.description}`);
  await migrate(database.url);

  const pool = createPool(database.url, { max: config.DATABASE_POOL_MAX ?? 20, applicationName: 'lavado-command-api' });
  const dataKeys = createDataKeys({ pool, masterKey: resolveMasterKey(config) });
  await dataKeys.checkMasterKey();
  const erasures = followKeyErasures(
    dataKeys,
    { connectionString: database.url, application_name: 'lavado-command-api-erasures' },
    (error, retryInMs) => logger.warn({ err: error, retryInMs }, 'data key erasure notifications unavailable; retrying'),
  );
  const store = createEventStore({ databaseUrl: database.url, eventStoreUrl: config.EVENTSTORE_URL, pool, dataKeys });
  const running = allInOne ? startProjectors(projectors, { pool, store, logger }) : null;
  const waiter = createProjectionWaiter({ pool, store });
  const tokenSettings = resolveTokenSettings(config);

  const pseudonyms = createStreamPseudonyms(pool, dataKeys);
  // A PostgreSQL store written before pseudonymous stream names is renamed once; afterwards this finds nothing to rename.
  if (!config.EVENTSTORE_URL) {
    const renamed = await pseudonymizeStreamNames(pool, pseudonyms, 'command-api at start');
    if (renamed.streamsRenamed > 0) logger.info(`privacy: ${renamed.streamsRenamed} streams renamed to pseudonymous ids`);
  }
  const app = await buildApp({
    pool,
    store,
    dataKeys,
    pseudonyms,
    waiter,
    inline: createInlineProjection(inlineProjectors, { waiter }),
    tokenSettings,
    allowedOrigins: config.allowedOrigins,
    publicOrigin: config.publicOrigin,
    mail: { url: config.MAIL_URL, from: config.MAIL_FROM },
    now: () => new Date(),
    logger,
    trustProxy: config.TRUST_PROXY,
    apiDocs: config.API_DOCS,
    claimedTapMaxAgeMinutes: config.CLAIMED_TAP_MAX_AGE_MINUTES,
    photos: fileSystemPhotoStore(path.join(config.dataDir, 'photos')),
    uiDist: fileURLToPath(new URL('../../ui/dist', import.meta.url)),
  });
  const gateway = allInOne
    ? createRealtimeGateway({
        httpServer: app.server,
        pool,
        databaseUrl: database.url,
        tokenSettings,
        allowedOrigins: config.allowedOrigins,
        trustProxy: config.TRUST_PROXY,
        connectionLimits: config.realtimeConnectionLimits,
        logger,
      })
    : null;

  // Seeded before listening: a server that answers can already sign the super admin in.
  await seedSuperAdmin(app, config);
  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info(`Lavado listo en ${config.publicOrigin} (super admin: ${config.ADMIN_IDENTIFICATION})`);
  if (config.API_DOCS) logger.info(`API docs: ${config.publicOrigin}/api/docs`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await gateway?.close();
    await app.close();
    await running?.stop();
    await waiter.close();
    await erasures.close();
    await store.close();
    await pool.end();
    await database.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
