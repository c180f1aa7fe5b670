import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import { evolveTicket, newTicketLife, type TicketLife, type TicketStatus } from '@lavado/shared/wash/ticket.lifecycle';
import { TICKET_CHANGED } from '@lavado/shared/wash/ticket-feed';
import { ticketStatus } from '@lavado/shared/wash/ticket-status';
import { foldTicketTimeline } from '@lavado/shared/wash/ticket-timeline';
import type { ProjectionContext } from '../runner/projector';
import { readTickets } from '../read/wash-records';
import type { PoolClient } from '@lavado/shared/db/pool';
import { erasedForms } from '@lavado/shared/privacy/erased-forms';
import { defineProjector } from './define';

/** The ticket events, as their declarations (ticket.events.ts) subscribe this read model to them, and a client's or a user's erasure. */
type Fed = EventFeeding<'wash-records'>;
type Erasure = Extract<Fed, { type: 'ClientErased' }>;
type UserErasure = Extract<Fed, { type: 'UserErased' }>;
type Handled = Exclude<Fed, Erasure | UserErasure>;

/** One row per ticket (the records history and the board, with its timeline), per-service counts and the owners named on tickets. */
export const washRecordsProjector = defineProjector<Fed>()({
  name: 'wash-records',
  tables: ['wash_records', 'wash_counts', 'wash_record_owners'],
  handles: eventTypesFeeding('wash-records'),
  async apply(event, { client, publish, replaying }) {
    if (event.type === 'ClientErased') {
      await eraseClient(client, event.data);
      if (!replaying) await publishCards(client, publish, new Map(event.data.ticketIds.map((ticketId) => [ticketId, event.type])));
      return;
    }
    if (event.type === 'UserErased') {
      await eraseEmployee(client, event.data);
      return;
    }
    await project(client, [event]);
    if (!replaying) await publishCards(client, publish, new Map([[event.data.ticketId, event.type]]));
  },

  /**
   * The same rows as `apply` event by event, in five statements per batch: inserts, counts, owners, and each ticket's life read and
   * written. An erasure in the batch is applied between the events before it (written first) and those after.
   */
  async applyBatch(events, { client, publish, replaying }) {
    const lastChange = new Map<string, Fed['type']>();
    let pending: Handled[] = [];
    for (const event of events) {
      if (event.type !== 'ClientErased' && event.type !== 'UserErased') {
        pending.push(event);
        lastChange.set(event.data.ticketId, event.type);
        continue;
      }
      await project(client, pending);
      pending = [];
      if (event.type === 'UserErased') {
        await eraseEmployee(client, event.data);
        continue;
      }
      await eraseClient(client, event.data);
      for (const ticketId of event.data.ticketIds) lastChange.set(ticketId, event.type);
    }
    await project(client, pending);
    if (!replaying) await publishCards(client, publish, lastChange);
  },
});

/**
 * An erased client's tickets keep their states, times, services and who washed them; what was typed
 * about the customer reads as a rebuild reads it (the erased forms). The owners named on tickets
 * keep only names some ticket still has.
 */
async function eraseClient(client: PoolClient, { organizationId, ticketIds }: Erasure['data']): Promise<void> {
  if (ticketIds.length === 0) return;
  await client.query('update wash_records set ppu = $2, owner_name = $3, driver = $3, observations = $4 where id = any($1::uuid[])', [
    ticketIds,
    erasedForms.plate,
    erasedForms.name,
    erasedForms.freeText,
  ]);
  await client.query(`insert into wash_record_owners (organization_id, owner_key) values ($1, lower($2)) on conflict do nothing`, [
    organizationId,
    erasedForms.name,
  ]);
  await client.query(
    `delete from wash_record_owners o
      where o.organization_id = $1
        and not exists (select 1 from wash_records w where w.organization_id = o.organization_id and lower(w.owner_name) = o.owner_key)`,
    [organizationId],
  );
}

/**
 * An erased employee's tickets keep who took them (their id and employee number), their states and
 * times; the names read as a rebuild reads them. The boards see it at their next read: the feed's
 * rows that carried the name are deleted by the command.
 */
async function eraseEmployee(client: PoolClient, { userId }: UserErasure['data']): Promise<void> {
  await client.query('update wash_records set employee_first_name = $2, employee_second_name = $2 where employee_id = $1', [
    userId,
    erasedForms.name,
  ]);
}

/** New tickets are inserted; every other event is folded, through the ticket's own state machine, into the life its row holds. */
async function project(client: PoolClient, events: readonly Handled[]): Promise<void> {
  if (events.length === 0) return;
  const created = events.flatMap((event) => (event.type === 'TicketCreated' ? [event] : []));
  if (created.length > 0) await insertTickets(client, created);
  // A created ticket's row starts with its creation's timeline; the other events are appended to it.
  await appendTimelines(
    client,
    events.filter((event) => event.type !== 'TicketCreated'),
  );
  for (const event of events) if (event.type === 'TicketDetailsCorrected') await correctDetails(client, event.data);
  const changes = events.filter((event) => event.type !== 'TicketCreated');
  if (changes.length === 0) return;
  const lives = await readLives(client, [...new Set(changes.map((event) => event.data.ticketId))]);
  const voided: string[] = [];
  for (const event of changes) {
    const life = lives.get(event.data.ticketId);
    if (!life) continue;
    const next = evolveTicket(life, event) ?? life;
    if (life.status !== ticketStatus.voided && next.status === ticketStatus.voided) voided.push(event.data.ticketId);
    lives.set(event.data.ticketId, next);
  }
  await writeLives(client, [...lives.values()]);
  await uncountVoided(client, voided);
}

/** 'Total Servicios' counts the services done or under way: a ticket voided (Anulado) leaves its service's count, once. */
async function uncountVoided(client: PoolClient, ticketIds: readonly string[]): Promise<void> {
  if (ticketIds.length === 0) return;
  await client.query(
    `update wash_counts c set count = c.count - v.voided
       from (select organization_id, service_type, count(*)::int as voided from wash_records where id = any($1::uuid[])
              group by organization_id, service_type) v
      where c.organization_id = v.organization_id and c.service_type = v.service_type`,
    [ticketIds],
  );
}

/** Adds each event's state change or customer notice to its ticket's timeline, in event order, one statement for all. */
async function appendTimelines(client: PoolClient, events: readonly Handled[]): Promise<void> {
  if (events.length === 0) return;
  const byTicket = new Map<string, Handled[]>();
  for (const event of events) {
    const ticketEvents = byTicket.get(event.data.ticketId);
    if (ticketEvents) ticketEvents.push(event);
    else byTicket.set(event.data.ticketId, [event]);
  }
  const timelines = [...byTicket.values()].map(foldTicketTimeline);
  await client.query(
    `update wash_records w
        set state_changes = w.state_changes || t.state_changes,
            customer_notifications = w.customer_notifications || t.customer_notifications
       from unnest($1::uuid[], $2::jsonb[], $3::jsonb[]) as t(id, state_changes, customer_notifications)
      where w.id = t.id`,
    [
      [...byTicket.keys()],
      timelines.map((timeline) => JSON.stringify(timeline.stateChanges)),
      timelines.map((timeline) => JSON.stringify(timeline.customerNotifications)),
    ],
  );
}

/** Pushes each ticket's card as this transaction leaves it (read in one statement), so boards apply it without asking. */
async function publishCards(
  client: PoolClient,
  publish: ProjectionContext['publish'],
  changes: ReadonlyMap<string, Fed['type']>,
): Promise<void> {
  if (changes.size === 0) return;
  const found = await readTickets(client, [...changes.keys()]);
  for (const [ticketId, change] of changes) {
    const card = found.get(ticketId);
    if (card) await publish({ organizationId: card.organizationId, topic: TICKET_CHANGED, payload: { change, ticket: card.ticket } });
  }
}

type Creation = Extract<Handled, { type: 'TicketCreated' }>;
type Created = Creation['data'];
type Correction = Extract<Handled, { type: 'TicketDetailsCorrected' }>['data'];

/** A correction writes what it changed over the ticket's row; a corrected owner also joins the owners named on tickets. */
async function correctDetails(client: PoolClient, { ticketId, changes }: Correction): Promise<void> {
  const { ownerName, driver, vehicleType, brand, model, color, delivery, observations } = changes;
  await client.query(
    `update wash_records
        set owner_name = coalesce($2, owner_name), driver = coalesce($3, driver), vehicle_type = coalesce($4, vehicle_type),
            brand = coalesce($5, brand), model = coalesce($6, model), color = coalesce($7, color),
            end_date = coalesce($8::date, end_date), end_time = coalesce($9, end_time), observations = coalesce($10, observations)
      where id = $1`,
    [ticketId, ownerName, driver, vehicleType, brand, model, color, delivery?.endDate, delivery?.endTime, observations].map(
      (value) => value ?? null,
    ),
  );
  if (ownerName === undefined) return;
  await client.query(
    `insert into wash_record_owners (organization_id, owner_key)
     select organization_id, lower($2) from wash_records where id = $1
     on conflict do nothing`,
    [ticketId, ownerName],
  );
}

async function insertTickets(client: PoolClient, creations: readonly Creation[]): Promise<void> {
  const tickets = creations.map((creation) => creation.data);
  const timelines = creations.map((creation) => foldTicketTimeline([creation]));
  const column = <T>(pick: (ticket: Created) => T) => tickets.map(pick);
  const { rows } = await client.query<{ organization_id: string; service_type: string; owner_key: string }>(
    `insert into wash_records (id, organization_id, status, ppu, vehicle_type, brand, model, color, owner_name, client_id, driver,
                               service_type, observations, end_date, end_time, created_at, status_since, state_changes, customer_notifications)
     select id, organization_id, status, ppu, vehicle_type, brand, model, color, owner_name, client_id, driver,
            service_type, observations, end_date, end_time, created_at, created_at, state_changes, customer_notifications
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::uuid[], $10::text[],
                   $11::text[], $12::text[], $13::date[], $14::text[], $15::timestamptz[], $16::smallint[], $17::jsonb[], $18::jsonb[])
            as t(id, organization_id, ppu, vehicle_type, brand, model, color, owner_name, client_id, driver,
                 service_type, observations, end_date, end_time, created_at, status, state_changes, customer_notifications)
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
      column((t) => newTicketLife(t).status),
      timelines.map((timeline) => JSON.stringify(timeline.stateChanges)),
      timelines.map((timeline) => JSON.stringify(timeline.customerNotifications)),
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

interface LifeRow {
  id: string;
  organization_id: string;
  status: TicketStatus;
  employee_id: string | null;
  employee_number: number | null;
  employee_first_name: string | null;
  employee_second_name: string | null;
  started_at: Date | null;
  finished_at: Date | null;
  status_since: Date;
}

async function readLives(client: PoolClient, ticketIds: readonly string[]): Promise<Map<string, TicketLife>> {
  const { rows } = await client.query<LifeRow>(
    `select id, organization_id, status, employee_id, employee_number, employee_first_name, employee_second_name, started_at, finished_at, status_since
       from wash_records where id = any($1::uuid[])`,
    [ticketIds],
  );
  return new Map(rows.map((row) => [row.id, lifeOf(row)]));
}

function lifeOf(row: LifeRow): TicketLife {
  return {
    ticketId: row.id,
    organizationId: row.organization_id,
    status: row.status,
    responsible: row.employee_id
      ? {
          userId: row.employee_id,
          employeeNumber: row.employee_number,
          firstName: row.employee_first_name ?? '',
          secondName: row.employee_second_name ?? '',
        }
      : null,
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
    statusSince: row.status_since.toISOString(),
  };
}

async function writeLives(client: PoolClient, lives: readonly TicketLife[]): Promise<void> {
  await client.query(
    `update wash_records w
        set status = l.status, employee_id = l.employee_id, employee_number = l.employee_number,
            employee_first_name = l.employee_first_name, employee_second_name = l.employee_second_name,
            started_at = l.started_at, finished_at = l.finished_at, status_since = l.status_since
       from unnest($1::uuid[], $2::smallint[], $3::uuid[], $4::int[], $5::text[], $6::text[], $7::timestamptz[], $8::timestamptz[], $9::timestamptz[])
            as l(id, status, employee_id, employee_number, employee_first_name, employee_second_name, started_at, finished_at, status_since)
      where w.id = l.id`,
    [
      lives.map((life) => life.ticketId),
      lives.map((life) => life.status),
      lives.map((life) => life.responsible?.userId ?? null),
      lives.map((life) => life.responsible?.employeeNumber ?? null),
      lives.map((life) => life.responsible?.firstName ?? null),
      lives.map((life) => life.responsible?.secondName ?? null),
      lives.map((life) => life.startedAt),
      lives.map((life) => life.finishedAt),
      lives.map((life) => life.statusSince),
    ],
  );
}
