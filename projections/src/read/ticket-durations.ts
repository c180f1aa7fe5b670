import type { Pool } from '@lavado/shared/db/pool';
import { isTicketStatus } from '@lavado/shared/wash/ticket.lifecycle';
import { serviceTypeSchema } from '@lavado/shared/wash/wash.catalog';
import type { StateDurationSample } from '@lavado/shared/wash/state-thresholds';

/** The organization's history of time in each state, per service (the ticket-durations read model). */
export async function readStateDurations(pool: Pick<Pool, 'query'>, organizationId: string): Promise<StateDurationSample[]> {
  const { rows } = await pool.query<{ service_type: string; status: number; samples: number; buckets: number[] }>(
    'select service_type, status, samples, buckets from ticket_state_durations where organization_id = $1',
    [organizationId],
  );
  return rows.flatMap((row) => {
    const serviceType = serviceTypeSchema.safeParse(row.service_type);
    return serviceType.success && isTicketStatus(row.status)
      ? [{ serviceType: serviceType.data, status: row.status, samples: row.samples, buckets: row.buckets }]
      : [];
  });
}
