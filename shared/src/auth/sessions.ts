import type { Pool } from '../db/pool';

/** Channel on which the API announces ended sessions (payload: the session id) so gateways drop their sockets. */
export const SESSION_ENDED_CHANNEL = 'session_ended';

export const DEFAULT_SESSION_IDLE_MINUTES = 60;

export type SessionEndReason = 'logout' | 'idle' | 'deactivated' | 'deleted' | 'password_changed' | 'role_changed';

/** The platform `sessionTime` setting (minutes of inactivity), or the default while it is not set. */
export async function sessionIdleMinutes(db: Pick<Pool, 'query'>): Promise<number> {
  const { rows } = await db.query<{ session_time: number }>('select session_time from platform_settings where id = 1');
  return rows[0]?.session_time ?? DEFAULT_SESSION_IDLE_MINUTES;
}

/**
 * A session is live when it has not been ended and was used within the idle window. `touch`
 * records the use, which is what keeps an active user signed in.
 */
export async function checkSession(
  db: Pick<Pool, 'query'>,
  sid: string,
  now: Date,
  options: { touch: boolean },
): Promise<{ live: true; userId: string } | { live: false }> {
  const idleMinutes = await sessionIdleMinutes(db);
  const liveSession = `id = $1 and ended_at is null and last_seen_at > $2::timestamptz - make_interval(mins => $3)`;
  // Only a use of the session keeps it alive; a check (the gateway's sweep) must not write.
  const { rows } = await db.query<{ user_id: string }>(
    options.touch
      ? `update sessions set last_seen_at = $2::timestamptz where ${liveSession} returning user_id`
      : `select user_id from sessions where ${liveSession}`,
    [sid, now.toISOString(), idleMinutes],
  );
  const row = rows[0];
  return row ? { live: true, userId: row.user_id } : { live: false };
}

export async function startSession(
  db: Pick<Pool, 'query'>,
  session: { id: string; userId: string; organizationId: string | null; role: string },
  now: Date,
): Promise<void> {
  await db.query(
    `insert into sessions (id, user_id, organization_id, role, created_at, last_seen_at) values ($1, $2, $3, $4, $5, $5)`,
    [session.id, session.userId, session.organizationId, session.role, now.toISOString()],
  );
}

/** Ends the given sessions (by id or every session of a user) and tells the gateways. */
export async function endSessions(
  db: Pick<Pool, 'query'>,
  target: { sessionId: string } | { userId: string },
  reason: SessionEndReason,
  now: Date,
): Promise<string[]> {
  const [column, value] = 'sessionId' in target ? ['id', target.sessionId] : ['user_id', target.userId];
  const { rows } = await db.query<{ id: string }>(
    `update sessions set ended_at = $2, end_reason = $3 where ${column} = $1 and ended_at is null returning id`,
    [value, now.toISOString(), reason],
  );
  for (const row of rows) await db.query('select pg_notify($1, $2)', [SESSION_ENDED_CHANNEL, row.id]);
  return rows.map((row) => row.id);
}
