import { assertNever } from '@lavado/shared/domain/decider';
import { ticketEventTypes, type TicketEvent } from '@lavado/shared/wash/ticket.events';
import { TICKET_STATUS } from '@lavado/shared/wash/wash.catalog';
import { TICKET_CHANGED } from '@lavado/shared/wash/ticket-feed';
import { foldTicketTimeline } from '@lavado/shared/wash/ticket-timeline';
import type { ProjectionContext } from '../runner/projector';
import { readTicket } from './wash-records.read';
import type { PoolClient } from '@lavado/shared/db/pool';
import { defineProjector, type Projected } from './define';

/** One row per ticket (the records history and the board, with its timeline), per-service counts and the owners named on tickets. */
export const washRecordsProjector = defineProjector<TicketEvent>({
  name: 'wash-records',
  tables: ['wash_records', 'wash_counts', 'wash_record_owners'],
  handles: ticketEventTypes,
  async apply(event, { client, publish, replaying }) {
    switch (event.type) {
      case 'TicketCreated':
        await insertTickets(client, [event.data]);
        break;
      case 'TicketStarted': {
        const e = event.data.employee;
        await client.query(
          `update wash_records set status = $2, employee_id = $3, employee_number = $4, employee_first_name = $5, employee_second_name = $6,
                  started_at = coalesce(started_at, $7) where id = $1`,
          [event.data.ticketId, TICKET_STATUS.inProgress, e.userId, e.employeeNumber, e.firstName, e.secondName, event.data.startedAt],
        );
        break;
      }
      case 'TicketPaused':
        await client.query('update wash_records set status = $2 where id = $1', [event.data.ticketId, TICKET_STATUS.paused]);
        break;
      case 'TicketFinished':
        await client.query('update wash_records set status = $2, finished_at = $3 where id = $1', [
          event.data.ticketId,
          TICKET_STATUS.finished,
          event.data.finishedAt,
        ]);
        break;
      case 'TicketCustomerNotified':
        break;
      default:
        assertNever(event);
    }
    await appendTimelines(client, [event]);
    if (!replaying) await publishCard(client, publish, event.data.ticketId, event.type);
  },

  /** The same rows in four statements per batch: inserts, counts, owners, and each ticket's net change. */
  async applyBatch(events, { client, publish, replaying }) {
    const created = events.flatMap((event) => (event.type === 'TicketCreated' ? [event.data] : []));
    if (created.length > 0) await insertTickets(client, created);
    const changes = netChanges(events);
    if (changes.length > 0) await applyChanges(client, changes);
    await appendTimelines(client, events);
    if (replaying) return;
    const lastChange = new Map(events.map((event) => [event.data.ticketId, event.type]));
    for (const [ticketId, change] of lastChange) await publishCard(client, publish, ticketId, change);
  },
});

/** Adds each event's state change or customer notice to its ticket's timeline, in event order, one statement for all. */
async function appendTimelines(client: PoolClient, events: readonly TicketEvent[]): Promise<void> {
  const byTicket = new Map<string, TicketEvent[]>();
  for (const event of events) {
    const ticketEvents = byTicket.get(event.data.ticketId);
    if (ticketEvents) ticketEvents.push(event);
    else byTicket.set(event.data.ticketId, [event]);
  }
  const ids = [...byTicket.keys()];
  const timelines = [...byTicket.values()].map(foldTicketTimeline);
  await client.query(
    `update wash_records w
        set state_changes = w.state_changes || t.state_changes,
            customer_notifications = w.customer_notifications || t.customer_notifications
       from unnest($1::uuid[], $2::jsonb[], $3::jsonb[]) as t(id, state_changes, customer_notifications)
      where w.id = t.id`,
    [
      ids,
      timelines.map((timeline) => JSON.stringify(timeline.stateChanges)),
      timelines.map((timeline) => JSON.stringify(timeline.customerNotifications)),
    ],
  );
}

/** Pushes the ticket's card as this transaction leaves it, so boards apply it without asking. */
async function publishCard(
  client: PoolClient,
  publish: ProjectionContext['publish'],
  ticketId: string,
  change: TicketEvent['type'],
): Promise<void> {
  const found = await readTicket(client, ticketId);
  if (found) await publish({ organizationId: found.organizationId, topic: TICKET_CHANGED, payload: { change, ticket: found.ticket } });
}

type Created = Extract<TicketEvent, { type: 'TicketCreated' }>['data'];

async function insertTickets(client: PoolClient, tickets: readonly Created[]): Promise<void> {
  const column = <T>(pick: (ticket: Created) => T) => tickets.map(pick);
  const { rows } = await client.query<{ organization_id: string; service_type: string; owner_key: string }>(
    `insert into wash_records (id, organization_id, status, ppu, vehicle_type, brand, model, color, owner_name, client_id, driver,
                               service_type, observations, end_date, end_time, created_at)
     select id, organization_id, 1, ppu, vehicle_type, brand, model, color, owner_name, client_id, driver,
            service_type, observations, end_date, end_time, created_at
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::uuid[], $10::text[],
                   $11::text[], $12::text[], $13::date[], $14::text[], $15::timestamptz[])
            as t(id, organization_id, ppu, vehicle_type, brand, model, color, owner_name, client_id, driver,
                 service_type, observations, end_date, end_time, created_at)
     on conflict (id) do nothing
     returning organization_id, service_type, lower(owner_name) as owner_key`,
    [
      column((t) => t.ticketId),
      column((t) => t.organizationId),
      column((t) => t.vehicle.ppu),
      column((t) => t.vehicle.type),
      column((t) => t.vehicle.brand),
      column((t) => t.vehicle.model),
      column((t) => t.vehicle.color),
      column((t) => t.vehicle.ownerName),
      column((t) => t.clientId),
      column((t) => t.driver),
      column((t) => t.serviceType),
      column((t) => t.observations),
      column((t) => t.endDate),
      column((t) => t.endTime),
      column((t) => t.createdAt),
    ],
  );
  const counts = new Map<string, { organizationId: string; serviceType: string; count: number }>();
  for (const row of rows) {
    const key = `${row.organization_id}:${row.service_type}`;
    const entry = counts.get(key) ?? { organizationId: row.organization_id, serviceType: row.service_type, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  if (counts.size === 0) return;
  const entries = [...counts.values()];
  await client.query(
    `insert into wash_counts (organization_id, service_type, count)
     select * from unnest($1::uuid[], $2::text[], $3::int[])
     on conflict (organization_id, service_type) do update set count = wash_counts.count + excluded.count`,
    [entries.map((entry) => entry.organizationId), entries.map((entry) => entry.serviceType), entries.map((entry) => entry.count)],
  );
  await client.query(
    `insert into wash_record_owners (organization_id, owner_key)
     select distinct * from unnest($1::uuid[], $2::text[])
     on conflict do nothing`,
    [rows.map((row) => row.organization_id), rows.map((row) => row.owner_key)],
  );
}

interface NetChange {
  id: string;
  status: number;
  employee: { userId: string; employeeNumber: number | null; firstName: string; secondName: string } | null;
  startedAt: string | null;
  finishedAt: string | null;
}

/** What the batch's start/pause/finish events add up to, per ticket, as `apply` would leave it. */
function netChanges(events: readonly Projected<TicketEvent>[]): NetChange[] {
  const byTicket = new Map<string, NetChange>();
  for (const event of events) {
    if (event.type === 'TicketCreated' || event.type === 'TicketCustomerNotified') continue;
    const change = byTicket.get(event.data.ticketId) ?? {
      id: event.data.ticketId,
      status: 0,
      employee: null,
      startedAt: null,
      finishedAt: null,
    };
    switch (event.type) {
      case 'TicketStarted':
        change.status = TICKET_STATUS.inProgress;
        change.employee = event.data.employee;
        change.startedAt ??= event.data.startedAt;
        break;
      case 'TicketPaused':
        change.status = TICKET_STATUS.paused;
        break;
      case 'TicketFinished':
        change.status = TICKET_STATUS.finished;
        change.finishedAt = event.data.finishedAt;
        break;
      default:
        assertNever(event);
    }
    byTicket.set(change.id, change);
  }
  return [...byTicket.values()];
}

async function applyChanges(client: PoolClient, changes: readonly NetChange[]): Promise<void> {
  await client.query(
    `update wash_records w
        set status = c.status,
            employee_id = coalesce(c.employee_id, w.employee_id),
            employee_number = case when c.employee_id is null then w.employee_number else c.employee_number end,
            employee_first_name = coalesce(c.employee_first_name, w.employee_first_name),
            employee_second_name = coalesce(c.employee_second_name, w.employee_second_name),
            started_at = coalesce(w.started_at, c.started_at),
            finished_at = coalesce(c.finished_at, w.finished_at)
       from unnest($1::uuid[], $2::smallint[], $3::uuid[], $4::int[], $5::text[], $6::text[], $7::timestamptz[], $8::timestamptz[])
            as c(id, status, employee_id, employee_number, employee_first_name, employee_second_name, started_at, finished_at)
      where w.id = c.id`,
    [
      changes.map((c) => c.id),
      changes.map((c) => c.status),
      changes.map((c) => c.employee?.userId ?? null),
      changes.map((c) => c.employee?.employeeNumber ?? null),
      changes.map((c) => c.employee?.firstName ?? null),
      changes.map((c) => c.employee?.secondName ?? null),
      changes.map((c) => c.startedAt),
      changes.map((c) => c.finishedAt),
    ],
  );
}
