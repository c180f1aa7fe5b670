import type { Pool } from '@lavado/shared/db/pool';
import type { TicketActor } from '@lavado/shared/wash/ticket.decider';
import type { Employee } from '@lavado/shared/identity/employee.schemas';

/** The caller as the board needs them (identification decides whether they may start tickets). */
export async function findBoardActor(pool: Pool, userId: string, organizationId: string): Promise<TicketActor | null> {
  const { rows } = await pool.query<TicketActor>(
    `select id as "userId", employee_number as "employeeNumber", first_name as "firstName", second_name as "secondName", identification
       from users where id = $1 and organization_id = $2 and deleted_at is null`,
    [userId, organizationId],
  );
  return rows[0] ?? null;
}

export async function listEmployees(pool: Pool, organizationId: string): Promise<Employee[]> {
  const { rows } = await pool.query<Employee>(
    `select id, enable, employee_number as "employeeNumber", first_name as "firstName", second_name as "secondName", email,
            phone, identification
       from users where organization_id = $1 and role = 'EM' and deleted_at is null order by employee_number, created_at`,
    [organizationId],
  );
  return rows;
}

export async function isEmployeeOf(pool: Pool, userId: string, organizationId: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    "select 1 from users where id = $1 and organization_id = $2 and role = 'EM' and deleted_at is null",
    [userId, organizationId],
  );
  return Boolean(rowCount);
}
