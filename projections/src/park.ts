import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@lavado/shared/config';
import { migrate } from '@lavado/shared/db/migrate';
import { createPool } from '@lavado/shared/db/pool';
import { resolveDatabase } from '@lavado/shared/db/resolve';
import { stuckProjectors } from './runner/checkpoints';
import { parkedEvents, parkStuckEvent, ParkingRefusedError } from './runner/parking';

const USAGE = `Usage:
  npm run projections:park                                           list stuck projectors and parked events
  npm run projections:park -- <projector> <event id> --reason "why"  pass over the event the projector is stuck on`;

/**
 * The documented recovery for a projector stuck on an event it cannot apply (docs: README, "When a
 * projector stops"). Works against a running system: the projector picks the change up on its next
 * retry (within 30 s).
 */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { reason: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help || (positionals.length !== 0 && positionals.length !== 2)) throw new ParkingRefusedError(USAGE);
  const config = loadConfig();
  const database = await resolveDatabase(config);
  await migrate(database.url);
  const pool = createPool(database.url, { max: 2, applicationName: 'lavado-projections-park' });
  try {
    if (positionals.length === 0) {
      console.log(JSON.stringify({ stuck: await stuckProjectors(pool), parked: await parkedEvents(pool) }, null, 2));
      return;
    }
    const [projector, eventId] = positionals as [string, string];
    const parked = await parkStuckEvent(pool, { projector, eventId, reason: values.reason ?? '', by: `operador ${userInfo().username}` });
    console.log(
      `Parked ${parked.eventType} ${parked.eventId} (position ${parked.position}) for ${parked.projector}; it resumes on its next retry.`,
    );
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof ParkingRefusedError ? error.message : error);
  process.exit(1);
});
