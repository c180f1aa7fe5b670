-- Up Migration
-- Read model of the `logs` projector: one row per event a person caused (its id is the event's).
-- `description` says what was done; the actor's name is looked up in `users` when the log is read.
create table logs (
  id uuid primary key,
  event_type text not null,
  organization_id uuid,
  actor_id uuid,
  actor_role text,
  description text not null,
  at timestamptz not null
);
create index logs_newest on logs (at desc, id desc);

-- Write-side failures: refused logins, refused commands, stopped projections. No projector owns
-- this table, so a rebuild of `logs` keeps it; rows past the retention are pruned on insert.
create table failure_log (
  id uuid primary key default gen_random_uuid(),
  message text not null,
  created_at timestamptz not null
);
create index failure_log_newest on failure_log (created_at desc, id desc);

-- Down Migration
drop table failure_log;
drop table logs;
