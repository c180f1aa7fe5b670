import { randomUUID } from 'node:crypto';
import type { Pool } from '../db/pool';
import { eventCatalog, eventTypes, personalLocationsOf, personalValuesOf, type DomainEvent } from '../events/catalog';
import type { JsonObject } from '../eventstore/port';
import type { DataKeys } from './data-keys';
import { decryptedData, encryptedValuesOf, encryptPersonalValues } from './encrypted-event';
import { isEncryptedValue } from './envelope';

export const ENCRYPT_LOG_PURPOSE = 'encrypt the personal values stored in plain';

export interface LogEncryption {
  /** The `event_log_rewrites` row that records the run. */
  rewriteId: string;
  examined: number;
  rewritten: number;
  valuesEncrypted: number;
}

interface StoredRow {
  transaction_id_text: string;
  global_position: number;
  event_id: string;
  type: string;
  data: JsonObject;
}

/** The event types whose declaration marks personal fields: the only rows the rewrite reads. */
const typesWithPersonalValues = eventTypes.filter((type) => eventCatalog[type].personal !== null);

const BATCH_SQL = `
select transaction_id::text as transaction_id_text, global_position, event_id::text, type, data
  from events
 where (transaction_id, global_position) > ($1::xid8, $2::bigint)
   and type = any($3::text[])
 order by transaction_id, global_position
 limit $4`;

const REWRITE_SQL = `
update events stored set data = rewritten.data
  from unnest($1::uuid[], $2::jsonb[]) as rewritten(event_id, data)
 where stored.event_id = rewritten.event_id`;

/**
 * The one sanctioned rewrite of the event log (docs/privacy.md, "Cifrado y borrado"): encrypts in
 * place every personal value stored in plain before encryption existed, as the encrypting store
 * would have on append. Each event keeps its id, stream, revision, position, type, metadata and time;
 * only personal values still in plain change, so a second run changes nothing. The run is recorded
 * (who, when, how many) in `event_log_rewrites`. PostgreSQL event store only.
 */
export async function encryptStoredLog(
  pool: Pool,
  keys: DataKeys,
  options: { performedBy: string; batchSize?: number; onBatch?: (progress: LogEncryption) => void },
): Promise<LogEncryption> {
  const progress: LogEncryption = { rewriteId: randomUUID(), examined: 0, rewritten: 0, valuesEncrypted: 0 };
  await pool.query('insert into event_log_rewrites (id, purpose, performed_by, started_at) values ($1, $2, $3, now())', [
    progress.rewriteId,
    ENCRYPT_LOG_PURPOSE,
    options.performedBy,
  ]);
  let after = { transactionId: '0', globalPosition: 0 };
  for (;;) {
    const { rows } = await pool.query<StoredRow>(BATCH_SQL, [
      after.transactionId,
      after.globalPosition,
      typesWithPersonalValues,
      options.batchSize ?? 1_000,
    ]);
    const last = rows.at(-1);
    if (!last) break;
    after = { transactionId: last.transaction_id_text, globalPosition: last.global_position };
    const rewritten = await encryptedRows(rows, keys);
    if (rewritten.length > 0) {
      await pool.query(REWRITE_SQL, [rewritten.map((row) => row.eventId), rewritten.map((row) => JSON.stringify(row.data))]);
    }
    progress.examined += rows.length;
    progress.rewritten += rewritten.length;
    progress.valuesEncrypted += rewritten.reduce((count, row) => count + row.encrypted, 0);
    await recordProgress(pool, progress, false);
    options.onBatch?.({ ...progress });
  }
  await recordProgress(pool, progress, true);
  return progress;
}

async function recordProgress(pool: Pool, progress: LogEncryption, finished: boolean): Promise<void> {
  await pool.query(
    `update event_log_rewrites set events_examined = $2, events_rewritten = $3, values_encrypted = $4,
            finished_at = case when $5 then now() end
      where id = $1`,
    [progress.rewriteId, progress.examined, progress.rewritten, progress.valuesEncrypted, finished],
  );
}

/** The rows of a batch that still hold a personal value in plain, with that value encrypted. */
async function encryptedRows(
  rows: readonly StoredRow[],
  keys: DataKeys,
): Promise<{ eventId: string; data: JsonObject; encrypted: number }[]> {
  const pending = rows.filter((row) => personalLocationsOf(row).some(({ value }) => !isEncryptedValue(value)));
  // Whose a value is is read from the event in plain: a field that names the subject may be encrypted already.
  const encryptedValues = pending.map((row) => encryptedValuesOf(row));
  const found = await keys.keysById(encryptedValues.flatMap((values) => values.map(({ value }) => value.keyId)));
  const inPlain = pending.map((row, index) => ({
    id: row.event_id,
    type: row.type,
    data:
      encryptedValues[index]!.length === 0 ? row.data : decryptedData({ id: row.event_id, data: row.data }, encryptedValues[index]!, found),
  }));
  // Every subject of the batch in one statement, before each event takes its keys from memory.
  await keys.keysOf(inPlain.flatMap((event) => personalValuesOf(event as unknown as DomainEvent).map(({ subject }) => subject)));
  return Promise.all(
    pending.map(async (row, index) => {
      const { data, encrypted } = await encryptPersonalValues(inPlain[index]!, keys, row.data);
      return { eventId: row.event_id, data, encrypted };
    }),
  );
}
