import type { Pool } from '@lavado/shared/db/pool';
import { DEFAULT_PARAMETERS, type ApplicationParameters } from '@lavado/shared/settings/settings.schemas';

export async function readParameters(pool: Pool): Promise<ApplicationParameters> {
  const { rows } = await pool.query<ApplicationParameters>(
    `select maintenance, onboarding, mail_service as "mailService", session_time as "sessionTime",
            to_char(maintenance_ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "maintenanceEndsAt"
       from platform_settings where id = 1`,
  );
  return rows[0] ?? DEFAULT_PARAMETERS;
}
