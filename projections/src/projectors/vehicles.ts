import { assertNever } from '@lavado/shared/domain/decider';
import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import { defineProjector } from './define';

/** Vehicles by plate, per organization. */
export const vehiclesProjector = defineProjector<EventFeeding<'vehicles'>>()({
  name: 'vehicles',
  tables: ['vehicles'],
  handles: eventTypesFeeding('vehicles'),
  async apply(event, { client }) {
    const v = event.data;
    switch (event.type) {
      case 'VehicleRegistered':
        await client.query(
          `insert into vehicles (organization_id, ppu, client_id, type, brand, model, color, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (organization_id, ppu) do nothing`,
          [v.organizationId, v.ppu, v.clientId, v.type, v.brand, v.model, v.color, event.data.registeredAt],
        );
        break;
      case 'VehicleAssignedToClient':
        await client.query(
          'update vehicles set client_id = $3, type = $4, brand = $5, model = $6, color = $7 where organization_id = $1 and ppu = $2',
          [v.organizationId, v.ppu, v.clientId, v.type, v.brand, v.model, v.color],
        );
        break;
      default:
        assertNever(event);
    }
  },
});
