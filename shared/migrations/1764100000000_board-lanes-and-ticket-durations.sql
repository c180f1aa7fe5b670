-- Up Migration

-- When each ticket entered its current state: the board's time-in-state. Rows written before this
-- column get the best the row knows (a rebuild of wash-records makes it exact).
alter table wash_records add column status_since timestamptz;
update wash_records
   set status_since = case status when 1 then created_at when 4 then coalesce(finished_at, created_at)
                                  else coalesce(started_at, created_at) end;
alter table wash_records alter column status_since set not null;

-- The board's "Finalizado hoy" lane reads the tickets an organization finished since midnight.
create index wash_records_finished on wash_records (organization_id, finished_at) where status = 4;

-- ticket-durations: how long an organization's tickets stay in each state, per service. Each left
-- state adds a sample: the count, the sum of seconds and a histogram of fixed buckets (the upper
-- bounds are in projections/src/projectors/ticket-durations.ts) from which percentiles are read.
create table ticket_state_durations (
  organization_id uuid not null,
  service_type text not null,
  status smallint not null,
  samples integer not null,
  total_seconds bigint not null,
  buckets integer[] not null,
  primary key (organization_id, service_type, status)
);

-- Where each ticket stands, for the projector alone: the state it is in and since when.
create table ticket_state_clock (
  ticket_id uuid primary key,
  organization_id uuid not null,
  service_type text not null,
  status smallint not null,
  since timestamptz not null,
  -- The stream revision of the last event applied: an event is counted once.
  revision integer not null
);

-- Down Migration
drop table ticket_state_clock;
drop table ticket_state_durations;
drop index wash_records_finished;
alter table wash_records drop column status_since;
