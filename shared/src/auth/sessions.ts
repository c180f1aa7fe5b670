import type { Pool } from '../db/pool';
import { describeSessionEnd, isSessionEndCode, type SessionEnd } from './session-end';

/** Channel on which the API announces ended sessions (payload: the session id) so gateways drop their sockets. */
export const SESSION_ENDED_CHANNEL = 'session_ended';

export const DEFAULT_SESSION_IDLE_MINUTES = 60;

export type SessionEndReason =
  | 'logout'
  | 'idle'
  | 'deactivated'
  | 'deleted'
  | 'password_changed'
  | 'role_changed'
  | 'organization_disabled'
  | 'organization_deleted'
  | 'link_revoked';

/** The platform `sessionTime` setting (minutes of inactivity), or the default while it is not set. */
export async function sessionIdleMinutes(db: Pick<Pool, 'query'>): Promise<number> {
  const { rows } = await db.query<{ session_time: number }>('select session_time from platform_settings where id = 1');
  return rows[0]?.session_time ?? DEFAULT_SESSION_IDLE_MINUTES;
}

/** What a session row says about its holder; a token is accepted only when it says the same. */
export interface LiveSession {
  live: true;
  userId: string;
  role: string;
  organizationId: string | null;
}

/** A use this soon after the recorded one is not written again: the idle window counts in minutes. */
const TOUCH_INTERVAL = "interval '15 seconds'";

/**
 * A session is live when it has not been ended, was used within the idle window, and neither its
 * user's nor its organization's epoch moved since it was created. `touch` records the use, which
 * is what keeps an active user signed in. One statement: this runs before every request.
 */
export async function checkSession(
  db: Pick<Pool, 'query'>,
  sid: string,
  now: Date,
  options: { touch: boolean },
): Promise<LiveSession | { live: false; end: SessionEnd }> {
  const idleMinutes = `coalesce((select session_time from platform_settings where id = 1), ${DEFAULT_SESSION_IDLE_MINUTES})`;
  const liveSession = `select s.id, s.last_seen_at, s.user_id as "userId", s.role, s.organization_id as "organizationId"
      from sessions s
     where s.id = $1 and s.ended_at is null and s.last_seen_at > $2::timestamptz - make_interval(mins => ${idleMinutes})
       and s.user_epoch = coalesce((select epoch from session_epochs where subject_id = s.user_id), 0)
       and (s.organization_id is null or s.organization_epoch = coalesce((select epoch from session_epochs where subject_id = s.organization_id), 0))`;
  // Only a use of the session keeps it alive; a check (the gateway's sweep) must not write.
  const { rows } = await db.query<Omit<LiveSession, 'live'>>(
    options.touch
      ? `with live as (${liveSession}),
              touched as (update sessions s set last_seen_at = $2::timestamptz
                            from live where s.id = live.id and live.last_seen_at < $2::timestamptz - ${TOUCH_INTERVAL})
         select "userId", role, "organizationId" from live`
      : `select "userId", role, "organizationId" from (${liveSession}) live`,
    [sid, now.toISOString()],
  );
  const row = rows[0];
  return row ? { live: true, ...row } : { live: false, end: await sessionEndOf(db, sid, now) };
}

/**
 * Why a session that is not live is over: the reason it was ended with, else idleness, else
 * `expired` (an unknown session, or one whose epoch moved without it being ended).
 */
async function whySessionEnded(db: Pick<Pool, 'query'>, sid: string, now: Date, idleMinutes: number): Promise<SessionEnd> {
  const { rows } = await db.query<{ end_reason: string | null; ended: boolean; idle: boolean }>(
    `select end_reason, ended_at is not null as ended, last_seen_at <= $2::timestamptz - make_interval(mins => $3) as idle
       from sessions where id = $1`,
    [sid, now.toISOString(), idleMinutes],
  );
  const row = rows[0];
  if (row?.ended && isSessionEndCode(row.end_reason)) return describeSessionEnd(row.end_reason, idleMinutes);
  if (row && !row.ended && row.idle) return describeSessionEnd('idle', idleMinutes);
  return describeSessionEnd('expired');
}

/** Why the session behind `sid` is over (for a gateway told that it was ended). */
export async function sessionEndOf(db: Pick<Pool, 'query'>, sid: string, now: Date): Promise<SessionEnd> {
  return whySessionEnded(db, sid, now, await sessionIdleMinutes(db));
}

/** Whether a live session belongs to the caller the token names (same user, role and organization). */
export function sessionMatches(session: LiveSession, claims: { id: string; role: string; organizationId: string | null }): boolean {
  return session.userId === claims.id && session.role === claims.role && session.organizationId === claims.organizationId;
}

/** The epochs a new session of this user is created under (see `session_epochs`). */
export interface SessionEpochs {
  userEpoch: number;
  organizationEpoch: number;
}

/**
 * SQL for the epochs of the user `u.id` and organization `u.organization_id`, to select in the same
 * statement that reads the credentials, so that both come from one snapshot.
 */
export const SESSION_EPOCHS_SELECT = `coalesce((select epoch from session_epochs where subject_id = u.id), 0)::int as "userEpoch",
  coalesce((select epoch from session_epochs where subject_id = u.organization_id), 0)::int as "organizationEpoch"`;

export async function startSession(
  db: Pick<Pool, 'query'>,
  session: { id: string; userId: string; organizationId: string | null; role: string; epochs?: SessionEpochs },
  now: Date,
): Promise<void> {
  await db.query(
    `insert into sessions (id, user_id, organization_id, role, created_at, last_seen_at, user_epoch, organization_epoch)
     values ($1, $2, $3, $4, $5, $5, $6, $7)`,
    [
      session.id,
      session.userId,
      session.organizationId,
      session.role,
      now.toISOString(),
      session.epochs?.userEpoch ?? 0,
      session.epochs?.organizationEpoch ?? 0,
    ],
  );
}

/**
 * Ends the given sessions and tells the gateways: one session (logout), or every session of a user
 * or an organization, whose epoch is raised in the same statement so that a login racing this
 * call cannot leave a session behind.
 */
export async function endSessions(
  db: Pick<Pool, 'query'>,
  target: { sessionId: string } | { userId: string } | { organizationId: string },
  reason: SessionEndReason,
  now: Date,
): Promise<string[]> {
  const [column, value] =
    'sessionId' in target
      ? ['id', target.sessionId]
      : 'userId' in target
        ? ['user_id', target.userId]
        : ['organization_id', target.organizationId];
  const raiseEpoch =
    'sessionId' in target
      ? ''
      : `raised as (insert into session_epochs (subject_id, epoch) values ($1, 1)
           on conflict (subject_id) do update set epoch = session_epochs.epoch + 1),`;
  const { rows } = await db.query<{ id: string }>(
    `with ${raiseEpoch}
     ended as (update sessions set ended_at = $2, end_reason = $3 where ${column} = $1 and ended_at is null returning id)
     select id from ended`,
    [value, now.toISOString(), reason],
  );
  for (const row of rows) await db.query('select pg_notify($1, $2)', [SESSION_ENDED_CHANNEL, row.id]);
  return rows.map((row) => row.id);
}
