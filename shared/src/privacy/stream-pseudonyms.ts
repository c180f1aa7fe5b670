import { createHmac, randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from '../db/pool';
import type { DataKeys } from './data-keys';

/** What a pseudonymous stream is named after: a plate in an organization, or a reserved value (RUT, e-mail). */
export type PseudonymousValue =
  { kind: 'vehicle'; organizationId: string; ppu: string } | { kind: 'reservation'; reservationKind: string; value: string };

/**
 * Streams whose name would hold a personal value (`vehicle-<org>-<PLATE>`, `reservation-<kind>-<RUT or
 * e-mail>`) are named with a random id instead (docs/privacy.md, "Nombres de stream seudónimos"). The
 * value finds its stream through `stream_pseudonyms`, by its HMAC-SHA-256 under the platform's
 * `streamNames` data key: the table holds no value, and the stream's name says nothing about it.
 * Erasing a person deletes the rows of their streams (`forget`): the value then finds a new, empty
 * stream, and nothing links it to the old one.
 */
export interface StreamPseudonyms {
  /** The stream of this value, created (named) the first time it is asked for. */
  streamOf(value: PseudonymousValue): Promise<string>;
  /** The stream of this value if it has one, without creating it. */
  findStreamOf(value: PseudonymousValue): Promise<string | null>;
  /** Unlinks these streams from their values; how many were linked. */
  forget(streamIds: readonly string[], client?: PoolClient): Promise<number>;
}

const STREAM_NAMES_SUBJECT = { kind: 'streamNames', id: 'platform' } as const;

/** The normalized value the hash is of: a plate upper-cased, a reserved value lower-cased (as the stream names had them). */
function normalized(value: PseudonymousValue): string {
  return value.kind === 'vehicle'
    ? `vehicle\u0000${value.organizationId.toLowerCase()}\u0000${value.ppu.toUpperCase()}`
    : `reservation\u0000${value.reservationKind}\u0000${value.value.toLowerCase()}`;
}

function freshStreamId(value: PseudonymousValue): string {
  return value.kind === 'vehicle'
    ? `vehicle-${value.organizationId.toLowerCase()}-${randomUUID()}`
    : `reservation-${value.reservationKind}-${randomUUID()}`;
}

export function createStreamPseudonyms(pool: Pool, keys: DataKeys): StreamPseudonyms {
  async function hashOf(value: PseudonymousValue): Promise<Buffer> {
    const [key] = await keys.keysOf([STREAM_NAMES_SUBJECT]);
    return createHmac('sha256', key!.key).update(normalized(value)).digest();
  }

  async function findStreamOf(value: PseudonymousValue): Promise<string | null> {
    const { rows } = await pool.query<{ stream_id: string }>('select stream_id from stream_pseudonyms where value_hash = $1', [
      await hashOf(value),
    ]);
    return rows[0]?.stream_id ?? null;
  }

  return {
    findStreamOf,
    async streamOf(value) {
      const hash = await hashOf(value);
      // Two commands naming the same new value at once: the first insert wins and both read its name.
      const { rows } = await pool.query<{ stream_id: string }>(
        `with inserted as (
           insert into stream_pseudonyms (value_hash, stream_id) values ($1, $2) on conflict (value_hash) do nothing returning stream_id
         )
         select stream_id from inserted union all select stream_id from stream_pseudonyms where value_hash = $1`,
        [hash, freshStreamId(value)],
      );
      if (rows[0]) return rows[0].stream_id;
      const found = await findStreamOf(value);
      if (!found) throw new Error('A pseudonymous stream name was neither found nor created');
      return found;
    },
    async forget(streamIds, client) {
      if (streamIds.length === 0) return 0;
      const { rowCount } = await (client ?? pool).query('delete from stream_pseudonyms where stream_id = any($1::text[])', [streamIds]);
      return rowCount ?? 0;
    },
  };
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A stream named the old way, with its value in the name. */
const LEGACY_VEHICLE = new RegExp(`^vehicle-(${UUID})-(.+)$`, 'i');
const LEGACY_RESERVATION = /^reservation-(organization-rut|client-rut|user-identification|user-email)-(.+)$/;
const PSEUDONYM_TAIL = new RegExp(`^${UUID}$`);

/** The value an old stream name holds, or null for a name that holds none (already pseudonymous, or of another kind). */
export function legacyValueOf(streamId: string): PseudonymousValue | null {
  const vehicle = LEGACY_VEHICLE.exec(streamId);
  if (vehicle) return PSEUDONYM_TAIL.test(vehicle[2]!) ? null : { kind: 'vehicle', organizationId: vehicle[1]!, ppu: vehicle[2]! };
  const reservation = LEGACY_RESERVATION.exec(streamId);
  if (reservation && !PSEUDONYM_TAIL.test(reservation[2]!)) {
    return { kind: 'reservation', reservationKind: reservation[1]!, value: reservation[2]! };
  }
  return null;
}

export const PSEUDONYMIZE_PURPOSE = 'name the streams that held a personal value with pseudonymous ids';

/**
 * Renames, once, every stream whose name holds a plate, a RUT or an e-mail (stores written before
 * pseudonymous names) to the name its value now finds, in one transaction: the events keep their ids,
 * revisions, positions and data; a vehicle's data key and read-model row follow its stream; projections'
 * records of a parked or failed event name the new stream. Recorded in `event_log_rewrites`. A second run finds
 * nothing to rename. PostgreSQL event store only.
 */
export async function pseudonymizeStreamNames(
  pool: Pool,
  pseudonyms: StreamPseudonyms,
  performedBy: string,
): Promise<{ streamsRenamed: number; eventsRenamed: number }> {
  const { rows } = await pool.query<{ stream_id: string }>(
    `select distinct stream_id from events where stream_id like 'vehicle-%' or stream_id like 'reservation-%'`,
  );
  const renames: { from: string; to: string; value: PseudonymousValue }[] = [];
  for (const { stream_id: from } of rows) {
    const value = legacyValueOf(from);
    if (value) renames.push({ from, to: await pseudonyms.streamOf(value), value });
  }
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows: run } = await client.query<{ id: string }>(
      `insert into event_log_rewrites (id, purpose, performed_by, started_at) values ($1, $2, $3, now()) returning id`,
      [randomUUID(), PSEUDONYMIZE_PURPOSE, performedBy],
    );
    let eventsRenamed = 0;
    for (const { from, to, value } of renames) {
      const renamed = await client.query('update events set stream_id = $2 where stream_id = $1', [from, to]);
      eventsRenamed += renamed.rowCount ?? 0;
      await client.query(`update data_keys set subject_id = $2 where subject_kind = 'vehicle' and subject_id = $1`, [from, to]);
      await client.query('update projection_parked_events set stream_id = $2 where stream_id = $1', [from, to]);
      // The read model's row of a vehicle projected before its stream had a name of its own to keep.
      if (value.kind === 'vehicle') {
        await client.query('update vehicles set stream_id = $3 where organization_id = $1 and upper(ppu) = $2', [
          value.organizationId,
          value.ppu.toUpperCase(),
          to,
        ]);
      }
      await client.query('update projection_checkpoints set failed_stream_id = $2 where failed_stream_id = $1', [from, to]);
    }
    await client.query('update event_log_rewrites set finished_at = now(), events_examined = $2, events_rewritten = $2 where id = $1', [
      run[0]!.id,
      eventsRenamed,
    ]);
    await client.query('commit');
    return { streamsRenamed: renames.length, eventsRenamed };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
