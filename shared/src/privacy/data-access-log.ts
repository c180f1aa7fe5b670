import type { PersonalDataAudit } from '../api/route';
import type { SessionRole } from '../auth/roles';
import type { Pool } from '../db/pool';
import type { DataAccessEntry, DataAccessLogQuery } from '../data-access/data-access.schemas';
import { ERASED_TEXT } from './erased-forms';

/**
 * How long an entry of the accountability log is kept (docs/privacy.md, "Registro de accesos"):
 * long enough to answer a person or the Agencia about who saw their data, and no longer.
 */
export const DATA_ACCESS_RETENTION_DAYS = 3 * 365;
const REASON_MAX = 200;

/** One read, export or erasure of a person's record, as the route plumbing records it. */
export interface DataAccess {
  at: Date;
  actor: { id: string; role: SessionRole; organizationId: string | null };
  what: PersonalDataAudit['what'];
  action: string;
  subject: { kind: 'client' | 'user'; id: string };
  reason: string | null;
}

/**
 * Adds an entry, in the subject's organization (a client's, a user's; the caller's when the subject
 * has none), so that the AD of that organization reads it. Pruning rides on every insert.
 */
export async function recordDataAccess(db: Pick<Pool, 'query'>, access: DataAccess): Promise<void> {
  await db.query(
    `with pruned as (delete from personal_data_access where at < $1::timestamptz - make_interval(days => $10))
     insert into personal_data_access (at, organization_id, actor_id, actor_role, what, action, subject_kind, subject_id, reason)
     values ($1, coalesce(case $7 when 'client' then (select organization_id from clients where id = $8)
                                  else (select organization_id from users where id = $8) end, $2),
             $3, $4, $5, $6, $7, $8, $9)`,
    [
      access.at.toISOString(),
      access.actor.organizationId,
      access.actor.id,
      access.actor.role,
      access.what,
      access.action,
      access.subject.kind,
      access.subject.id,
      access.reason?.slice(0, REASON_MAX) || null,
      DATA_ACCESS_RETENTION_DAYS,
    ],
  );
}

/**
 * An erased person's entries keep who looked, when and at what, but not the motive typed for each
 * look: free text, which may have named them.
 */
export async function eraseDataAccessReasons(db: Pick<Pool, 'query'>, subject: DataAccess['subject']): Promise<void> {
  await db.query(
    'update personal_data_access set reason = $3 where subject_kind = $1 and subject_id = $2 and reason is not null and reason <> $3',
    [subject.kind, subject.id, ERASED_TEXT],
  );
}

/**
 * The accountability log, newest first: who (by name, from `users`), what, whose record (by name,
 * from the read model that holds it: an erased person reads as erased there) and why.
 * `organizationId` null: every organization's (the SA's view).
 */
export async function listDataAccesses(
  pool: Pool,
  organizationId: string | null,
  query: Pick<DataAccessLogQuery, 'limit'>,
): Promise<DataAccessEntry[]> {
  const { rows } = await pool.query<DataAccessEntry>(
    `select a.id, to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
            coalesce(nullif(trim(concat_ws(' ', actor.first_name, actor.second_name)), ''), 'Un usuario eliminado') as actor,
            a.actor_role as "actorRole", a.what, a.action, a.subject_kind as "subjectKind",
            coalesce(case a.subject_kind when 'client' then subject_client.name
                          else nullif(trim(concat_ws(' ', subject_user.first_name, subject_user.second_name)), '') end, $3) as subject,
            a.reason, org.name as organization
       from personal_data_access a
       left join users actor on actor.id = a.actor_id
       left join clients subject_client on a.subject_kind = 'client' and subject_client.id = a.subject_id
       left join users subject_user on a.subject_kind = 'user' and subject_user.id = a.subject_id
       left join organizations org on org.id = a.organization_id
      where ($1::uuid is null or a.organization_id = $1)
      order by a.at desc, a.id desc
      limit $2`,
    [organizationId, query.limit, ERASED_TEXT],
  );
  return rows;
}
