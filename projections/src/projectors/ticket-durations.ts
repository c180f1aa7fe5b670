import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import { evolveTicket, newTicketLife } from '@lavado/shared/wash/ticket.lifecycle';
import { ticketStreamDeclarationOf } from '@lavado/shared/wash/ticket-stream.event-catalog';
import { DURATION_BUCKET_COUNT, durationBucket, isTimedStatus } from '@lavado/shared/wash/state-thresholds';
import type { PoolClient } from '@lavado/shared/db/pool';
import { defineProjector, type Projected } from './define';

/** The ticket events, as their declarations (ticket.events.ts) subscribe this read model to them. */
type Handled = EventFeeding<'ticket-durations'>;

/**
 * How long an organization's tickets stay in each state, per service (ticket_state_durations), from
 * which the board's amber and red time-in-state thresholds are read. Each ticket's current state and
 * since when are kept in ticket_state_clock; every change of state adds the time spent in the state
 * it leaves as one sample.
 *
 * Poison-tolerant: the API refuses bad data, but an event this projector cannot time (a ticket it
 * never saw created, an unreadable or backwards instant) adds no sample instead of stopping the runner.
 */
export const ticketDurationsProjector = defineProjector<Handled>()({
  name: 'ticket-durations',
  tables: ['ticket_state_durations', 'ticket_state_clock'],
  handles: eventTypesFeeding('ticket-durations'),
  // One event is a batch of one, so the two ways of applying cannot drift apart.
  apply: (event, { client }) => project(client, [event]),

  /** The same rows as `apply` event by event: the batch's clocks read in one query, folded in memory, written in two statements. */
  applyBatch: (events, { client }) => project(client, events),
});

/** Where a ticket stands, as ticket_state_clock keeps it. */
interface Clock {
  ticketId: string;
  organizationId: string;
  serviceType: string;
  status: number;
  since: Date;
  /** The stream revision of the last event applied: an event is counted once. */
  revision: number;
}

/** The time one ticket spent in the state it left. */
interface Sample {
  organizationId: string;
  serviceType: string;
  status: number;
  seconds: number;
}

/** What one event does to its ticket's clock (undefined: leaves it as it was) and the sample it adds, if any. */
function stepClock(clock: Clock | undefined, event: Projected<Handled>): { clock?: Clock; sample?: Sample } {
  if (event.type === 'TicketCreated') {
    if (clock) return {};
    const life = newTicketLife(event.data);
    const since = instant(life.statusSince) ?? instant(event.createdAt);
    if (!since) return {};
    return {
      clock: {
        ticketId: life.ticketId,
        organizationId: life.organizationId,
        serviceType: event.data.serviceType,
        status: life.status,
        since,
        revision: event.revision,
      },
    };
  }
  // A ticket never seen created, or an event already counted.
  if (!clock || event.revision <= clock.revision) return {};
  // An event that changes no state (telling the customer) ends no time in a state: the clock runs on.
  if (!ticketStreamDeclarationOf(event)?.lifecycle) return { clock: { ...clock, revision: event.revision } };

  const { status: left } = clock;
  const next = evolveTicket(
    {
      ticketId: event.data.ticketId,
      organizationId: clock.organizationId,
      status: isTimedStatus(left) ? left : 4,
      responsible: null,
      startedAt: null,
      finishedAt: null,
      statusSince: clock.since.toISOString(),
    },
    event,
  );
  const changedAt = next ? instant(next.statusSince) : null;
  if (!next || !changedAt) return {};

  const seconds = Math.floor((changedAt.getTime() - clock.since.getTime()) / 1000);
  return {
    clock: {
      ...clock,
      status: next.status,
      // A clock never runs backwards: a sample that could not be counted still moves the state on.
      since: new Date(Math.max(changedAt.getTime(), clock.since.getTime())),
      revision: event.revision,
    },
    ...(isTimedStatus(left) && seconds >= 0
      ? { sample: { organizationId: clock.organizationId, serviceType: clock.serviceType, status: left, seconds } }
      : {}),
  };
}

/** The samples of one organization × service × state, added up. */
interface Durations {
  organizationId: string;
  serviceType: string;
  status: number;
  samples: number;
  totalSeconds: number;
  buckets: number[];
}

async function project(client: PoolClient, events: readonly Projected<Handled>[]): Promise<void> {
  if (events.length === 0) return;
  const clocks = await readClocks(client, [...new Set(events.map((event) => event.data.ticketId))]);
  const moved = new Set<string>();
  const durations = new Map<string, Durations>();
  for (const event of events) {
    const { clock, sample } = stepClock(clocks.get(event.data.ticketId), event);
    if (clock) {
      clocks.set(clock.ticketId, clock);
      moved.add(clock.ticketId);
    }
    if (sample) addSample(durations, sample);
  }
  await writeClocks(
    client,
    [...moved].map((ticketId) => clocks.get(ticketId)!),
  );
  await addDurations(client, [...durations.values()]);
}

function addSample(durations: Map<string, Durations>, sample: Sample): void {
  const key = `${sample.organizationId}|${sample.serviceType}|${sample.status}`;
  let entry = durations.get(key);
  if (!entry) {
    entry = { ...sample, samples: 0, totalSeconds: 0, buckets: Array.from({ length: DURATION_BUCKET_COUNT }, () => 0) };
    durations.set(key, entry);
  }
  entry.samples += 1;
  entry.totalSeconds += sample.seconds;
  entry.buckets[durationBucket(sample.seconds)]! += 1;
}

interface ClockRow {
  ticket_id: string;
  organization_id: string;
  service_type: string;
  status: number;
  since: Date;
  revision: number;
}

async function readClocks(client: PoolClient, ticketIds: readonly string[]): Promise<Map<string, Clock>> {
  const { rows } = await client.query<ClockRow>(
    'select ticket_id, organization_id, service_type, status, since, revision from ticket_state_clock where ticket_id = any($1::uuid[])',
    [ticketIds],
  );
  return new Map(
    rows.map((row) => [
      row.ticket_id,
      {
        ticketId: row.ticket_id,
        organizationId: row.organization_id,
        serviceType: row.service_type,
        status: row.status,
        since: row.since,
        revision: row.revision,
      },
    ]),
  );
}

async function writeClocks(client: PoolClient, clocks: readonly Clock[]): Promise<void> {
  if (clocks.length === 0) return;
  await client.query(
    `insert into ticket_state_clock (ticket_id, organization_id, service_type, status, since, revision)
     select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::smallint[], $5::timestamptz[], $6::int[])
     on conflict (ticket_id) do update set status = excluded.status, since = excluded.since, revision = excluded.revision`,
    [
      clocks.map((clock) => clock.ticketId),
      clocks.map((clock) => clock.organizationId),
      clocks.map((clock) => clock.serviceType),
      clocks.map((clock) => clock.status),
      clocks.map((clock) => clock.since.toISOString()),
      clocks.map((clock) => clock.revision),
    ],
  );
}

async function addDurations(client: PoolClient, durations: readonly Durations[]): Promise<void> {
  if (durations.length === 0) return;
  await client.query(
    `insert into ticket_state_durations (organization_id, service_type, status, samples, total_seconds, buckets)
     select organization_id, service_type, status, samples, total_seconds, buckets::int[]
       from unnest($1::uuid[], $2::text[], $3::smallint[], $4::int[], $5::bigint[], $6::text[])
            as t(organization_id, service_type, status, samples, total_seconds, buckets)
     on conflict (organization_id, service_type, status) do update
       set samples = ticket_state_durations.samples + excluded.samples,
           total_seconds = ticket_state_durations.total_seconds + excluded.total_seconds,
           buckets = (select array_agg(a + b order by i) from unnest(ticket_state_durations.buckets, excluded.buckets) with ordinality as u(a, b, i))`,
    [
      durations.map((entry) => entry.organizationId),
      durations.map((entry) => entry.serviceType),
      durations.map((entry) => entry.status),
      durations.map((entry) => entry.samples),
      durations.map((entry) => entry.totalSeconds),
      // One int[] literal per row: unnest would flatten a two-dimensional array.
      durations.map((entry) => `{${entry.buckets.join(',')}}`),
    ],
  );
}

function instant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
