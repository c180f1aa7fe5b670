-- Up Migration
-- The request each client-chosen Idempotency-Key was first used with (a hash of the route, the
-- caller and the validated body), so that the key sent again with another body is refused
-- instead of answering with the first request's result. `command_id` is the key scoped to the
-- caller: the same key from two organizations names two different commands.
create table idempotency_keys (
  command_id uuid primary key,
  request_hash text not null,
  created_at timestamptz not null
);
create index idempotency_keys_by_age on idempotency_keys (created_at);

-- Down Migration
drop table idempotency_keys;
