import { ticketEventTypes, type TicketEvent } from '@lavado/shared/wash/ticket.events';
import { evolveTicket, newTicketLife } from '@lavado/shared/wash/ticket.lifecycle';
import { DURATION_BUCKET_COUNT, durationBucket, isTimedStatus } from '@lavado/shared/wash/state-thresholds';
import type { PoolClient } from '@lavado/shared/db/pool';
import { defineProjector, type Projected } from './define';

/**
 * How long an organization's tickets stay in each state, per service (ticket_state_durations), from
 * which the board's amber and red time-in-state thresholds are read. Each ticket's current state and
 * since when are kept in ticket_state_clock; every change of state adds the time spent in the state
 * it leaves as one sample.
 *
 * Poison-tolerant: the API refuses bad data, but an event this projector cannot time (a ticket it
 * never saw created, an unreadable or backwards instant) adds no sample instead of stopping the runner.
 */
export const ticketDurationsProjector = defineProjector<TicketEvent>()({
  name: 'ticket-durations',
  tables: ['ticket_state_durations', 'ticket_state_clock'],
  handles: ticketEventTypes,
  async apply(event, { client }) {
    await project(client, event);
  },
});

interface ClockRow {
  organization_id: string;
  service_type: string;
  status: number;
  since: Date;
  revision: number;
}

async function project(client: PoolClient, event: Projected<TicketEvent>): Promise<void> {
  if (event.type === 'TicketCreated') {
    const life = newTicketLife(event.data);
    const since = instant(life.statusSince) ?? instant(event.createdAt);
    if (!since) return;
    await client.query(
      `insert into ticket_state_clock (ticket_id, organization_id, service_type, status, since, revision)
       values ($1, $2, $3, $4, $5, $6) on conflict (ticket_id) do nothing`,
      [life.ticketId, life.organizationId, event.data.serviceType, life.status, since.toISOString(), event.revision],
    );
    return;
  }
  const { rows } = await client.query<ClockRow>(
    'select organization_id, service_type, status, since, revision from ticket_state_clock where ticket_id = $1 for update',
    [event.data.ticketId],
  );
  const clock = rows[0];
  // A ticket never seen created, or an event already counted.
  if (!clock || event.revision <= clock.revision) return;

  const { status: left } = clock;
  const next = evolveTicket(
    {
      ticketId: event.data.ticketId,
      organizationId: clock.organization_id,
      status: isTimedStatus(left) ? left : 4,
      responsible: null,
      startedAt: null,
      finishedAt: null,
      statusSince: clock.since.toISOString(),
    },
    event,
  );
  const changedAt = next ? instant(next.statusSince) : null;
  if (!next || !changedAt) return;

  const seconds = Math.floor((changedAt.getTime() - clock.since.getTime()) / 1000);
  if (isTimedStatus(left) && seconds >= 0) {
    await client.query(
      `insert into ticket_state_durations (organization_id, service_type, status, samples, total_seconds, buckets)
       values ($1, $2, $3, 1, $4, $5::int[])
       on conflict (organization_id, service_type, status) do update
         set samples = ticket_state_durations.samples + 1,
             total_seconds = ticket_state_durations.total_seconds + excluded.total_seconds,
             buckets = (select array_agg(a + b order by i) from unnest(ticket_state_durations.buckets, excluded.buckets) with ordinality as u(a, b, i))`,
      [clock.organization_id, clock.service_type, left, seconds, oneSample(durationBucket(seconds))],
    );
  }
  await client.query('update ticket_state_clock set status = $2, since = $3, revision = $4 where ticket_id = $1', [
    event.data.ticketId,
    next.status,
    // A clock never runs backwards: a sample that could not be counted still moves the state on.
    new Date(Math.max(changedAt.getTime(), clock.since.getTime())).toISOString(),
    event.revision,
  ]);
}

function oneSample(bucket: number): number[] {
  return Array.from({ length: DURATION_BUCKET_COUNT }, (_, index) => (index === bucket ? 1 : 0));
}

function instant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
