import { randomBytes } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, MASTER_KEY_FILE, masterKeySchema, resolveMasterKey } from '@lavado/shared/config';
import { migrate } from '@lavado/shared/db/migrate';
import { createPool, inTransaction } from '@lavado/shared/db/pool';
import { resolveDatabase } from '@lavado/shared/db/resolve';
import { createDataKeys, rewrapDataKeys } from '@lavado/shared/privacy/data-keys';

/**
 * `npm run privacy:rotate-master-key`, with every part stopped: re-wraps every data key with a new
 * master key in one transaction (docs/privacy.md, "Cifrado y borrado"). With DATA_KEY set, the new
 * key is NEW_DATA_KEY, and DATA_KEY must be set to it before the parts start again. With the key
 * file, a new key is generated into it; the old one is kept beside it as `data-key.retired-<time>`,
 * to restore backups taken before, until the last of them expires.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const current = resolveMasterKey(config);
  const given = masterKeySchema.safeParse(process.env.NEW_DATA_KEY);
  if (!given.success) throw new ConfigError([`NEW_DATA_KEY: ${given.error.issues[0]!.message}`]);
  if (config.DATA_KEY && !given.data) throw new ConfigError(['NEW_DATA_KEY: required when DATA_KEY is set (the key to rotate to)']);
  const file = path.join(config.dataDir, MASTER_KEY_FILE);
  const nextFile = `${file}.next`;
  const generated = given.data ? undefined : randomBytes(32).toString('base64');
  const next = given.data ?? masterKeySchema.parse(generated)!;

  const database = await resolveDatabase(config);
  await migrate(database.url);
  const pool = createPool(database.url, { max: 1, applicationName: 'lavado-privacy-rotate-master-key' });
  try {
    await createDataKeys({ pool, masterKey: current }).checkMasterKey();
    // The new key is on disk before the keys are wrapped with it: a crash leaves it in data-key.next.
    if (!config.DATA_KEY) writeFileSync(nextFile, generated ?? next.export().toString('base64'), { mode: 0o600, flag: 'wx' });
    const rewrapped = await inTransaction(pool, (client) => rewrapDataKeys(client, current, next));
    if (!config.DATA_KEY) {
      const retired = `${file}.retired-${new Date().toISOString().replaceAll(':', '-')}`;
      renameSync(file, retired);
      renameSync(nextFile, file);
      console.log(`${rewrapped} data keys re-wrapped; ${file} holds the new master key, the old one is in ${retired}`);
    } else {
      console.log(`${rewrapped} data keys re-wrapped with NEW_DATA_KEY: set DATA_KEY to it before starting the parts again`);
    }
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
