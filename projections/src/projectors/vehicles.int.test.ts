import { useProjectionDatabase } from '../../../tests/support/projection-database';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { START } from '@lavado/shared/eventstore/port';
import { vehicleStreamId, type VehicleEvent } from '@lavado/shared/vehicles/vehicle.events';
import { applyInBatches, applyOneByOne } from '../../../tests/support/batch-equality';
import { vehiclesProjector } from './vehicles';

const database = useProjectionDatabase();
const organizationId = randomUUID();
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 12, 0) + minutes * 60_000).toISOString();
const details = { type: 'SED', brand: 'Kia', model: 'Rio' } as const;

async function append(vehicleId: string, event: VehicleEvent): Promise<void> {
  await database.store.append(
    vehicleStreamId(organizationId, vehicleId),
    [
      {
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: { organizationId, actorId: null, actorRole: null, commandId: randomUUID(), correlationId: 'test', at: at(0) },
      },
    ],
    { expected: 'any' },
  );
}

const rows = async () =>
  (
    await database.pool.query('select ppu, client_id, color, stream_id, created_at from vehicles where organization_id = $1 order by ppu', [
      organizationId,
    ])
  ).rows;

describe('vehicles projector', () => {
  it('applies a batch as it applies the events one by one: the first registration of a plate wins, later events in their order', async () => {
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    const clientId = randomUUID();
    await append(first, {
      type: 'VehicleRegistered',
      data: { ...details, color: 'Azul', organizationId, ppu: 'ABCD10', clientId: null, registeredAt: at(1), vehicleId: first },
    });
    await append(second, {
      type: 'VehicleRegistered',
      data: { ...details, color: 'Rojo', organizationId, ppu: 'ABCD10', clientId: null, registeredAt: at(2), vehicleId: second },
    });
    await append(first, {
      type: 'VehicleAssignedToClient',
      data: { ...details, color: 'Verde', organizationId, ppu: 'ABCD10', clientId, vehicleId: first },
    });
    await append(third, {
      type: 'VehicleRegistered',
      data: { ...details, color: 'Gris', organizationId, ppu: 'EFGH20', clientId, registeredAt: at(3), vehicleId: third },
    });

    // readAll stops before any transaction still open on the server, another file's too: wait for all four.
    const handled = async () =>
      (await database.store.readAll(START, 1_000)).filter((event) => vehiclesProjector.handles.includes(event.type));
    await expect.poll(async () => (await handled()).length).toBe(4);
    const stored = await handled();
    await applyOneByOne(database.pool, vehiclesProjector, stored);
    const oneByOne = await rows();
    expect(oneByOne).toEqual([
      {
        ppu: 'ABCD10',
        client_id: clientId,
        color: 'Verde',
        stream_id: vehicleStreamId(organizationId, first),
        created_at: new Date(at(1)),
      },
      { ppu: 'EFGH20', client_id: clientId, color: 'Gris', stream_id: vehicleStreamId(organizationId, third), created_at: new Date(at(3)) },
    ]);
    await database.pool.query('delete from vehicles');
    await applyInBatches(database.pool, vehiclesProjector, stored, 1_000);
    expect(await rows()).toEqual(oneByOne);
  });
});
