import { useProjectionDatabase } from '../../../tests/support/projection-database';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '@lavado/shared/db/pool';
import type { NewEvent } from '@lavado/shared/eventstore/port';
import { createLogger } from '@lavado/shared/logger';
import { ticketStreamId, type TicketEvent } from '@lavado/shared/wash/ticket.events';
import { durationBucket, stateThresholds } from '@lavado/shared/wash/state-thresholds';
import { rebuildProjector } from '../runner/rebuild';
import { applyInBatches, applyOneByOne, interleave, seededRandom } from '../../../tests/support/batch-equality';
import { readStateDurations } from '../read/ticket-durations';
import { ticketDurationsProjector } from './ticket-durations';

const database = useProjectionDatabase();

const employee = { userId: '00000000-0000-4000-8000-000000000001', employeeNumber: 1, firstName: 'Ana', secondName: 'Rojas' };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 12, 0) + minutes * 60_000).toISOString();

function creation(ticketId: string, organizationId: string, serviceType: 'BA' | 'FL' | 'EM', createdAt: string): TicketEvent {
  return {
    type: 'TicketCreated',
    data: {
      ticketId,
      organizationId,
      clientId: null,
      vehicle: { ppu: 'ABCD12', type: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul', ownerName: 'Juan' },
      driver: 'Pedro',
      serviceType,
      endDate: '2026-11-21',
      endTime: '18:00',
      observations: '',
      createdAt,
    },
  };
}

/** A ticket created at minute `start`, pending `pending` minutes, in progress `working`, then finished. */
function ticket(organizationId: string, serviceType: 'BA' | 'FL', start: number, pending: number, working: number): TicketEvent[] {
  const ticketId = randomUUID();
  return [
    creation(ticketId, organizationId, serviceType, at(start)),
    { type: 'TicketStarted', data: { ticketId, employee, startedAt: at(start + pending) } },
    { type: 'TicketFinished', data: { ticketId, employee, finishedAt: at(start + pending + working) } },
  ];
}

async function append(events: readonly TicketEvent[]): Promise<void> {
  for (const event of events) {
    const stored: NewEvent = {
      id: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { organizationId: null, actorId: null, actorRole: null, commandId: randomUUID(), correlationId: 'test', at: at(0) },
    };
    await database.store.append(ticketStreamId(event.data.ticketId), [stored], { expected: 'any' });
  }
}

/**
 * Tickets of three organizations going through their lives in a random order of commands, with what the
 * projector must tolerate: tickets never created, a creation after the ticket's first change, a second
 * creation, instants that go backwards or are no instants, customer notices.
 */
function randomHistory(random: () => number): TicketEvent[][] {
  const organizations = [randomUUID(), randomUUID(), randomUUID()];
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: 90 }, (_, index) => {
    const ticketId = randomUUID();
    let minute = Math.floor(random() * 600);
    const next = () => {
      // Now and then a step earlier than the last, or an instant nobody can read.
      if (random() < 0.04) return 'no es una fecha';
      minute += Math.floor(random() * 70) - (random() < 0.1 ? 90 : 2);
      return at(minute);
    };
    const organizationId = pick(organizations);
    const created = creation(ticketId, organizationId, pick(['BA', 'FL'] as const), at(minute));
    const life: TicketEvent[] = [created];
    let status: 'pending' | 'working' | 'paused' | 'done' = 'pending';
    while (status !== 'done' && random() < 0.9) {
      const roll = random();
      if (roll < 0.1) {
        life.push({
          type: 'TicketCustomerNotified',
          data: { ticketId, status: 1, channel: 'whatsapp', phone: 912345678, notifiedAt: next() },
        });
      } else if (roll < 0.17) {
        life.push({ type: 'TicketVoided', data: { ticketId, reason: 'Error', voidedAt: next() } });
        status = 'done';
      } else if (status === 'working') {
        const finish = random() < 0.5;
        life.push(
          finish
            ? { type: 'TicketFinished', data: { ticketId, employee, finishedAt: next() } }
            : { type: 'TicketPaused', data: { ticketId, employee, pausedAt: next() } },
        );
        status = finish ? 'done' : 'paused';
      } else {
        life.push({ type: 'TicketStarted', data: { ticketId, employee, startedAt: next() } });
        status = 'working';
      }
    }
    if (index % 11 === 0) return life.slice(1); // never created
    if (index % 13 === 0 && life.length > 2) return [life[1]!, created, ...life.slice(2)]; // created after its first change
    if (index % 17 === 0) return [...life, creation(ticketId, organizationId, 'EM', at(minute))]; // created twice
    return life;
  });
}

async function durations(): Promise<unknown[]> {
  const { rows } = await database.pool.query('select * from ticket_state_durations order by organization_id, service_type, status');
  return rows;
}

describe('ticket-durations projector', () => {
  it('adds the time each ticket spent in each state it left, per organization, service and state', async () => {
    const organizationId = randomUUID();
    const other = randomUUID();
    await append(ticket(organizationId, 'FL', 0, 10, 30));
    await append(ticket(organizationId, 'FL', 5, 20, 50));
    await append(ticket(organizationId, 'BA', 5, 3, 15));
    await append(ticket(other, 'FL', 0, 100, 100));
    // A pause and a resume: the pause's time is a sample of Pausado, and both runs of En Curso count.
    const paused = ticket(organizationId, 'BA', 0, 1, 40);
    const id = paused[0]!.data.ticketId;
    await append([
      paused[0]!,
      paused[1]!,
      { type: 'TicketPaused', data: { ticketId: id, employee, pausedAt: at(11) } },
      { type: 'TicketStarted', data: { ticketId: id, employee, startedAt: at(18) } },
    ]);
    await rebuildProjector(ticketDurationsProjector, {
      pool: database.pool,
      store: database.store,
      logger: createLogger('silent'),
      batchSize: 3,
    });

    const mine = (await readStateDurations(database.pool, organizationId)).sort(
      (a, b) => a.serviceType.localeCompare(b.serviceType) || a.status - b.status,
    );
    const bucketsOf = (...minutes: number[]) => {
      const buckets = Array.from({ length: mine[0]!.buckets.length }, () => 0);
      for (const minute of minutes) buckets[durationBucket(minute * 60)]! += 1;
      return buckets;
    };
    expect(mine).toEqual([
      { serviceType: 'BA', status: 1, samples: 2, buckets: bucketsOf(3, 1) },
      { serviceType: 'BA', status: 2, samples: 2, buckets: bucketsOf(15, 10) },
      { serviceType: 'BA', status: 3, samples: 1, buckets: bucketsOf(7) },
      { serviceType: 'FL', status: 1, samples: 2, buckets: bucketsOf(10, 20) },
      { serviceType: 'FL', status: 2, samples: 2, buckets: bucketsOf(30, 50) },
    ]);
    const { rows } = await database.pool.query<{ total_seconds: string }>(
      'select total_seconds from ticket_state_durations where organization_id = $1 and service_type = $2 and status = 2',
      [organizationId, 'FL'],
    );
    expect(Number(rows[0]!.total_seconds)).toBe(80 * 60);
    expect((await readStateDurations(database.pool, other)).map((row) => row.samples)).toEqual([1, 1]);
  });

  it('counts no time for a customer notice: the state it was in runs on, and a voided ticket stays voided', async () => {
    const organizationId = randomUUID();
    const [created, started, finished] = ticket(organizationId, 'FL', 0, 10, 30);
    const ticketId = created!.data.ticketId;
    const notice = (minute: number, status: 1 | 2 | 4) =>
      ({
        type: 'TicketCustomerNotified',
        data: { ticketId, status, channel: 'whatsapp', phone: 912345678, notifiedAt: at(minute) },
      }) as const;
    await append([created!, notice(4, 1), started!, notice(25, 2), finished!, notice(50, 4)]);
    const voided = ticket(organizationId, 'FL', 0, 5, 5)[0]!;
    const voidedId = voided.data.ticketId;
    await append([
      voided,
      { type: 'TicketVoided', data: { ticketId: voidedId, voidedAt: at(3), reason: 'Error de ingreso' } },
      { type: 'TicketCustomerNotified', data: { ticketId: voidedId, status: 1, channel: 'whatsapp', phone: 912345678, notifiedAt: at(9) } },
    ]);
    await rebuildProjector(ticketDurationsProjector, { pool: database.pool, store: database.store, logger: createLogger('silent') });

    const samples = await readStateDurations(database.pool, organizationId);
    expect(samples.map(({ status, samples: count }) => ({ status, count })).sort((a, b) => a.status - b.status)).toEqual([
      { status: 1, count: 2 },
      { status: 2, count: 1 },
    ]);
    const { rows } = await database.pool.query<{ status: number }>('select status from ticket_state_clock where ticket_id = $1', [
      voidedId,
    ]);
    expect(rows).toEqual([{ status: 5 }]);
  });

  it('rebuilt from the database.store, leaves exactly the rows that applying each event as it came left', async () => {
    const organizationId = randomUUID();
    for (let seed = 0; seed < 12; seed += 1) await append(ticket(organizationId, seed % 2 ? 'BA' : 'FL', seed, seed * 3, 20 + seed * 7));
    await rebuildProjector(ticketDurationsProjector, {
      pool: database.pool,
      store: database.store,
      logger: createLogger('silent'),
      batchSize: 5,
    });
    const rebuilt = await durations();

    await database.pool.query('truncate ticket_state_durations, ticket_state_clock');
    for (const event of await database.store.readAll('start', 10_000)) {
      if (!ticketDurationsProjector.handles.includes(event.type)) continue;
      await inTransaction(database.pool, (client) =>
        ticketDurationsProjector.apply(event, { client, replaying: false, publish: async () => undefined }),
      );
    }
    expect(await durations()).toEqual(rebuilt);
  });

  it('applies an event twice as once, and adds no sample for what it cannot time instead of stopping', async () => {
    const organizationId = randomUUID();
    const [created, started, finished] = ticket(organizationId, 'FL', 0, 10, 30);
    await append([created!, started!]);
    // Events of a ticket it never saw created, and an instant that is not one.
    const ghost = randomUUID();
    await append([{ type: 'TicketStarted', data: { ticketId: ghost, employee, startedAt: at(3) } }]);
    await append([{ type: 'TicketFinished', data: { ticketId: created!.data.ticketId, employee, finishedAt: 'no es una fecha' } }]);
    await append([finished!]);
    await expect(
      rebuildProjector(ticketDurationsProjector, {
        pool: database.pool,
        store: database.store,
        logger: createLogger('silent'),
        batchSize: 2,
      }),
    ).resolves.toBeDefined();
    const before = await readStateDurations(database.pool, organizationId);
    expect(before.map((row) => [row.status, row.samples])).toEqual(expect.arrayContaining([[1, 1]]));

    const last = (await database.store.readAll('start', 10_000)).at(-1)!;
    await inTransaction(database.pool, (client) =>
      ticketDurationsProjector.apply(last, { client, replaying: false, publish: async () => undefined }),
    );
    expect(await readStateDurations(database.pool, organizationId)).toEqual(before);
  });

  it('applyBatch leaves exactly the rows that applying event by event leaves, in batches of any size', async () => {
    const lives = randomHistory(seededRandom(20261125));
    const order = interleave(lives, seededRandom(7));
    const before = (await database.store.readAll('start', 100_000)).length;
    await append(order);
    // readAll stops before any transaction still open on the server, another file's too: wait for them all.
    await expect.poll(async () => (await database.store.readAll('start', 100_000)).length - before).toBe(order.length);
    const stored = (await database.store.readAll('start', 100_000)).slice(before);
    // Events met again after they were counted (their revision is not above the clock's) are skipped.
    const history = stored.flatMap((event, index) => (index % 19 === 9 ? [event, stored[index - 4]!] : [event]));
    const tables = async () => ({
      durations: await durations(),
      clocks: (await database.pool.query('select * from ticket_state_clock order by ticket_id')).rows,
    });

    await database.pool.query('truncate ticket_state_durations, ticket_state_clock');
    await applyOneByOne(database.pool, ticketDurationsProjector, history);
    const oneByOne = await tables();
    // The history leaves every timed state, and some tickets were never created.
    expect(new Set((oneByOne.durations as { status: number }[]).map((row) => row.status))).toEqual(new Set([1, 2, 3]));
    expect(oneByOne.clocks.length).toBeLessThan(lives.length);
    expect(oneByOne.clocks.length).toBeGreaterThan(lives.length / 2);

    for (const size of [1, 2, 7, 64, 1000]) {
      await database.pool.query('truncate ticket_state_durations, ticket_state_clock');
      await applyInBatches(database.pool, ticketDurationsProjector, history, size);
      expect({ size, ...(await tables()) }).toEqual({ size, ...oneByOne });
    }
  });

  it('gives thresholds from the history once there are enough samples, the defaults before', () => {
    const buckets = Array.from({ length: 24 }, () => 0);
    buckets[durationBucket(10 * 60)] = 8;
    buckets[durationBucket(30 * 60)] = 2;
    const thresholds = stateThresholds([
      { serviceType: 'FL', status: 1, samples: 10, buckets },
      { serviceType: 'BA', status: 1, samples: 4, buckets },
    ]);
    expect(thresholds.find((row) => row.serviceType === 'FL' && row.status === 1)).toEqual({
      serviceType: 'FL',
      status: 1,
      samples: 10,
      amberSeconds: 10 * 60,
      redSeconds: 30 * 60,
      fromHistory: true,
    });
    expect(thresholds.find((row) => row.serviceType === 'BA' && row.status === 1)).toMatchObject({
      amberSeconds: 20 * 60,
      redSeconds: 40 * 60,
      fromHistory: false,
    });
    expect(thresholds).toHaveLength(9);
  });
});
