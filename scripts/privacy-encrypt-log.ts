import { hostname, userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, resolveMasterKey } from '@lavado/shared/config';
import { migrate } from '@lavado/shared/db/migrate';
import { createPool } from '@lavado/shared/db/pool';
import { resolveDatabase } from '@lavado/shared/db/resolve';
import { createDataKeys } from '@lavado/shared/privacy/data-keys';
import { encryptStoredLog } from '@lavado/shared/privacy/encrypt-stored-log';

/**
 * `npm run privacy:encrypt-log [-- --by "<who runs it>"]`: encrypts in place the personal values of
 * the events stored in plain before encryption existed, the one sanctioned rewrite of the log
 * (docs/privacy.md, "Cifrado y borrado"). Safe to run again, and while the upgraded parts run; the
 * run is recorded in `event_log_rewrites` under `--by` (by default the system user and host).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { by: { type: 'string' } } });
  const config = loadConfig();
  if (config.EVENTSTORE_URL) {
    throw new ConfigError([
      'EVENTSTORE_URL: EventStoreDB events cannot be rewritten in place; docs/privacy.md ("Cifrado y borrado") says what to do instead',
    ]);
  }
  const database = await resolveDatabase(config);
  await migrate(database.url);
  const pool = createPool(database.url, { max: 2, applicationName: 'lavado-privacy-encrypt-log' });
  try {
    const keys = createDataKeys({ pool, masterKey: resolveMasterKey(config) });
    await keys.checkMasterKey();
    const performedBy = values.by?.trim() || `${userInfo().username}@${hostname()}`;
    const outcome = await encryptStoredLog(pool, keys, {
      performedBy,
      onBatch: (progress) => process.stdout.write(`\r${progress.examined} events examined, ${progress.rewritten} rewritten`),
    });
    console.log(
      `\n${outcome.rewritten} of ${outcome.examined} events with personal values rewritten (${outcome.valuesEncrypted} values encrypted); ` +
        `recorded as event_log_rewrites ${outcome.rewriteId} by ${performedBy}`,
    );
    // The rows' old versions, in plain, stay in the table's pages until vacuumed (docs/privacy.md).
    if (outcome.rewritten > 0) await pool.query('vacuum (analyze) events');
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
