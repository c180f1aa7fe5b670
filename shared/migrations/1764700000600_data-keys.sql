-- Up Migration
-- Crypto-shredding (docs/privacy.md, "Cifrado y borrado"): one AES-256 key per data subject (a client, a
-- user, a walk-in ticket…), with which every personal value of theirs is encrypted in the events. Erasing
-- the subject deletes its row; its values then read as erased. Each key is stored wrapped (AES-256-GCM)
-- by the master key from the configuration (DATA_KEY, or DATA_DIR/data-key), never in plain.
create table data_keys (
  key_id uuid primary key,
  subject_kind text not null,
  subject_id text not null,
  -- nonce ‖ encrypted key ‖ tag, bound to key_id.
  wrapped_key bytea not null,
  -- Which master key wrapped it (a fingerprint, not the key): a wrong DATA_KEY is refused at start
  -- instead of every value reading as erased, and a rotation finds the rows it has not re-wrapped yet.
  master_key_id text not null,
  created_at timestamptz not null default now(),
  unique (subject_kind, subject_id)
);

-- The one sanctioned rewrite of the event log, `npm run privacy:encrypt-log`: who ran it, when, and what it changed.
create table event_log_rewrites (
  id uuid primary key,
  purpose text not null,
  performed_by text not null,
  started_at timestamptz not null,
  finished_at timestamptz,
  events_examined bigint not null default 0,
  events_rewritten bigint not null default 0,
  values_encrypted bigint not null default 0
);

-- Down Migration
drop table event_log_rewrites;
drop table data_keys;
