-- Up Migration
-- Stream names that would hold a personal value (a plate, a RUT, an e-mail) hold a random id instead
-- (docs/privacy.md, "Nombres de stream seudónimos"). The value is found through this table by its
-- keyed hash (HMAC-SHA-256 under a key kept in data_keys), never stored here; erasing a person deletes
-- their rows, after which nothing links the value to the stream that held it.
create table stream_pseudonyms (
  value_hash bytea primary key,
  stream_id text not null unique,
  created_at timestamptz not null default now()
);

-- An erased client is kept as a row of erased forms (tickets and money still name its id), but is
-- no longer listed.
alter table clients add column erased_at timestamptz;

-- The stream a vehicle row comes from, by which an erasure names it (its plate is what is erased).
alter table vehicles add column stream_id text;

-- Down Migration
alter table vehicles drop column stream_id;
alter table clients drop column erased_at;
drop table stream_pseudonyms;
