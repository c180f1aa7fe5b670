import type { Pool } from '@lavado/shared/db/pool';
import type { Vehicle, VehicleWithClient } from '@lavado/shared/vehicles/vehicle.schemas';

const columns = `v.organization_id || ':' || v.ppu as id, v.client_id as "clientId", v.ppu, v.brand, v.model, v.color, v.type`;

export async function findVehicleByPlate(pool: Pool, organizationId: string, ppu: string): Promise<VehicleWithClient | null> {
  const { rows } = await pool.query<Vehicle & { clientName: string | null }>(
    // A blocked client is not offered as the owner for a new service (docs/privacy.md, "Bloqueo temporal").
    `select ${columns}, c.name as "clientName" from vehicles v left join clients c on c.id = v.client_id and c.blocked_at is null
      where v.organization_id = $1 and v.ppu = $2`,
    [organizationId, ppu],
  );
  const row = rows[0];
  if (!row) return null;
  const { clientName, ...vehicle } = row;
  return { ...vehicle, client: vehicle.clientId && clientName !== null ? { id: vehicle.clientId, name: clientName } : null };
}

/** Vehicles one answer lists (a fleet client has many, but not this many): the clients it names are at most 500. */
export const VEHICLES_LISTED = 1_000;

export async function listVehiclesOfClients(pool: Pool, organizationId: string, clientIds: readonly string[]): Promise<Vehicle[]> {
  const { rows } = await pool.query<Vehicle>(
    `select ${columns} from vehicles v where v.organization_id = $1 and v.client_id = any($2::uuid[]) order by v.ppu limit $3`,
    [organizationId, clientIds, VEHICLES_LISTED],
  );
  return rows;
}
