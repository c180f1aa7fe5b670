import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, inTransaction, type Pool } from '@lavado/shared/db/pool';
import { createEventStore } from '@lavado/shared/eventstore/create';
import type { EventStore, NewEvent } from '@lavado/shared/eventstore/port';
import { createLogger } from '@lavado/shared/logger';
import { createTestDatabase } from '@lavado/shared/testing/database';
import { ticketStreamId, type TicketEvent } from '@lavado/shared/wash/ticket.events';
import { rebuildProjector } from '../runner/rebuild';
import { washRecordsProjector } from './wash-records';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: Pool;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
  store = createEventStore({ databaseUrl: database.url, pool });
});
afterAll(async () => {
  await store.close();
  await pool.end();
  await database.drop();
});

/** A random but legal life for a ticket: created, then some of start/pause/resume/finish. */
function ticketLife(organizationId: string, seed: number): TicketEvent[] {
  const ticketId = randomUUID();
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 12, minutes)).toISOString();
  const employee = (n: number) => ({ userId: `00000000-0000-4000-8000-00000000000${n}`, employeeNumber: n, firstName: `E${n}`, secondName: 'Test' });
  const life: TicketEvent[] = [
    {
      type: 'TicketCreated',
      data: {
        ticketId,
        organizationId,
        clientId: null,
        vehicle: { ppu: `AB${String(1000 + seed).slice(-4)}`, type: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul', ownerName: `Dueño ${seed}` },
        driver: 'Conductor',
        serviceType: (['BA', 'FL', 'EM'] as const)[seed % 3]!,
        endDate: '2026-11-21',
        endTime: '18:00',
        observations: '',
        createdAt: at(seed % 50),
      },
    },
  ];
  const steps = seed % 5;
  if (steps >= 1) life.push({ type: 'TicketStarted', data: { ticketId, employee: employee(1), startedAt: at(51) } });
  if (steps >= 2) life.push({ type: 'TicketPaused', data: { ticketId, employee: employee(1), pausedAt: at(52) } });
  if (steps >= 3) life.push({ type: 'TicketStarted', data: { ticketId, employee: employee(2), startedAt: at(53) } });
  if (steps >= 4) life.push({ type: 'TicketFinished', data: { ticketId, employee: employee(2), finishedAt: at(54) } });
  return life;
}

async function snapshot(): Promise<unknown[]> {
  const records = await pool.query('select * from wash_records order by id');
  const counts = await pool.query('select * from wash_counts order by organization_id, service_type');
  return [records.rows, counts.rows];
}

describe('wash-records projector', () => {
  it('applyBatch leaves exactly the rows that applying event by event leaves', async () => {
    const organizations = [randomUUID(), randomUUID()];
    const lives = Array.from({ length: 120 }, (_, seed) => ticketLife(organizations[seed % 2]!, seed));
    // Interleave the lives so that one batch holds several steps of several tickets.
    for (let step = 0; step < 5; step += 1) {
      for (const life of lives) {
        const event = life[step];
        if (!event) continue;
        const stored: NewEvent = { id: randomUUID(), type: event.type, data: event.data, metadata: { organizationId: event.type === 'TicketCreated' ? event.data.organizationId : organizations[0]!, actorId: null, actorRole: null, commandId: randomUUID(), correlationId: 'test', at: new Date().toISOString() } };
        await store.append(ticketStreamId(event.data.ticketId), [stored], { expected: 'any' });
      }
    }
    const { events } = await rebuildProjector(washRecordsProjector, { pool, store, logger: createLogger('silent'), batchSize: 97 });
    expect(events).toBe(lives.flat().length);
    const batched = await snapshot();

    await pool.query('truncate wash_records, wash_counts');
    const all = await store.readAll('start', 10_000);
    await inTransaction(pool, async (client) => {
      for (const event of all) await washRecordsProjector.apply(event, { client, replaying: true, publish: async () => undefined });
    });
    expect(await snapshot()).toEqual(batched);
    expect((batched[0] as unknown[]).length).toBe(120);
  });
});
