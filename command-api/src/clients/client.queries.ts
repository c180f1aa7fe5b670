import type { Pool } from '@lavado/shared/db/pool';
import type { Client } from '@lavado/shared/clients/client.schemas';
import { escapeLike } from '@lavado/shared/db/like';

const columns = `id, name, type, identification, organization_id as "organizationId", contact_name as "contactName",
  address as "clientAddress", email as "clientEmail", phone as "clientPhone", vehicles_count as vehicles,
  to_char(last_service_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastService",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

/** The organization's clients, by name; `search` matches the name or the RUT. */
export async function listClients(pool: Pool, organizationId: string, search?: string): Promise<Client[]> {
  const pattern = search ? `%${escapeLike(search.toLowerCase())}%` : null;
  const { rows } = await pool.query<Client>(
    `select ${columns} from clients
      where organization_id = $1 and ($2::text is null or lower(name) like $2 or replace(identification, '-', '') like replace($2, '-', ''))
      order by lower(name), id limit 500`,
    [organizationId, pattern],
  );
  return rows;
}

export async function findClient(pool: Pool, organizationId: string, id: string): Promise<Client | null> {
  const { rows } = await pool.query<Client>(`select ${columns} from clients where organization_id = $1 and id = $2`, [organizationId, id]);
  return rows[0] ?? null;
}
