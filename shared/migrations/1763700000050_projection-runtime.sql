-- Up Migration
-- One row per projector. `position` is the store position of the last event the projector has
-- committed (null: nothing yet, replay from the start); it is written in the same transaction as
-- the projector's read-model rows. The failure columns describe the event it is stuck on, if any,
-- and are cleared by its next successful batch.
create table projection_checkpoints (
  name text primary key,
  position text,
  updated_at timestamptz not null default now(),
  last_error text,
  failed_position text,
  failed_at timestamptz
);

-- Down Migration
drop table projection_checkpoints;
