import type { Pool } from '@lavado/shared/db/pool';
import type { Organization } from '@lavado/shared/organizations/organization.schemas';
import type { PublicBusiness } from '@lavado/shared/wash/public-ticket';

const columns = `id, name, identification, domain, enable, parent_id as "organizationId",
  to_char(expirate_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "expirateAt",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

/** The super admin's list of organizations, by name: a page far longer than the platform's customers, so it never grows without end. */
export const ORGANIZATIONS_LISTED = 1_000;

export async function listOrganizations(pool: Pool): Promise<Organization[]> {
  const { rows } = await pool.query<Organization>(
    `select ${columns} from organizations where deleted_at is null order by name, id limit $1`,
    [ORGANIZATIONS_LISTED],
  );
  return rows;
}

export async function findOrganization(pool: Pool, id: string): Promise<Organization | null> {
  const { rows } = await pool.query<Organization>(`select ${columns} from organizations where id = $1 and deleted_at is null`, [id]);
  return rows[0] ?? null;
}

/**
 * The car wash as its customers' page names it: the organization's name, and the phone of its
 * first administrator who has one (organizations have no phone of their own), null when none has.
 */
export async function findBusinessContact(pool: Pool, organizationId: string): Promise<PublicBusiness> {
  const { rows } = await pool.query<PublicBusiness>(
    `select o.name,
            (select u.phone from users u
              where u.organization_id = o.id and u.role = 'AD' and u.enable = 1 and u.deleted_at is null and u.phone > 0
              order by u.created_at, u.id limit 1) as phone
       from organizations o where o.id = $1`,
    [organizationId],
  );
  return rows[0] ?? { name: '', phone: null };
}
