import type { Pool } from '@lavado/shared/db/pool';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { USER_PROFILE_SELECT } from '../identity/user.queries';

export async function findUserProfile(pool: Pool, userId: string): Promise<UserProfile | null> {
  const { rows } = await pool.query<UserProfile>(`${USER_PROFILE_SELECT} where u.id = $1 and u.deleted_at is null`, [userId]);
  return rows[0] ?? null;
}

/** Whether the user closed the onboarding carousel; null for a user that does not exist. */
export async function findOnBoardStatus(pool: Pool, userId: string): Promise<boolean | null> {
  const { rows } = await pool.query<{ on_board: boolean }>('select on_board from users where id = $1 and deleted_at is null', [userId]);
  return rows[0]?.on_board ?? null;
}
