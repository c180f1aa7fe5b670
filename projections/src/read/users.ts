import type { Pool } from '@lavado/shared/db/pool';
import { fullName } from '@lavado/shared/identity/full-name';
import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/zone';
import { ERASED_TEXT } from '@lavado/shared/privacy/erased-forms';
import type { TicketActor } from '@lavado/shared/wash/ticket.decider';
import type { Employee } from '@lavado/shared/identity/employee.schemas';
import type { UserModule, UserProfile, UsersFilter } from '@lavado/shared/identity/user.schemas';

/** The columns of a user's profile plus the organization's name; `u` is users, `o` the organization joined on it. */
const USER_PROFILE_SELECT = `
  select u.id, u.employee_number as "employeeNumber", u.first_name as "firstName", u.second_name as "secondName",
         u.identification, u.email, u.phone, u.role, u.gender, u.organization_id as "organizationId",
         o.name as "organizationName", u.enable,
         to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
    from users u
    left join organizations o on o.id = u.organization_id`;

/** The caller as the board needs them (identification decides whether they may start tickets). */
export async function findBoardActor(pool: Pool, userId: string, organizationId: string): Promise<TicketActor | null> {
  const { rows } = await pool.query<TicketActor>(
    `select id as "userId", employee_number as "employeeNumber", first_name as "firstName", second_name as "secondName", identification
       from users where id = $1 and organization_id = $2 and deleted_at is null`,
    [userId, organizationId],
  );
  return rows[0] ?? null;
}

/**
 * At most this many rows per answer of the lists below (docs/conventions.md, "every list a page
 * size"): far more people than a car wash has, so that no organization's list grows without end.
 */
export const EMPLOYEES_LISTED = 500;
export const WASHER_CHOICES_LISTED = 200;
/** The super admin's registry, newest first: its filters (organization, date, state) narrow it. */
export const USERS_LISTED = 1_000;

const EMPLOYEE_SELECT = `select id, enable, employee_number as "employeeNumber", first_name as "firstName", second_name as "secondName",
            email, phone, identification
       from users where organization_id = $1 and role = 'EM' and deleted_at is null`;

export async function listEmployees(pool: Pool, organizationId: string): Promise<Employee[]> {
  const { rows } = await pool.query<Employee>(`${EMPLOYEE_SELECT} order by employee_number, created_at, id limit $2`, [
    organizationId,
    EMPLOYEES_LISTED,
  ]);
  return rows;
}

/** One of the organization's employees, however many it has. */
export async function findEmployee(pool: Pool, organizationId: string, userId: string): Promise<Employee | null> {
  const { rows } = await pool.query<Employee>(`${EMPLOYEE_SELECT} and id = $2`, [organizationId, userId]);
  return rows[0] ?? null;
}

/** The organization's active administrators' names: whom an employee asks for what only an AD can give (their RUT). */
export async function listAdministratorNames(pool: Pool, organizationId: string): Promise<{ name: string }[]> {
  const { rows } = await pool.query<{ firstName: string; secondName: string }>(
    `select first_name as "firstName", second_name as "secondName" from users
      where organization_id = $1 and role = 'AD' and enable = 1 and deleted_at is null
      order by created_at, id limit $2`,
    [organizationId, WASHER_CHOICES_LISTED],
  );
  return rows.map((row) => ({ name: fullName(row) }));
}

/** The organization's active administrators and employees, who may be named washers of a ticket. */
export async function listWasherChoices(pool: Pool, organizationId: string): Promise<{ userId: string; name: string }[]> {
  const { rows } = await pool.query<{ userId: string; firstName: string; secondName: string }>(
    `select id as "userId", first_name as "firstName", second_name as "secondName" from users
      where organization_id = $1 and role in ('AD', 'EM') and enable = 1 and deleted_at is null
      order by first_name, second_name, id limit $2`,
    [organizationId, WASHER_CHOICES_LISTED],
  );
  return rows.map((row) => ({ userId: row.userId, name: fullName(row) }));
}

export async function isEmployeeOf(pool: Pool, userId: string, organizationId: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    "select 1 from users where id = $1 and organization_id = $2 and role = 'EM' and deleted_at is null",
    [userId, organizationId],
  );
  return Boolean(rowCount);
}

export async function findUserProfile(pool: Pool, userId: string): Promise<UserProfile | null> {
  const { rows } = await pool.query<UserProfile>(`${USER_PROFILE_SELECT} where u.id = $1 and u.deleted_at is null`, [userId]);
  return rows[0] ?? null;
}

/** Whether the user closed the onboarding carousel; null for a user that does not exist. */
export async function findOnBoardStatus(pool: Pool, userId: string): Promise<boolean | null> {
  const { rows } = await pool.query<{ on_board: boolean }>('select on_board from users where id = $1 and deleted_at is null', [userId]);
  return rows[0]?.on_board ?? null;
}

/** Lavados (CarWash) is the one module every organization runs; Agenda and Inventory are not offered yet. */
const MODULES_OF_EVERY_ORGANIZATION: readonly UserModule[] = ['CarWash'];

/**
 * The SA's users registry: every organization's users that are not deleted, registered on or
 * after `from` (a date in the platform's time zone), newest first, at most USERS_LISTED.
 */
export async function listUsers(pool: Pool, filter: NonNullable<UsersFilter>): Promise<UserProfile[]> {
  if (filter.module && !MODULES_OF_EVERY_ORGANIZATION.includes(filter.module)) return [];
  const { rows } = await pool.query<UserProfile>(
    `${USER_PROFILE_SELECT}
      where u.deleted_at is null
        and u.created_at >= ($1::date)::timestamp at time zone $2
        and ($3::uuid is null or u.organization_id = $3)
        and ($4::smallint is null or u.enable = $4)
        and ($5::boolean is false or u.organization_id is not null)
      order by u.created_at desc, u.id
      limit $6`,
    [filter.from, DEFAULT_TIME_ZONE, filter.organizationId ?? null, filter.state ?? null, filter.module !== undefined, USERS_LISTED],
  );
  return rows;
}

/** Display names ("first second") of the given users, by id. */
export async function userNames(pool: Pool, ids: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ id: string; name: string }>(
    `select id, trim(first_name || ' ' || second_name) as name from users where id = any($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** How many live users of a role the organization has (the dashboard's team card). */
export async function countUsers(pool: Pool, organizationId: string, role: 'AD' | 'EM'): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    'select count(*)::int as count from users where organization_id = $1 and role = $2 and deleted_at is null',
    [organizationId, role],
  );
  return rows[0]?.count ?? 0;
}

/**
 * A user's full name in SQL, for the `users` row aliased `alias` (null when both names are empty), as
 * `fullName` gives it: an erased user is one 'Dato eliminado'.
 */
export const userNameSql = (alias: string) =>
  `case when ${alias}.erased_at is not null then '${ERASED_TEXT}' else nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.second_name)), '') end`;
