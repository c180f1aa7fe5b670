import type { Pool } from '@lavado/shared/db/pool';
import type { SetupProgress } from '@lavado/shared/dashboard/dashboard.schemas';

/**
 * The AD's setup checklist, in one statement over what already exists: a price in the price list,
 * an employee (not deleted), a wall screen link ever created, a service ever registered. Nothing is
 * stored: a step is done because its result is there.
 */
export async function setupProgress(pool: Pool, organizationId: string): Promise<SetupProgress> {
  const { rows } = await pool.query<SetupProgress>(
    `select exists (select 1 from billing_prices where organization_id = $1) as prices,
            exists (select 1 from users where organization_id = $1 and role = 'EM' and deleted_at is null) as employee,
            exists (select 1 from wall_screen_links where organization_id = $1) as "wallScreen",
            exists (select 1 from wash_records where organization_id = $1) as service`,
    [organizationId],
  );
  const [progress] = rows;
  if (!progress) throw new Error('setup progress: the statement answered no row');
  return progress;
}
