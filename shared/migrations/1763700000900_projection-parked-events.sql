-- Up Migration
-- What an operator has done about an event a projector could not apply: the event is passed over
-- by that projector only (its other readers and the event store keep it), with who, when and why.
-- `npm run projections:park` writes these rows; nothing else does.
create table projection_parked_events (
  projector text not null,
  event_id uuid not null,
  position text not null,
  event_type text not null,
  stream_id text not null,
  error text,
  reason text not null,
  parked_by text not null,
  parked_at timestamptz not null default now(),
  primary key (projector, event_id)
);

-- The event a projector is stuck on, named so that health checks and the SA can say which.
alter table projection_checkpoints
  add column failed_event_id uuid,
  add column failed_event_type text,
  add column failed_stream_id text;

-- Down Migration
alter table projection_checkpoints drop column failed_event_id, drop column failed_event_type, drop column failed_stream_id;
drop table projection_parked_events;
