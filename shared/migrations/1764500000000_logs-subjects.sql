-- Up Migration
-- What a log row names only by id (a user, an organization, a client, a ticket's vehicle) is shown
-- by name: `subject_kind`/`subject_id` say where to read it when the log is read. `ticket_id` links
-- a wash ticket's rows to its record. Rows projected before this migration have none of them until
-- `npm run projections:rebuild -- logs`.
alter table logs add column subject_kind text, add column subject_id uuid, add column ticket_id uuid;
create index logs_by_organization on logs (organization_id, at desc, id desc);

-- Down Migration
drop index logs_by_organization;
alter table logs drop column subject_kind, drop column subject_id, drop column ticket_id;
