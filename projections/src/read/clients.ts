import type { Pool } from '@lavado/shared/db/pool';
import type { Client, ClientDataExport } from '@lavado/shared/clients/client.schemas';
import { escapeLike } from '@lavado/shared/db/like';
import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/zone';

const columns = `id, name, type, identification, organization_id as "organizationId", contact_name as "contactName",
  address as "clientAddress", email as "clientEmail", phone as "clientPhone", vehicles_count as vehicles,
  to_char(last_service_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastService",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  json_build_object('serviceMessages', consent_service_messages, 'marketing', consent_marketing) as consents,
  case when blocked_at is null then null
       else json_build_object('at', to_char(blocked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'reason', block_reason) end as blocked`;

/** The clients list shows the first this many by name; a search narrows it. */
export const CLIENTS_LISTED = 500;

/**
 * The organization's clients, by name, but the erased ones and the blocked ones (only the AD's
 * "Bloqueados" filter lists those: `blocked`); `search` matches the name or the RUT.
 */
export async function listClients(pool: Pool, organizationId: string, search?: string, blocked = false): Promise<Client[]> {
  const pattern = search ? `%${escapeLike(search.toLowerCase())}%` : null;
  const { rows } = await pool.query<Client>(
    `select ${columns} from clients
      where organization_id = $1 and erased_at is null and (blocked_at is not null) = $4 and ($2::text is null or lower(name) like $2 or replace(identification, '-', '') like replace($2, '-', ''))
      order by lower(name), id limit $3`,
    [organizationId, pattern, CLIENTS_LISTED, blocked],
  );
  return rows;
}

export async function findClient(pool: Pool, organizationId: string, id: string): Promise<Client | null> {
  const { rows } = await pool.query<Client>(`select ${columns} from clients where organization_id = $1 and id = $2`, [organizationId, id]);
  return rows[0] ?? null;
}

/** All the organization's clients, and those registered since the start of `now`'s month in the platform's time zone. */
export async function countClients(pool: Pool, organizationId: string, now: Date): Promise<{ nuevos: number; total: number }> {
  const { rows } = await pool.query<{ nuevos: number; total: number }>(
    `select count(*) filter (where created_at >= date_trunc('month', $2::timestamptz at time zone '${DEFAULT_TIME_ZONE}') at time zone '${DEFAULT_TIME_ZONE}')::int as nuevos,
            count(*)::int as total
       from clients where organization_id = $1`,
    [organizationId, now.toISOString()],
  );
  return rows[0] ?? { nuevos: 0, total: 0 };
}

/**
 * Everything the organization holds about one client that is not erased (`client/exportClientData`):
 * the client, their vehicles, their services with what each was charged and paid, and each payment. Null for an
 * erased one, or another organization's.
 */
export async function exportClientData(
  pool: Pool,
  organizationId: string,
  id: string,
): Promise<Omit<ClientDataExport, 'exportedAt' | 'processing'> | null> {
  const { rows } = await pool.query<Client>(`select ${columns} from clients where organization_id = $1 and id = $2 and erased_at is null`, [
    organizationId,
    id,
  ]);
  const client = rows[0];
  if (!client) return null;
  const vehicles = await pool.query<ClientDataExport['vehicles'][number]>(
    `select ppu, type, brand, model, color, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "registeredAt"
       from vehicles where organization_id = $1 and client_id = $2 order by ppu`,
    [organizationId, id],
  );
  const services = await pool.query<ClientDataExport['services'][number]>(
    `select w.id, to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", w.ppu, w.service_type as service,
            coalesce(w.owner_name, '') as "ownerName", coalesce(w.driver, '') as driver, coalesce(w.observations, '') as observations, c.charged::float8 as charged, c.paid::float8 as paid, c.currency
       from wash_records w left join ticket_charges c on c.ticket_id = w.id
      where w.organization_id = $1 and w.client_id = $2 order by w.created_at, w.id`,
    [organizationId, id],
  );
  const payments = await pool.query<ClientDataExport['payments'][number]>(
    `select p.ticket_id as "ticketId", to_char(p.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "recordedAt",
            p.method, p.amount::float8 as amount, c.currency, p.boleta
       from payments p join wash_records w on w.id = p.ticket_id left join ticket_charges c on c.ticket_id = p.ticket_id
      where w.organization_id = $1 and w.client_id = $2 order by p.recorded_at, p.payment_id`,
    [organizationId, id],
  );
  return { client, vehicles: vehicles.rows, services: services.rows, payments: payments.rows };
}
