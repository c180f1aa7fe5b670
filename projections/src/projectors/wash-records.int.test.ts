import { useProjectionDatabase } from '../../../tests/support/projection-database';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '@lavado/shared/db/pool';
import type { NewEvent } from '@lavado/shared/eventstore/port';
import { createLogger } from '@lavado/shared/logger';
import { ticketStreamId, type TicketEvent } from '@lavado/shared/wash/ticket.events';
import { foldTicketTimeline } from '@lavado/shared/wash/ticket-timeline';
import { foldTicketLife } from '@lavado/shared/wash/ticket.lifecycle';
import { rebuildProjector } from '../runner/rebuild';
import { washRecordsProjector } from './wash-records';
import { listRecords } from '../read/wash-records';

const database = useProjectionDatabase();

/** A random but legal life for a ticket: created, then some of start/pause/resume/finish. */
function ticketLife(organizationId: string, seed: number): TicketEvent[] {
  const ticketId = randomUUID();
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 12, minutes)).toISOString();
  const employee = (n: number) => ({
    userId: `00000000-0000-4000-8000-00000000000${n}`,
    employeeNumber: n,
    firstName: `E${n}`,
    secondName: 'Test',
  });
  const life: TicketEvent[] = [
    {
      type: 'TicketCreated',
      data: {
        ticketId,
        organizationId,
        clientId: null,
        vehicle: {
          ppu: `AB${String(1000 + seed).slice(-4)}`,
          type: 'SED',
          brand: 'Kia',
          model: 'Rio',
          color: 'Azul',
          ownerName: seed % 2 ? `Dueño ${seed % 7}` : `DUEÑO ${seed % 7}`,
        },
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
  const notice = (status: 1 | 4, minute: number): TicketEvent => ({
    type: 'TicketCustomerNotified',
    data: { ticketId, status, channel: 'whatsapp', phone: 912345678, notifiedAt: at(minute) },
  });
  if (seed % 3 === 0) life.push(notice(1, 50));
  if (steps >= 1) life.push({ type: 'TicketStarted', data: { ticketId, employee: employee(1), startedAt: at(51) } });
  if (steps >= 2) life.push({ type: 'TicketPaused', data: { ticketId, employee: employee(1), pausedAt: at(52) } });
  if (steps >= 3) life.push({ type: 'TicketStarted', data: { ticketId, employee: employee(2), startedAt: at(53) } });
  if (steps >= 4) life.push({ type: 'TicketFinished', data: { ticketId, employee: employee(2), finishedAt: at(54) } });
  if (steps >= 4 && seed % 2 === 0) life.push(notice(4, 55));
  return life;
}

async function snapshot(): Promise<unknown[]> {
  const records = await database.pool.query('select * from wash_records order by id');
  const counts = await database.pool.query('select * from wash_counts order by organization_id, service_type');
  const owners = await database.pool.query('select * from wash_record_owners order by organization_id, owner_key');
  return [records.rows, counts.rows, owners.rows];
}

describe('wash-records projector', () => {
  it('applyBatch leaves exactly the rows that applying event by event leaves', async () => {
    const organizations = [randomUUID(), randomUUID()];
    const lives = Array.from({ length: 120 }, (_, seed) => ticketLife(organizations[seed % 2]!, seed));
    // Interleave the lives so that one batch holds several steps of several tickets.
    for (let step = 0; step < 7; step += 1) {
      for (const life of lives) {
        const event = life[step];
        if (!event) continue;
        const stored: NewEvent = {
          id: randomUUID(),
          type: event.type,
          data: event.data,
          metadata: {
            organizationId: event.type === 'TicketCreated' ? event.data.organizationId : organizations[0]!,
            actorId: null,
            actorRole: null,
            commandId: randomUUID(),
            correlationId: 'test',
            at: new Date().toISOString(),
          },
        };
        await database.store.append(ticketStreamId(event.data.ticketId), [stored], { expected: 'any' });
      }
    }
    const { events } = await rebuildProjector(washRecordsProjector, {
      pool: database.pool,
      store: database.store,
      logger: createLogger('silent'),
      batchSize: 97,
    });
    expect(events).toBe(lives.flat().length);
    const batched = await snapshot();

    await database.pool.query('truncate wash_records, wash_counts, wash_record_owners');
    const all = await database.store.readAll('start', 10_000);
    await inTransaction(database.pool, async (client) => {
      for (const event of all) await washRecordsProjector.apply(event, { client, replaying: true, publish: async () => undefined });
    });
    expect(await snapshot()).toEqual(batched);
    expect((batched[0] as unknown[]).length).toBe(120);
    expect((batched[2] as unknown[]).length).toBe(14); // 'dueño 0'…'dueño 6' in each organization, whatever the case
    // Each record keeps its ticket's timeline: the states it entered and the notices sent, in order.
    const timelineOf = (life: TicketEvent[]) => foldTicketTimeline(life);
    const records = new Map(
      (batched[0] as { id: string; state_changes: unknown; customer_notifications: unknown }[]).map((row) => [row.id, row]),
    );
    for (const life of lives) {
      const row = records.get(life[0]!.data.ticketId);
      const { stateChanges, customerNotifications } = timelineOf(life);
      expect([row?.state_changes, row?.customer_notifications]).toEqual([stateChanges, customerNotifications]);
    }
    expect(lives.some((life) => timelineOf(life).customerNotifications.length === 2)).toBe(true);
    expect(
      lives.some(
        (life) =>
          timelineOf(life)
            .stateChanges.map((change) => change.status)
            .join() === '1,2,3,2,4',
      ),
    ).toBe(true);
  });

  it('finds the newest records whose plate starts with the text or whose owner holds it, whatever its length', async () => {
    const [searched, other] = [randomUUID(), randomUUID()];
    const ownerOf = (i: number) => (i < 600 ? `Cliente ${i}` : i < 660 ? 'Ana Núñez' : i < 690 ? 'Pedro 50%_Off' : 'María Ñuble');
    const tickets = Array.from({ length: 700 }, (_, i) => ({
      ticketId: randomUUID(),
      organizationId: searched,
      ppu: `${['AB', 'BC', 'CA'][i % 3]}${String(i).padStart(4, '0')}`,
      ownerName: ownerOf(i),
      // Two tickets per minute, so the id breaks ties in the order and in the paging.
      createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 60_000).toISOString(),
    }));
    const elsewhere = Array.from({ length: 50 }, (_, i) => ({
      ticketId: randomUUID(),
      organizationId: other,
      ppu: `AB9${String(i).padStart(3, '0')}`,
      ownerName: 'Ana Núñez',
      createdAt: new Date().toISOString(),
    }));
    for (const ticket of [...tickets, ...elsewhere]) {
      const event: NewEvent = {
        id: randomUUID(),
        type: 'TicketCreated',
        data: {
          ticketId: ticket.ticketId,
          organizationId: ticket.organizationId,
          clientId: null,
          driver: 'Conductor',
          serviceType: 'BA',
          endDate: '2026-01-01',
          endTime: '18:00',
          observations: '',
          createdAt: ticket.createdAt,
          vehicle: { ppu: ticket.ppu, type: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul', ownerName: ticket.ownerName },
        },
        metadata: {
          organizationId: ticket.organizationId,
          actorId: null,
          actorRole: null,
          commandId: randomUUID(),
          correlationId: 'test',
          at: ticket.createdAt,
        },
      };
      await database.store.append(ticketStreamId(ticket.ticketId), [event], { expected: 'no_stream' });
    }
    await rebuildProjector(washRecordsProjector, {
      pool: database.pool,
      store: database.store,
      logger: createLogger('silent'),
      batchSize: 500,
    });

    const newestFirst = [...tickets].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.ticketId.localeCompare(a.ticketId));
    const expected = (search: string) =>
      newestFirst
        .filter((ticket) => ticket.ppu.startsWith(search.toUpperCase()) || ticket.ownerName.toLowerCase().includes(search.toLowerCase()))
        .map((ticket) => ticket.ticketId);
    const ids = (page: Awaited<ReturnType<typeof listRecords>>) => page.map((ticket) => ticket.id);

    // 'e' and 'cliente' hold more than 500 owners; 'ente 1' and 'ñ' some; 'zz' none. '%' and '_' are only text.
    for (const search of ['e', 'cliente', 'ente 1', 'Ñ', 'ana', 'AN', 'zz', '%', '_', '0%_', 'ca0', 'B', 'AB00', 'ab12']) {
      expect({ search, ids: ids(await listRecords(database.pool, searched, { search, limit: 50 })) }).toEqual({
        search,
        ids: expected(search).slice(0, 50),
      });
    }

    const pages: string[] = [];
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const page = await listRecords(database.pool, searched, { search: 'n', limit: 50, after });
      if (page.length === 0) break;
      pages.push(...ids(page));
      const last = page.at(-1)!;
      after = { createdAt: last.createdAt, id: last.id };
    }
    expect(pages).toEqual(expected('n'));
    const otherOrganizations = ids(await listRecords(database.pool, other, { search: 'ana', limit: 50 }));
    expect(otherOrganizations.sort()).toEqual(elsewhere.map((ticket) => ticket.ticketId).sort());
  });
  it("each ticket's row holds the life its events fold to through the ticket's state machine", async () => {
    const organizationId = randomUUID();
    const lives = Array.from({ length: 40 }, (_, seed) => ticketLife(organizationId, seed));
    for (const life of lives) {
      const stored: NewEvent[] = life.map((event) => ({
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: {
          organizationId,
          actorId: null,
          actorRole: null,
          commandId: randomUUID(),
          correlationId: 'test',
          at: new Date().toISOString(),
        },
      }));
      await database.store.append(ticketStreamId(life[0]!.data.ticketId), stored, { expected: 'no_stream' });
    }
    await rebuildProjector(washRecordsProjector, {
      pool: database.pool,
      store: database.store,
      logger: createLogger('silent'),
      batchSize: 7,
    });

    const { rows } = await database.pool.query<{
      id: string;
      status: number;
      employee_id: string | null;
      employee_number: number | null;
      employee_first_name: string | null;
      employee_second_name: string | null;
      started_at: Date | null;
      finished_at: Date | null;
      status_since: Date;
    }>(
      `select id, status, employee_id, employee_number, employee_first_name, employee_second_name, started_at, finished_at, status_since
         from wash_records where organization_id = $1`,
      [organizationId],
    );
    const rowLives = rows.map((row) => ({
      ticketId: row.id,
      organizationId,
      status: row.status,
      responsible: row.employee_id
        ? {
            userId: row.employee_id,
            employeeNumber: row.employee_number,
            firstName: row.employee_first_name,
            secondName: row.employee_second_name,
          }
        : null,
      startedAt: row.started_at?.toISOString() ?? null,
      finishedAt: row.finished_at?.toISOString() ?? null,
      statusSince: row.status_since.toISOString(),
    }));
    const byId = (a: { ticketId: string }, b: { ticketId: string }) => a.ticketId.localeCompare(b.ticketId);
    expect(rowLives.sort(byId)).toEqual(lives.map((life) => foldTicketLife(life)).sort((a, b) => byId(a!, b!)));
  });
});
