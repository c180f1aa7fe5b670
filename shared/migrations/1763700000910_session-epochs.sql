-- Up Migration
-- A counter per user and per organization, raised whenever all of its sessions must end (password
-- change, deactivation, deletion, role change; an organization disabled or deleted). A session
-- records the counters it was created under and is live only while they are unchanged, so a login
-- that raced the change (it read the account before, created its session after) is born ended.
create table session_epochs (
  subject_id uuid primary key,
  epoch bigint not null
);

alter table sessions
  add column user_epoch bigint not null default 0,
  add column organization_epoch bigint not null default 0;

create index sessions_live_by_organization on sessions (organization_id) where ended_at is null;

-- Down Migration
drop index sessions_live_by_organization;
alter table sessions drop column user_epoch, drop column organization_epoch;
drop table session_epochs;
