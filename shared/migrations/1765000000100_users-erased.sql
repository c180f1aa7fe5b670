-- Up Migration
-- An erased user is kept as a row of erased forms (tickets, money and the log still name their id),
-- marked deleted so that nobody lists, finds or signs in as them.
alter table users add column erased_at timestamptz;

-- Down Migration
alter table users drop column erased_at;
