import type { Pool } from '@lavado/shared/db/pool';
import type { AdminSupportTicket, SupportTicket, SupportTicketsQuery } from '@lavado/shared/support/support.schemas';
import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/zone';
import { escapeLike } from '@lavado/shared/db/like';
import { userNameSql } from './users';

const columns = `t.id, t.ticket_number as "ticketNumber", t.type, t.issue, t.description, t.state, t.response,
  to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  t.organization_id as "organizationId",
  ${userNameSql('author')} as "createdBy"`;
const tickets = 'support_tickets t left join users author on author.id = t.author_id';

/** 'Mis Tickets' lists the newest this many. */
export const ORGANIZATION_TICKETS_LISTED = 200;

/** The tickets of one organization, newest first ('Mis Tickets'). */
export async function listOrganizationTickets(pool: Pool, organizationId: string): Promise<SupportTicket[]> {
  const { rows } = await pool.query<SupportTicket>(
    `select ${columns} from ${tickets} where t.organization_id = $1 order by t.created_at desc, t.id desc limit $2`,
    [organizationId, ORGANIZATION_TICKETS_LISTED],
  );
  return rows;
}

/** One ticket, only within `organizationId` when given (another organization's ticket is not found). */
export async function findTicket(pool: Pool, id: string, organizationId: string | null): Promise<SupportTicket | null> {
  const { rows } = await pool.query<SupportTicket>(
    `select ${columns} from ${tickets} where t.id = $1 and ($2::uuid is null or t.organization_id = $2)`,
    [id, organizationId],
  );
  return rows[0] ?? null;
}

/** Every organization's tickets with the company name, newest first, through the SA's filters. */
export async function listAllTickets(pool: Pool, query: SupportTicketsQuery): Promise<AdminSupportTicket[]> {
  const params: unknown[] = [query.limit];
  const conditions: string[] = [];
  /** Adds a condition on one bound value; `condition` receives the value's placeholder. */
  const filterBy = (value: unknown, condition: (placeholder: string) => string) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (query.name) filterBy(`%${escapeLike(query.name)}%`, (value) => `o.name ilike ${value}`);
  if (query.type) conditions.push(query.type === 'P' ? 'o.parent_id is null' : 'o.parent_id is not null');
  if (query.date) filterBy(query.date, (value) => `(t.created_at at time zone '${DEFAULT_TIME_ZONE}')::date = ${value}::date`);
  if (query.state != null) filterBy(query.state, (value) => `t.state = ${value}`);
  const { rows } = await pool.query<AdminSupportTicket>(
    `select ${columns}, o.name as "organizationName"
       from ${tickets} join organizations o on o.id = t.organization_id
      ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
      order by t.created_at desc, t.id desc
      limit $1`,
    params,
  );
  return rows;
}
