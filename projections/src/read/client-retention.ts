import type { Pool } from '@lavado/shared/db/pool';
import { CLIENT_RETENTION_DEFAULT_MONTHS, type ClientRetention } from '@lavado/shared/organizations/client-retention';
import { openTicketSql } from '@lavado/shared/wash/ticket.lifecycle';

export async function findClientRetention(pool: Pool, organizationId: string): Promise<ClientRetention> {
  const { rows } = await pool.query<{ months: number }>('select months from organization_client_retention where organization_id = $1', [
    organizationId,
  ]);
  return { months: rows[0]?.months ?? CLIENT_RETENTION_DEFAULT_MONTHS };
}

export interface DueClient {
  organizationId: string;
  clientId: string;
}

/** The projectors whose read models `clientsPastRetention` decides from. */
export const CLIENT_RETENTION_READS = ['clients', 'organizations', 'wash-records', 'money', 'packs', 'vehicles'] as const;

/**
 * Clients of every organization whose last service (or registration, with none) is older than the
 * organization's retention at `now`, oldest first, but those the car wash still has business with:
 * an open ticket, a ticket charged more than was paid, or a prepaid pack on one of their plates that
 * can still be used (docs/privacy.md, "Plazo de conservación"). With `only`, that one client if it is
 * such a client.
 */
export async function clientsPastRetention(pool: Pool, now: Date, limit: number, only?: DueClient): Promise<DueClient[]> {
  const { rows } = await pool.query<DueClient>(
    `select c.organization_id as "organizationId", c.id as "clientId"
       from clients c
       left join organization_client_retention r on r.organization_id = c.organization_id
      where c.erased_at is null
        and ($4::uuid is null or (c.organization_id = $4 and c.id = $5))
        and coalesce(c.last_service_at, c.created_at) < $1::timestamptz - make_interval(months => coalesce(r.months, $2))
        and not exists (select 1 from wash_records w
                         where w.organization_id = c.organization_id and w.client_id = c.id and ${openTicketSql('w.status')})
        and not exists (select 1 from ticket_charges t
                         where t.organization_id = c.organization_id and t.client_id = c.id and not t.voided and t.charged > t.paid)
        and not exists (select 1 from packs p join vehicles v on v.organization_id = p.organization_id and v.ppu = p.plate
                         where v.organization_id = c.organization_id and v.client_id = c.id
                           and p.expired_at is null and p.refunded_at is null and p.expires_at > $1 and p.used < p.washes)
      order by coalesce(c.last_service_at, c.created_at), c.id
      limit $3`,
    [now.toISOString(), CLIENT_RETENTION_DEFAULT_MONTHS, limit, only?.organizationId ?? null, only?.clientId ?? null],
  );
  return rows;
}
