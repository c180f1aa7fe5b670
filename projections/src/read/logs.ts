import type { Pool } from '@lavado/shared/db/pool';
import { LOG_SUBJECT } from '@lavado/shared/logs/describe-event';
import type { LogEntry, LogsQuery } from '@lavado/shared/logs/logs.schemas';
import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/zone';
import { escapeLike } from '@lavado/shared/db/like';
import { userNameSql } from './users';

/** What a row names when its subject is gone from the read models (a deleted user or organization). */
const GONE_SUBJECT = '(eliminado)';

/**
 * The SA's log, newest first: what people did (the `logs` read model, the actor's name from
 * `users`, the subject's name or plate from its own read model: never a raw id) and what failed
 * (`failure_log`). `search` matches any part of the message; `type`, `organizationId` (its
 * members' actions and refusals only) and the days `from`–`to` (in the
 * platform's zone) narrow it.
 * Each table gives its own newest page first (an index scan that stops early), so the union
 * and the date formatting only ever see two pages, however long the log grows.
 */
export async function listLogs(pool: Pool, query: LogsQuery): Promise<LogEntry[]> {
  const wantEvents = query.type !== 'error';
  const wantFailures = query.type !== 'info';
  const { rows } = await pool.query<LogEntry>(
    `with events as (
       select l.id, 'info' as type, l.at, composed.message, org.name as organization, l.ticket_id as "ticketId"
         from logs l
         left join users actor on actor.id = l.actor_id
         left join organizations org on org.id = l.organization_id
         left join users subject_user on l.subject_kind = 'user' and subject_user.id = l.subject_id
         left join organizations subject_organization on l.subject_kind = 'organization' and subject_organization.id = l.subject_id
         left join clients subject_client on l.subject_kind = 'client' and subject_client.id = l.subject_id
         left join wash_records subject_ticket on l.subject_kind = 'ticket' and subject_ticket.id = l.subject_id
         cross join lateral (
           select coalesce(${userNameSql('actor')},
                           case when l.actor_id is null then 'Sistema' else 'Un usuario eliminado' end)
                  || ' ' ||
                  replace(l.description, $3, coalesce(
                    ${userNameSql('subject_user')},
                    subject_organization.name, subject_client.name, subject_ticket.ppu, $4)) as message
         ) composed
        where $8 and ($2::text is null or composed.message ilike $2)
          and ($5::uuid is null or l.organization_id = $5)
          and ($6::date is null or l.at >= ($6::date::timestamp at time zone '${DEFAULT_TIME_ZONE}'))
          and ($7::date is null or l.at < (($7::date + 1)::timestamp at time zone '${DEFAULT_TIME_ZONE}'))
        order by l.at desc, l.id desc
        limit $1
     ), failures as (
       select f.id, 'error' as type, f.created_at as at, composed.message, org.name as organization, null::uuid as "ticketId"
         from failure_log f
         left join users actor on actor.id = f.actor_id
         left join organizations org on org.id = f.organization_id
         cross join lateral (
           select case when f.actor_id is null then f.message
                       else coalesce(${userNameSql('actor')}, 'Un usuario eliminado')
                            || ' — ' || f.message end as message
         ) composed
        where $9 and ($2::text is null or composed.message ilike $2)
          and ($5::uuid is null or f.organization_id = $5)
          and ($6::date is null or f.created_at >= ($6::date::timestamp at time zone '${DEFAULT_TIME_ZONE}'))
          and ($7::date is null or f.created_at < (($7::date + 1)::timestamp at time zone '${DEFAULT_TIME_ZONE}'))
        order by f.created_at desc, f.id desc
        limit $1
     )
     select id, type, to_char(at at time zone '${DEFAULT_TIME_ZONE}', 'DD/MM/YYYY HH24:MI') as date, message,
            to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", organization, "ticketId"
       from (select * from events union all select * from failures) entries
      order by at desc, id desc
      limit $1`,
    [
      query.limit,
      query.search ? `%${escapeLike(query.search)}%` : null,
      LOG_SUBJECT,
      GONE_SUBJECT,
      query.organizationId ?? null,
      query.from ?? null,
      query.to ?? null,
      wantEvents,
      wantFailures,
    ],
  );
  return rows;
}
