import { assertNever } from '@lavado/shared/domain/decider';
import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import { defineProjector } from './define';

/** Vehicles by plate, per organization, with the stream each comes from. */
export const vehiclesProjector = defineProjector<EventFeeding<'vehicles'>>()({
  name: 'vehicles',
  tables: ['vehicles'],
  handles: eventTypesFeeding('vehicles'),
  async apply(event, { client }) {
    switch (event.type) {
      case 'VehicleRegistered': {
        const v = event.data;
        await client.query(
          `insert into vehicles (organization_id, ppu, client_id, type, brand, model, color, created_at, stream_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (organization_id, ppu) do nothing`,
          [v.organizationId, v.ppu, v.clientId, v.type, v.brand, v.model, v.color, event.data.registeredAt, event.streamId],
        );
        break;
      }
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
});
