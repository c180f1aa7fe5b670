-- Up Migration
-- The owners named on an organization's records, one row each: the records search first finds the
-- owners whose name holds the typed text here (a few thousand names, however many tickets), then
-- the tickets of those owners by index. A trigram index over every ticket could not serve terms of
-- one or two letters and made the search scan the whole organization for them.
create table wash_record_owners (
  organization_id uuid not null,
  owner_key text not null,
  primary key (organization_id, owner_key)
);
create index wash_record_owners_by_text on wash_record_owners using gin (owner_key gin_trgm_ops);
insert into wash_record_owners (organization_id, owner_key)
select distinct organization_id, lower(owner_name) from wash_records;

create index wash_records_by_owner_key on wash_records (organization_id, lower(owner_name));
drop index wash_records_by_owner;

-- Down Migration
create index wash_records_by_owner on wash_records using gin (lower(owner_name) gin_trgm_ops);
drop index wash_records_by_owner_key;
drop table wash_record_owners;
