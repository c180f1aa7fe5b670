-- Up Migration
-- A refused command's row says who tried it and in which organization, so the SA's Logs show the
-- organization and its filter keeps the organization's refusals. Rows written before have neither.
alter table failure_log add column actor_id uuid, add column organization_id uuid;
create index failure_log_by_organization on failure_log (organization_id, created_at desc, id desc) where organization_id is not null;

-- Down Migration
drop index failure_log_by_organization;
alter table failure_log drop column actor_id, drop column organization_id;
