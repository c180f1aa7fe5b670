-- Up Migration
-- Changes pushed to browsers. Written by projectors inside their transaction; read by the gateways
-- in (transaction_id, position) order, only below the oldest running transaction, so a feed row of a
-- slow transaction is never skipped (the same rule as the event store).
create table realtime_feed (
  position bigint generated always as identity,
  transaction_id xid8 not null default pg_current_xact_id(),
  organization_id uuid not null,
  topic text not null,
  payload jsonb not null,
  created_at timestamptz not null default now(),
  primary key (position)
);
create index realtime_feed_read_order on realtime_feed (transaction_id, position);
create index realtime_feed_by_organization on realtime_feed (organization_id, transaction_id, position);

-- Down Migration
drop table realtime_feed;
