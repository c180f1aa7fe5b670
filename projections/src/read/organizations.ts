import type { Pool } from '@lavado/shared/db/pool';
import type { Organization } from '@lavado/shared/organizations/organization.schemas';

const columns = `id, name, identification, domain, enable, parent_id as "organizationId",
  to_char(expirate_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "expirateAt",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

export async function listOrganizations(pool: Pool): Promise<Organization[]> {
  const { rows } = await pool.query<Organization>(`select ${columns} from organizations where deleted_at is null order by name, id`);
  return rows;
}

export async function findOrganization(pool: Pool, id: string): Promise<Organization | null> {
  const { rows } = await pool.query<Organization>(`select ${columns} from organizations where id = $1 and deleted_at is null`, [id]);
  return rows[0] ?? null;
}
