import type { Pool, PoolClient } from '@lavado/shared/db/pool';
import { START, type Position, type ReadFrom, type RecordedEvent } from '@lavado/shared/eventstore/port';
import { appendFailureLog, failureMessages } from '@lavado/shared/logs/failure-log';
import { FEED_CHANNEL } from '@lavado/shared/realtime/feed';

/** NOTIFY channel on which a projector announces each checkpoint it commits: "<name> <position>". */
export const PROGRESS_CHANNEL = 'projection_progress';

type Queryable = Pick<Pool, 'query'> | Pick<PoolClient, 'query'>;

const CLEARED_FAILURE =
  'last_error = null, failed_position = null, failed_at = null, failed_event_id = null, failed_event_type = null, failed_stream_id = null';

/**
 * The projector's checkpoint, and where a rebuild that has not finished was to end (`replayUntil`);
 * creates its row on first use so that later updates can compare-and-set.
 */
export async function loadCheckpoint(pool: Pool, projectorName: string): Promise<{ position: ReadFrom; replayUntil: Position | null }> {
  const { rows } = await pool.query<{ position: string | null; replay_until: string | null }>(
    `with created as (
       insert into projection_checkpoints (name) values ($1) on conflict (name) do nothing returning position, replay_until
     )
     select position, replay_until from created union all select position, replay_until from projection_checkpoints where name = $1`,
    [projectorName],
  );
  return { position: rows[0]?.position ?? START, replayUntil: rows[0]?.replay_until ?? null };
}

/** The replay that `replayUntil` marked has reached its end (a rebuild's, or its runner's after the rebuild stopped). */
export async function finishReplay(db: Queryable, projectorName: string, replayUntil: Position): Promise<void> {
  await db.query('update projection_checkpoints set replay_until = null where name = $1 and replay_until = $2', [
    projectorName,
    replayUntil,
  ]);
}

/**
 * Moves the checkpoint from `from` to `to`, only if nobody else moved it meanwhile (another instance
 * or a rebuild); returns false otherwise. A success also clears a recorded failure and announces the
 * progress (and, when the batch wrote feed rows, wakes the realtime gateways). The NOTIFYs belong to
 * the same transaction, so they go out with its commit and never with a rollback: announcing costs
 * no commit of its own.
 */
export async function advanceCheckpoint(
  db: Queryable,
  projectorName: string,
  from: ReadFrom,
  to: Position,
  { feedChanged }: { feedChanged: boolean },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `with moved as (
       update projection_checkpoints
          set position = $2, updated_at = now(), ${CLEARED_FAILURE}
        where name = $1 and position is not distinct from $3
       returning name, position
     )
     select pg_notify($4, name || ' ' || position)${feedChanged ? ", pg_notify($5, '')" : ''} from moved`,
    feedChanged
      ? [projectorName, to, storedPosition(from), PROGRESS_CHANNEL, FEED_CHANNEL]
      : [projectorName, to, storedPosition(from), PROGRESS_CHANNEL],
  );
  return rowCount === 1;
}

/**
 * Opens a batch's transaction by moving the checkpoint from `from` to `to`, with the batch's savepoint when
 * given, in one round trip (a simple query may hold several statements, so the values go in as escaped
 * literals). The row stays locked until the batch ends, and the batch commits only if the checkpoint was
 * still at `from`: false when someone else (another instance, a rebuild) moved it, the transaction then
 * still open for the caller to roll back. `commitBatch` ends it.
 */
export async function beginBatch(
  client: PoolClient,
  projectorName: string,
  from: ReadFrom,
  to: Position,
  { savepoint }: { savepoint?: string } = {},
): Promise<boolean> {
  const literal = (value: string | null) => (value === null ? 'null' : client.escapeLiteral(value));
  const results = (await client.query(
    `begin;
     update projection_checkpoints set position = ${literal(to)}, updated_at = now(), ${CLEARED_FAILURE}
      where name = ${literal(projectorName)} and position is not distinct from ${literal(storedPosition(from))}
     ${savepoint ? `; savepoint ${client.escapeIdentifier(savepoint)}` : ''}`,
  )) as unknown as { rowCount: number | null }[];
  return results[1]?.rowCount === 1;
}

/**
 * Commits a batch `beginBatch` opened, announcing its checkpoint (and, when it wrote feed rows, waking the
 * realtime gateways) in the same round trip: the NOTIFYs go out with the commit, never without it.
 */
export async function commitBatch(client: PoolClient, projectorName: string, to: Position, { feedChanged }: { feedChanged: boolean }) {
  const literal = (value: string) => client.escapeLiteral(value);
  const wakeFeed = feedChanged ? `, pg_notify(${literal(FEED_CHANNEL)}, '')` : '';
  await client.query(`select pg_notify(${literal(PROGRESS_CHANNEL)}, ${literal(`${projectorName} ${to}`)})${wakeFeed}; commit`);
}

/**
 * Notes the event a projector is stuck on. The runner retries that event with backoff: only the
 * first report of a failure (a new event or message) also goes to the SA's failure log.
 */
export async function recordFailure(pool: Pool, projectorName: string, event: RecordedEvent, message: string): Promise<void> {
  const { rows } = await pool.query<{ isNew: boolean }>(
    `with previous as (select last_error, failed_position from projection_checkpoints where name = $1)
     update projection_checkpoints
        set last_error = $2, failed_position = $3, failed_at = now(), failed_event_id = $4, failed_event_type = $5, failed_stream_id = $6
       from previous
      where name = $1
     returning (previous.last_error, previous.failed_position) is distinct from ($2::text, $3::text) as "isNew"`,
    [projectorName, message, event.position, event.id, event.type, event.streamId],
  );
  if (rows[0]?.isNew) {
    await appendFailureLog(pool, { message: failureMessages.projectionStopped(projectorName, event, message), at: new Date() });
  }
}

/** A projector stuck on an event, as health checks and operators see it. */
export interface StuckProjector {
  projector: string;
  position: string;
  eventId: string | null;
  eventType: string | null;
  streamId: string | null;
  message: string;
  since: string;
}

export async function stuckProjectors(db: Queryable): Promise<StuckProjector[]> {
  const { rows } = await db.query<StuckProjector>(
    `select name as projector, failed_position as position, failed_event_id as "eventId", failed_event_type as "eventType",
            failed_stream_id as "streamId", last_error as message, to_char(failed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as since
       from projection_checkpoints where last_error is not null order by name`,
  );
  return rows;
}

/**
 * Back to "nothing projected", failure included; the caller's transaction also empties the tables.
 * `replayUntil`: the last event the replay that follows must apply whole, inline ones included.
 */
export async function resetCheckpoint(client: PoolClient, projectorName: string, replayUntil: Position | null): Promise<void> {
  await client.query(
    `insert into projection_checkpoints (name, replay_until) values ($1, $2)
     on conflict (name) do update
       set position = null, replay_until = $2, updated_at = now(), ${CLEARED_FAILURE}`,
    [projectorName, replayUntil],
  );
  // Waiters keep the last checkpoint they heard of: they must hear that it went back.
  await client.query('select pg_notify($1, $2)', [PROGRESS_CHANNEL, `${projectorName} ${START}`]);
}

function storedPosition(position: ReadFrom): Position | null {
  return position === START ? null : position;
}
