import type { Pool } from '@lavado/shared/db/pool';
import { isValidRut, normalizeRut } from '@lavado/shared/validation/rut';
import { SESSION_EPOCHS_SELECT, type SessionEpochs } from '@lavado/shared/auth/sessions';
import type { Role } from '@lavado/shared/auth/token';

export interface LoginCandidate {
  id: string;
  identification: string | null;
  email: string;
  firstName: string;
  secondName: string;
  role: Role;
  organizationId: string | null;
  enable: number;
  onBoard: boolean;
  organizationEnabled: boolean;
  passwordHash: string | null;
  /** Read with the password hash, in one snapshot: the session is created under these. */
  epochs: SessionEpochs;
}

/**
 * What a person types to sign in, as identifications are stored: a RUT however Chileans write it
 * (`15.234.567-4`, `15234567-4`, `152345674`, a lower-case `k`) becomes `15234567-4`; anything else
 * (an e-mail, a non-RUT identification) is only trimmed.
 */
export function asStoredIdentification(login: string): string {
  const text = login.trim();
  return isValidRut(text) ? (normalizeRut(text) ?? text) : text;
}

/** The account a login names, by identification or e-mail (case-insensitive); an identification match wins. */
export async function findLoginCandidate(pool: Pool, login: string): Promise<LoginCandidate | null> {
  const { rows } = await pool.query<Omit<LoginCandidate, 'epochs'> & SessionEpochs>(
    `select u.id, u.identification, u.email, u.first_name as "firstName", u.second_name as "secondName", u.role,
            u.organization_id as "organizationId", u.enable, u.on_board as "onBoard",
            (u.organization_id is null or coalesce(o.enable = 1 and o.deleted_at is null, false)) as "organizationEnabled",
            c.password_hash as "passwordHash", ${SESSION_EPOCHS_SELECT}
       from users u
       left join organizations o on o.id = u.organization_id
       left join credentials c on c.user_id = u.id
      where u.deleted_at is null and (lower(u.identification) = lower($1) or lower(u.email) = lower($1))
      order by (lower(u.identification) = lower($1)) desc nulls last
      limit 1`,
    [asStoredIdentification(login)],
  );
  const row = rows[0];
  if (!row) return null;
  const { userEpoch, organizationEpoch, ...candidate } = row;
  return { ...candidate, epochs: { userEpoch, organizationEpoch } };
}
