import { inTransaction, type Pool, type PoolClient } from '@lavado/shared/db/pool';
import { appendFailureLog, failureMessages } from '@lavado/shared/logs/failure-log';
import { stuckProjectors } from './checkpoints';

type Queryable = Pick<Pool, 'query'> | Pick<PoolClient, 'query'>;

/**
 * An operator's way out when a projector cannot apply an event (a bug, or an event written before
 * a validation existed): the projector passes over that one event from then on, everything else
 * in the store and in the other projectors stays as it is, and the SA's Logs say who did it and why.
 * Only the event the projector is stuck on can be parked, so a typo cannot hide a healthy event.
 */
export class ParkingRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ParkingRefusedError';
  }
}

export interface ParkedEvent {
  projector: string;
  eventId: string;
  position: string;
  eventType: string;
  streamId: string;
  error: string | null;
  reason: string;
  parkedBy: string;
  parkedAt: string;
}

export async function parkStuckEvent(
  pool: Pool,
  request: { projector: string; eventId: string; reason: string; by: string },
): Promise<ParkedEvent> {
  if (request.reason.trim().length < 3) throw new ParkingRefusedError('Give the reason for parking the event (it goes to the SA logs).');
  const stuck = (await stuckProjectors(pool)).find((candidate) => candidate.projector === request.projector);
  if (!stuck) throw new ParkingRefusedError(`Projector ${request.projector} is not stuck on any event.`);
  if (stuck.eventId !== request.eventId || !stuck.eventType || !stuck.streamId) {
    throw new ParkingRefusedError(
      `Projector ${request.projector} is stuck on event ${stuck.eventId ?? '(unknown)'}, not on ${request.eventId}.`,
    );
  }
  const event = { id: stuck.eventId, type: stuck.eventType, position: stuck.position, streamId: stuck.streamId };
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<ParkedEvent>(
      `insert into projection_parked_events (projector, event_id, position, event_type, stream_id, error, reason, parked_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (projector, event_id) do update set reason = excluded.reason, parked_by = excluded.parked_by, parked_at = now()
       returning ${PARKED_COLUMNS}`,
      [request.projector, event.id, event.position, event.type, event.streamId, stuck.message, request.reason.trim(), request.by],
    );
    await appendFailureLog(client, {
      message: failureMessages.projectionEventParked(request.projector, event, request.by, request.reason.trim()),
      at: new Date(),
    });
    return rows[0]!;
  });
}

export async function parkedEvents(db: Queryable): Promise<ParkedEvent[]> {
  const { rows } = await db.query<ParkedEvent>(`select ${PARKED_COLUMNS} from projection_parked_events order by parked_at, projector`);
  return rows;
}

export async function parkedEventIds(db: Queryable, projector: string, eventIds: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ event_id: string }>(
    'select event_id from projection_parked_events where projector = $1 and event_id = any($2::uuid[])',
    [projector, eventIds],
  );
  return rows.map((row) => row.event_id);
}

const PARKED_COLUMNS = `projector, event_id as "eventId", position, event_type as "eventType", stream_id as "streamId", error, reason,
  parked_by as "parkedBy", to_char(parked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "parkedAt"`;
