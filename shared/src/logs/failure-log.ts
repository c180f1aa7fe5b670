import type { Pool, PoolClient } from '../db/pool';

/** Failure rows older than this are deleted as new ones arrive, so the table stays bounded. */
export const FAILURE_LOG_RETENTION_DAYS = 90;
const MESSAGE_MAX = 2000;

/** The Spanish text of each kind of failure row. */
export const failureMessages = {
  /** `reason` is the answer the caller got; the password is never part of it. */
  loginRefused: (login: string, reason: string) => `Inicio de sesión rechazado para ${login}: ${reason}`,
  /** `action` is the call's Spanish name (`apiActionName`), never its path. */
  commandRefused: (action: string, message: string) => `Comando rechazado: ${action}: ${message}`,
  projectionStopped: (projector: string, event: { id: string; type: string; position: string }, message: string) =>
    `Proyección ${projector} detenida en el evento ${event.type} ${event.id} (posición ${event.position}): ${message}. Las demás lecturas de esta proyección esperan hasta que se corrija o se aparte el evento (npm run projections:park).`,
  projectionEventParked: (projector: string, event: { id: string; type: string; position: string }, by: string, reason: string) =>
    `Evento ${event.type} ${event.id} (posición ${event.position}) apartado de la proyección ${projector} por ${by}: ${reason}`,
} as const;

/**
 * Adds an error row to the write-side failure log (no projector owns it: rebuilding `logs` keeps
 * it). Pruning rides on every insert: with the index on created_at it is a range probe that
 * usually finds nothing.
 */
export async function appendFailureLog(
  db: Pick<Pool, 'query'> | Pick<PoolClient, 'query'>,
  failure: { message: string; at: Date } & Partial<FailureActor>,
): Promise<void> {
  await db.query(
    `with pruned as (delete from failure_log where created_at < $2::timestamptz - make_interval(days => $3))
     insert into failure_log (message, created_at, actor_id, organization_id) values ($1, $2, $4, $5)`,
    [
      failure.message.slice(0, MESSAGE_MAX),
      failure.at.toISOString(),
      FAILURE_LOG_RETENTION_DAYS,
      failure.actorId ?? null,
      failure.organizationId ?? null,
    ],
  );
}

/** Who a refused command came from: the signed-in caller and their organization (null for the SA's own). */
export interface FailureActor {
  actorId: string | null;
  organizationId: string | null;
}
