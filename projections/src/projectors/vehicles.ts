import { assertNever } from '@lavado/shared/domain/decider';
import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import type { PoolClient } from '@lavado/shared/db/pool';
import { defineProjector, type Projected } from './define';

/** Vehicles by plate, per organization, with the stream each comes from. */
export const vehiclesProjector = defineProjector<EventFeeding<'vehicles'>>()({
  name: 'vehicles',
  tables: ['vehicles'],
  handles: eventTypesFeeding('vehicles'),
  async apply(event, { client }) {
    switch (event.type) {
      case 'VehicleRegistered':
        await insertVehicles(client, [event]);
        break;
      case 'VehicleAssignedToClient': {
        const v = event.data;
        await client.query(
          'update vehicles set client_id = $3, type = $4, brand = $5, model = $6, color = $7 where organization_id = $1 and ppu = $2',
          [v.organizationId, v.ppu, v.clientId, v.type, v.brand, v.model, v.color],
        );
        break;
      }
      case 'ClientErased':
        // An erased client's vehicles leave the lists: their plates were what identified them.
        await client.query('delete from vehicles where organization_id = $1 and (client_id = $2 or stream_id = any($3::text[]))', [
          event.data.organizationId,
          event.data.clientId,
          event.data.vehicleStreamIds,
        ]);
        break;
      default:
        assertNever(event);
    }
  },

  /** The same rows as `apply` event by event: each run of registrations in one statement, the other events in order between them. */
  async applyBatch(events, context) {
    let registrations: Registration[] = [];
    for (const event of events) {
      if (event.type === 'VehicleRegistered') {
        registrations.push(event);
        continue;
      }
      await insertVehicles(context.client, registrations);
      registrations = [];
      await vehiclesProjector.apply(event, context);
    }
    await insertVehicles(context.client, registrations);
  },
});

type Registration = Extract<Projected<EventFeeding<'vehicles'>>, { type: 'VehicleRegistered' }>;

/** A plate already listed keeps its row (the first registration wins, within the statement too). */
async function insertVehicles(client: PoolClient, registrations: readonly Registration[]): Promise<void> {
  if (registrations.length === 0) return;
  const column = <T>(pick: (registration: Registration) => T) => registrations.map(pick);
  await client.query(
    `insert into vehicles (organization_id, ppu, client_id, type, brand, model, color, created_at, stream_id)
     select * from unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[], $9::text[])
     on conflict (organization_id, ppu) do nothing`,
    [
      column((r) => r.data.organizationId),
      column((r) => r.data.ppu),
      column((r) => r.data.clientId),
      column((r) => r.data.type),
      column((r) => r.data.brand),
      column((r) => r.data.model),
      column((r) => r.data.color),
      column((r) => r.data.registeredAt),
      column((r) => r.streamId),
    ],
  );
}
