import { useProjectionDatabase } from '../../../tests/support/projection-database';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NewEvent, RecordedEvent } from '@lavado/shared/eventstore/port';
import { createLogger } from '@lavado/shared/logger';
import { clientStreamId, type ClientEvent } from '@lavado/shared/clients/client.events';
import { rebuildProjector } from '../runner/rebuild';
import { findClient, listClients } from '../read/clients';
import { clientsProjector } from './clients';

const database = useProjectionDatabase();
const organizationId = randomUUID();
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 12, 0) + minutes * 60_000).toISOString();

const registered = (clientId: string, name: string, consents?: { serviceMessages: boolean; marketing: boolean }): ClientEvent => ({
  type: 'ClientRegistered',
  data: {
    clientId,
    organizationId,
    name,
    type: 'P',
    identification: '10000013-K',
    contactName: name,
    clientAddress: '',
    clientEmail: '',
    clientPhone: 912345678,
    ...(consents ? { consents } : {}),
    registeredAt: at(0),
  },
});

async function append(events: readonly ClientEvent[]): Promise<void> {
  for (const event of events) {
    const stored: NewEvent = {
      id: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { organizationId, actorId: null, actorRole: null, commandId: randomUUID(), correlationId: 'test', at: at(0) },
    };
    await database.store.append(clientStreamId(event.data.clientId), [stored], { expected: 'any' });
  }
}

const rebuild = () =>
  rebuildProjector(clientsProjector, { pool: database.pool, store: database.store, logger: createLogger('silent'), batchSize: 2 });

describe('clients projector: consents and blocking', () => {
  it('keeps each purpose as the events leave it (old clients: service messages yes, marketing no) and a block until unblocked', async () => {
    const old = randomUUID();
    const asked = randomUUID();
    const blocked = randomUUID();
    const unblocked = randomUUID();
    await append([
      registered(old, 'Cliente Antiguo'),
      registered(asked, 'Cliente Nuevo', { serviceMessages: true, marketing: true }),
      {
        type: 'ClientConsentChanged',
        data: { clientId: asked, organizationId, purpose: 'serviceMessages', granted: false, changedAt: at(1) },
      },
      registered(blocked, 'Cliente Bloqueado'),
      { type: 'ClientBlocked', data: { clientId: blocked, organizationId, reason: 'Lo pidió', blockedAt: at(2) } },
      registered(unblocked, 'Cliente Desbloqueado'),
      { type: 'ClientBlocked', data: { clientId: unblocked, organizationId, reason: 'Un rato', blockedAt: at(2) } },
      { type: 'ClientUnblocked', data: { clientId: unblocked, organizationId, unblockedAt: at(3) } },
    ]);
    await rebuild();

    expect((await findClient(database.pool, organizationId, old))?.consents).toEqual({ serviceMessages: true, marketing: false });
    expect((await findClient(database.pool, organizationId, asked))?.consents).toEqual({ serviceMessages: false, marketing: true });
    expect((await findClient(database.pool, organizationId, blocked))?.blocked).toEqual({ at: at(2), reason: 'Lo pidió' });
    expect((await findClient(database.pool, organizationId, unblocked))?.blocked).toBeNull();
    expect((await listClients(database.pool, organizationId)).map((client) => client.name)).toEqual([
      'Cliente Antiguo',
      'Cliente Desbloqueado',
      'Cliente Nuevo',
    ]);
    expect((await listClients(database.pool, organizationId, undefined, true)).map((client) => client.name)).toEqual(['Cliente Bloqueado']);

    // A rebuild from the same events gives the same rows.
    const before = await database.pool.query('select * from clients order by id');
    await rebuild();
    expect((await database.pool.query('select * from clients order by id')).rows).toEqual(before.rows);
  });
});

describe('clients projector: vehicles and tickets with no client', () => {
  const withClient = (type: 'TicketCreated' | 'VehicleRegistered' | 'VehicleAssignedToClient', clientId: string | null): RecordedEvent => ({
    id: randomUUID(),
    type,
    data: { organizationId, clientId, ticketId: randomUUID(), vehicleId: randomUUID(), createdAt: at(5), registeredAt: at(5) },
    metadata: { organizationId, actorId: null, actorRole: null, commandId: randomUUID(), correlationId: 'test', at: at(5) },
    streamId: 'test',
    revision: 0,
    position: '1:1',
    createdAt: at(5),
  });

  it('are ignored, and rightly: applying them leaves every row as it is and publishes nothing (a rebuild applies them)', async () => {
    const clientId = randomUUID();
    await append([registered(clientId, 'Cliente Con Autos')]);
    await rebuild();
    const before = (await database.pool.query('select * from clients order by id')).rows;

    const published: unknown[] = [];
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      for (const type of ['TicketCreated', 'VehicleRegistered', 'VehicleAssignedToClient'] as const) {
        expect(clientsProjector.ignores?.(withClient(type, null))).toBe(true);
        expect(clientsProjector.ignores?.(withClient(type, clientId))).toBe(false);
        await clientsProjector.apply(withClient(type, null), {
          client,
          replaying: false,
          publish: async (item) => void published.push(item),
        });
      }
      expect((await client.query('select * from clients order by id')).rows).toEqual(before);
      expect(published).toEqual([]);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
