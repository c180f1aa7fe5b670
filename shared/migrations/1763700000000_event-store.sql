-- Up Migration
-- The PostgreSQL event store (docs/architecture.md, "The event store contract"). Readers of all events go in
-- (transaction_id, global_position) order and only below the oldest running transaction, because
-- identity values are handed out before commit: a plain `global_position > last` reader would skip
-- an event whose transaction commits after a later one.
create table events (
  global_position bigint generated always as identity,
  transaction_id xid8 not null default pg_current_xact_id(),
  stream_id text not null,
  stream_revision bigint not null,
  event_id uuid not null unique,
  type text not null,
  data jsonb not null,
  metadata jsonb not null,
  created_at timestamptz not null default now(),
  primary key (stream_id, stream_revision)
);
create index events_read_order on events (transaction_id, global_position);

-- Down Migration
drop table events;
