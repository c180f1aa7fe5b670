import type { Pool } from '@lavado/shared/db/pool';
import type { UserDataExport } from '@lavado/shared/data-access/data-access.schemas';
import { LOG_SUBJECT } from '@lavado/shared/logs/describe-event';

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** What a log line says in place of anyone but the person exported: another person's data is not theirs to take. */
const OTHER_SUBJECT = '(otro registro)';

/**
 * Everything the read models hold about one user (`privacy/exportUserData`, `privacy/exportOwnData`):
 * their account, the services they were responsible for or washed, their commissions, their support
 * tickets and the log lines that name them. `organizationId` null: wherever they are (the SA, or the
 * person themselves); otherwise only a user of that organization. Null for a deleted or unknown user.
 */
export async function exportUserData(
  pool: Pool,
  organizationId: string | null,
  userId: string,
): Promise<Omit<UserDataExport, 'exportedAt' | 'processing'> | null> {
  const account = await pool.query<UserDataExport['account']>(
    `select u.id, u.first_name as "firstName", u.second_name as "secondName", u.identification, u.email, u.phone::float8 as phone,
            u.role, u.gender, u.employee_number as "employeeNumber", o.name as "organizationName", u.enable = 1 as enabled,
            ${ISO('u.created_at')} as "createdAt"
       from users u left join organizations o on o.id = u.organization_id
      where u.id = $1 and u.deleted_at is null and ($2::uuid is null or u.organization_id = $2)`,
    [userId, organizationId],
  );
  const found = account.rows[0];
  if (!found) return null;
  const [services, commissions, supportTickets, logs] = await Promise.all([
    pool.query<UserDataExport['services'][number]>(
      `select w.id, ${ISO('w.created_at')} as "createdAt", w.ppu, w.service_type as service,
              coalesce(w.employee_id = $1, false) as responsible,
              coalesce(c.washers @> jsonb_build_array(jsonb_build_object('userId', $1::text)), false) as washer
         from wash_records w left join ticket_charges c on c.ticket_id = w.id
        where w.employee_id = $1 or c.washers @> jsonb_build_array(jsonb_build_object('userId', $1::text))
        order by w.created_at, w.id`,
      [userId],
    ),
    pool.query<UserDataExport['commissions'][number]>(
      `select l.ticket_id as "ticketId", to_char(l.day, 'YYYY-MM-DD') as day, l.percent, l.amount::float8 as amount, c.currency
         from commission_lines l left join ticket_charges c on c.ticket_id = l.ticket_id
        where l.user_id = $1 order by l.day, l.ticket_id`,
      [userId],
    ),
    pool.query<UserDataExport['supportTickets'][number]>(
      `select ticket_number as "ticketNumber", ${ISO('created_at')} as "createdAt", type, issue, description, response
         from support_tickets where author_id = $1 order by created_at, id`,
      [userId],
    ),
    pool.query<UserDataExport['logs'][number]>(
      `select ${ISO('l.at')} as at,
              coalesce(nullif(trim(concat_ws(' ', actor.first_name, actor.second_name)), ''), 'Sistema') || ' ' ||
              replace(l.description, $2, case when l.subject_kind = 'user' and l.subject_id = $1
                                              then trim(concat_ws(' ', me.first_name, me.second_name)) else $3 end) as message
         from logs l
         left join users actor on actor.id = l.actor_id
         left join users me on me.id = $1
        where l.actor_id = $1 or (l.subject_kind = 'user' and l.subject_id = $1)
        order by l.at, l.id`,
      [userId, LOG_SUBJECT, OTHER_SUBJECT],
    ),
  ]);
  return { account: found, services: services.rows, commissions: commissions.rows, supportTickets: supportTickets.rows, logs: logs.rows };
}
