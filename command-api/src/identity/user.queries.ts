import type { Pool } from '@lavado/shared/db/pool';
import type { Role } from '@lavado/shared/auth/token';

export interface LoginCandidate {
  id: string;
  identification: string | null;
  firstName: string;
  secondName: string;
  role: Role;
  organizationId: string | null;
  enable: number;
  onBoard: boolean;
  organizationEnabled: boolean;
  passwordHash: string | null;
}

/** The account a login names, by identification or e-mail (case-insensitive). */
export async function findLoginCandidate(pool: Pool, login: string): Promise<LoginCandidate | null> {
  const { rows } = await pool.query<LoginCandidate>(
    `select u.id, u.identification, u.first_name as "firstName", u.second_name as "secondName", u.role,
            u.organization_id as "organizationId", u.enable, u.on_board as "onBoard",
            (u.organization_id is null or coalesce(o.enable = 1 and o.deleted_at is null, false)) as "organizationEnabled",
            c.password_hash as "passwordHash"
       from users u
       left join organizations o on o.id = u.organization_id
       left join credentials c on c.user_id = u.id
      where u.deleted_at is null and (lower(u.identification) = lower($1) or lower(u.email) = lower($1))
      order by (lower(u.identification) = lower($1)) desc
      limit 1`,
    [login.trim()],
  );
  return rows[0] ?? null;
}
