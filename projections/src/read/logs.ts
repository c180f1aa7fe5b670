import type { Pool } from '@lavado/shared/db/pool';
import type { LogEntry, LogsQuery } from '@lavado/shared/logs/logs.schemas';
import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/zone';
import { escapeLike } from '@lavado/shared/db/like';

/**
 * The SA's log, newest first: what people did (the `logs` read model, the actor's name from
 * `users`) and what failed (`failure_log`). `search` matches any part of the message.
 * Each table gives its own newest page first (an index scan that stops early), so the union
 * and the date formatting only ever see two pages, however long the log grows.
 */
export async function listLogs(pool: Pool, query: LogsQuery): Promise<LogEntry[]> {
  const { rows } = await pool.query<LogEntry>(
    `with events as (
       select l.id, 'info' as type, l.at, composed.message
         from logs l
         left join users actor on actor.id = l.actor_id
         cross join lateral (
           select coalesce(nullif(trim(concat_ws(' ', actor.first_name, actor.second_name)), ''),
                           case when l.actor_id is null then 'Sistema' else 'Usuario ' || l.actor_id end) || ' ' || l.description as message
         ) composed
        where $2::text is null or composed.message ilike $2
        order by l.at desc, l.id desc
        limit $1
     ), failures as (
       select f.id, 'error' as type, f.created_at as at, f.message
         from failure_log f
        where $2::text is null or f.message ilike $2
        order by f.created_at desc, f.id desc
        limit $1
     )
     select id, type, to_char(at at time zone '${DEFAULT_TIME_ZONE}', 'DD/MM/YYYY HH24:MI') as date, message,
            to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
       from (select * from events union all select * from failures) entries
      order by at desc, id desc
      limit $1`,
    [query.limit, query.search ? `%${escapeLike(query.search)}%` : null],
  );
  return rows;
}
