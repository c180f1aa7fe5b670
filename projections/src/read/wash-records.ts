import type { Pool } from '@lavado/shared/db/pool';
import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/zone';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import type { ServiceType, VehicleType } from '@lavado/shared/wash/wash.catalog';
import { openTicketSql, ticketStatus } from '@lavado/shared/wash/ticket.lifecycle';
import { escapeLike } from '@lavado/shared/db/like';
import { fullName } from '@lavado/shared/identity/full-name';
import type { TicketMoment } from '@lavado/shared/wash/ticket-timeline';
import type { WashCount } from '@lavado/shared/dashboard/dashboard.schemas';
import { BOARD_LANE_LIMIT, emptyLaneTotals, laneOf, type Board } from '@lavado/shared/wash/board';

interface RecordRow {
  id: string;
  status: number;
  ppu: string;
  vehicle_type: VehicleType;
  brand: string;
  model: string;
  color: string;
  owner_name: string;
  client_id: string | null;
  driver: string;
  service_type: ServiceType;
  observations: string;
  end_day: string;
  end_time: string;
  created_iso: string;
  arrival: string;
  employee_id: string | null;
  employee_number: number | null;
  employee_first_name: string | null;
  employee_second_name: string | null;
  status_since_iso: string;
  finished_iso: string | null;
  client_phone: number | null;
  client_notices: Ticket['clientNotices'] | null;
  state_changes: TicketMoment[];
  customer_notifications: TicketMoment[];
  charge?: Ticket['charge'];
}

const isoOf = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

// The formatted columns take names no table column has: ORDER BY prefers an output name, and sorting by
// the text instead of the indexed timestamp turns a 50-row index scan into a sort of every match.
const columns = `id, status, ppu, vehicle_type, brand, model, color, owner_name, client_id, driver, service_type, observations,
  to_char(end_date, 'YYYY-MM-DD') as end_day, end_time,
  ${isoOf('created_at')} as created_iso,
  to_char(created_at at time zone '${DEFAULT_TIME_ZONE}', 'YYYY-MM-DD HH24:MI') as arrival,
  employee_id, employee_number, employee_first_name, employee_second_name, state_changes, customer_notifications,
  (select case when c.blocked_at is null then nullif(c.phone, 0) end from clients c where c.id = wash_records.client_id) as client_phone,
  (select case when c.blocked_at is not null then 'blocked' when not c.consent_service_messages then 'withdrawn' else 'allowed' end
     from clients c where c.id = wash_records.client_id) as client_notices,
  ${isoOf('status_since')} as status_since_iso, ${isoOf('finished_at')} as finished_iso`;

/**
 * A record's money for the records list (and its export): what the `money` read model holds for the ticket, in its
 * currency (the organization's while it has none), or null before that read model has seen it.
 */
const chargeColumn = `(select json_build_object(
    'currency', coalesce(t.currency, (select b.currency from billing_setups b where b.organization_id = t.organization_id), 'CLP'),
    'price', t.price, 'charged', t.charged, 'paid', t.paid, 'voided', t.voided,
    'washers', (select json_agg(json_build_object('name', w->>'name', 'percent', (w->>'percent')::int)) from jsonb_array_elements(t.washers) w))
  from ticket_charges t where t.ticket_id = wash_records.id) as charge`;

function toTicket(row: RecordRow): Ticket {
  const employee = row.employee_id
    ? { firstName: row.employee_first_name ?? '', secondName: row.employee_second_name ?? '', employeeNumber: row.employee_number }
    : null;
  return {
    id: row.id,
    status: row.status,
    vehicle: { ppu: row.ppu, type: row.vehicle_type, ownerName: row.owner_name, model: row.model, color: row.color, brand: row.brand },
    serviceType: row.service_type,
    arrivalDate: row.arrival,
    endDate: row.end_day,
    endTime: row.end_time,
    createdAt: row.created_iso,
    driver: row.driver,
    observations: row.observations,
    clientId: row.client_id,
    idResponsible: row.employee_id,
    employee,
    responsibleName: employee ? fullName(employee) : null,
    statusSince: row.status_since_iso,
    finishedAt: row.finished_iso,
    clientPhone: row.client_phone,
    clientNotices: row.client_notices ?? 'allowed',
    stateChanges: row.state_changes,
    customerNotifications: row.customer_notifications,
    ...(row.charge === undefined ? {} : { charge: row.charge }),
  };
}

/** A ticket as every reader sees it (API, board pushes), read with the projector's transaction or the pool. */
export async function readTicket(db: Pick<Pool, 'query'>, id: string): Promise<{ organizationId: string; ticket: Ticket } | null> {
  return (await readTickets(db, [id])).get(id) ?? null;
}

/** Several tickets as `readTicket` reads each, in one statement, by id (the ids not found are absent). */
export async function readTickets(
  db: Pick<Pool, 'query'>,
  ids: readonly string[],
): Promise<Map<string, { organizationId: string; ticket: Ticket }>> {
  const { rows } = await db.query<RecordRow & { organization_id: string }>(
    `select organization_id, ${columns} from wash_records where id = any($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, { organizationId: row.organization_id, ticket: toTicket(row) }]));
}

/** Above this many matching owners the text is not selective: filtering the newest rows finds a page sooner. */
const MAX_OWNERS_BY_NAME = 500;

/**
 * A page of the records history, newest first. `search` matches a plate prefix or part of the
 * owner's name; `after` is the last row of the previous page (keyset pagination).
 */
export async function listRecords(
  pool: Pool,
  organizationId: string,
  query: { search?: string | undefined; limit: number; after?: { createdAt: string; id: string } | undefined },
): Promise<Ticket[]> {
  const params: unknown[] = [organizationId, query.limit];
  const parameter = (value: unknown) => `$${params.push(value)}`;
  const conditions = ['organization_id = $1'];
  if (query.search) {
    const platePrefix = `${escapeLike(query.search.toUpperCase())}%`;
    const ownerText = `%${escapeLike(query.search.toLowerCase())}%`;
    const owners = await matchingOwners(pool, organizationId, ownerText);
    const ownerCondition =
      owners === 'many'
        ? `lower(owner_name) like ${parameter(ownerText)}`
        : owners.length > 0
          ? `lower(owner_name) = any(${parameter(owners)}::text[])`
          : null;
    const plateCondition = `ppu like ${parameter(platePrefix)}`;
    conditions.push(ownerCondition ? `(${plateCondition} or ${ownerCondition})` : plateCondition);
  }
  if (query.after) {
    conditions.push(`(created_at, id) < (${parameter(query.after.createdAt)}::timestamptz, ${parameter(query.after.id)}::uuid)`);
  }
  const { rows } = await pool.query<RecordRow>(
    `select ${columns}, ${chargeColumn} from wash_records where ${conditions.join(' and ')} order by created_at desc, id desc limit $2`,
    params,
  );
  return rows.map(toTicket);
}

async function matchingOwners(pool: Pool, organizationId: string, ownerText: string): Promise<string[] | 'many'> {
  const { rows } = await pool.query<{ owner_key: string }>(
    'select owner_key from wash_record_owners where organization_id = $1 and owner_key like $2 limit $3',
    [organizationId, ownerText, MAX_OWNERS_BY_NAME + 1],
  );
  return rows.length > MAX_OWNERS_BY_NAME ? 'many' : rows.map((row) => row.owner_key);
}

/** A record of the organization; `withCharge` adds what the money read model holds for it, as the records list shows it. */
export async function findRecord(
  pool: Pool,
  organizationId: string,
  id: string,
  { withCharge = false }: { withCharge?: boolean } = {},
): Promise<Ticket | null> {
  const { rows } = await pool.query<RecordRow>(
    `select ${columns}${withCharge ? `, ${chargeColumn}` : ''} from wash_records where organization_id = $1 and id = $2`,
    [organizationId, id],
  );
  return rows[0] ? toTicket(rows[0]) : null;
}

/** Open tickets of one plate an answer lists: one is already a warning. */
export const OPEN_TICKETS_OF_PLATE_LISTED = 20;

/** A plate's open tickets, oldest first (a second ticket for a car still being washed is usually a mistake). */
export async function listOpenTicketsOfPlate(pool: Pool, organizationId: string, ppu: string): Promise<Ticket[]> {
  const { rows } = await pool.query<RecordRow>(
    `select ${columns} from wash_records where organization_id = $1 and ppu = $2 and ${openTicketSql('status')} order by created_at, id limit $3`,
    [organizationId, ppu, OPEN_TICKETS_OF_PLATE_LISTED],
  );
  return rows.map(toTicket);
}

/**
 * The board (`isOnBoard`): open tickets due today or earlier and the tickets finished today, soonest
 * delivery first, at most `laneLimit` per lane (a lane is a status), with each lane's total. `today`
 * is the organization's local date; its day starts at midnight in that zone.
 */
export async function readBoard(pool: Pool, organizationId: string, today: string, laneLimit = BOARD_LANE_LIMIT): Promise<Board<Ticket>> {
  // Ranks and counts only the ids; the card's columns (and the client's phone) are read for the shown rows alone.
  const { rows } = await pool.query<RecordRow & { lane_total: number }>(
    `with on_board as (
       select id, status, end_date, end_time, created_at from wash_records
        where organization_id = $1 and ${openTicketSql('status')} and end_date <= $2
       union all
       select id, status, end_date, end_time, created_at from wash_records
        where organization_id = $1 and status = ${ticketStatus.finished}
          and finished_at >= ($2::date)::timestamp at time zone '${DEFAULT_TIME_ZONE}'
          and finished_at < ($2::date + 1)::timestamp at time zone '${DEFAULT_TIME_ZONE}'
     ), ranked as (
       select id, count(*) over (partition by status)::int as lane_total,
              row_number() over (partition by status order by end_date, end_time, created_at, id) as lane_rank
         from on_board
     )
     select ranked.lane_total, ${columns} from ranked join wash_records using (id)
      where ranked.lane_rank <= $3
      order by end_day, end_time, created_iso, id`,
    [organizationId, today, laneLimit],
  );
  const totals = emptyLaneTotals();
  for (const row of rows) totals[laneOf(row.status)] = row.lane_total;
  return { tickets: rows.map(toTicket), totals };
}

/** Cards a past board shows at most (each is folded from its events: the page is that many stream reads). */
export const PAST_BOARD_CARDS = 500;

/** The tickets that may have been on the board at `at` (open then, due on `day` or before); the caller folds each from its events. */
export async function boardCandidateIds(pool: Pool, organizationId: string, at: Date, day: string): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `select id from wash_records
      where organization_id = $1 and created_at <= $2 and (finished_at is null or finished_at > $2) and end_date <= $3
      order by end_date, end_time, created_at limit $4`,
    [organizationId, at.toISOString(), day, PAST_BOARD_CARDS],
  );
  return rows.map((row) => row.id);
}

/** Washes per service type (the dashboard's counts). */
export async function washCounts(pool: Pool, organizationId: string): Promise<WashCount[]> {
  const { rows } = await pool.query<WashCount>(
    'select service_type as "serviceType", count from wash_counts where organization_id = $1 order by service_type',
    [organizationId],
  );
  return rows;
}

/**
 * The queue a received ticket is in, for its page's estimate: the organization's tickets received
 * before it (within the day before it: an older one left pending is forgotten, not queued) and still
 * waiting, and the tickets being washed now.
 */
export async function readQueue(pool: Pick<Pool, 'query'>, organizationId: string, ticket: Pick<Ticket, 'id' | 'createdAt'>) {
  const { rows } = await pool.query<{ ahead: number; washing: number }>(
    `select count(*) filter (where status = $2 and (created_at, id) < ($4::timestamptz, $5::uuid)
                               and created_at > $4::timestamptz - interval '1 day')::int as ahead,
            count(*) filter (where status = $3)::int as washing
       from wash_records where organization_id = $1 and status in ($2, $3)`,
    [organizationId, ticketStatus.pending, ticketStatus.inProgress, ticket.createdAt, ticket.id],
  );
  return { ahead: rows[0]?.ahead ?? 0, washing: rows[0]?.washing ?? 0 };
}
