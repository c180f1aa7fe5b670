import type { Pool } from '@lavado/shared/db/pool';
import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/zone';
import type { UserModule, UserProfile, UsersFilter } from '@lavado/shared/identity/user.schemas';
import { USER_PROFILE_SELECT } from '../identity/user.queries';

/** Lavados (CarWash) is the one module every organization runs; Agenda and Inventory are not offered yet. */
const MODULES_OF_EVERY_ORGANIZATION: readonly UserModule[] = ['CarWash'];

/**
 * The SA's users registry: every organization's users that are not deleted, registered on or
 * after `from` (a date in the platform's time zone), newest first.
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
      order by u.created_at desc, u.id`,
    [filter.from, DEFAULT_TIME_ZONE, filter.organizationId ?? null, filter.state ?? null, filter.module !== undefined],
  );
  return rows;
}
