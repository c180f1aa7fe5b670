-- Up Migration
-- Issue 20, photo check-in. Read model of the `check-ins` projector: one check-in per ticket (its
-- photos and signature named by sha-256), whether a claim holds it, and when it was deleted.
create table check_ins (
  ticket_id uuid primary key,
  organization_id uuid not null,
  photos jsonb not null,
  signature_hash text not null,
  signature_line text not null,
  signed_at timestamptz not null,
  delete_after timestamptz not null,
  claim_open boolean not null default false,
  deleted_at timestamptz
);
create index check_ins_due on check_ins (delete_after) where deleted_at is null and claim_open = false;

-- A claim may be opened before the photos are taken: it holds whatever check-in the ticket gets.
create table ticket_claims (
  ticket_id uuid primary key,
  opened_at timestamptz not null
);

-- Every live reference to a stored file: a file no row names may be deleted from the photo store.
create table check_in_files (
  hash text not null,
  ticket_id uuid not null,
  primary key (hash, ticket_id)
);
create index check_in_files_by_ticket on check_in_files (ticket_id);

-- The AD's check-in policy (read model of the `organizations` projector); no row: the defaults.
create table organization_check_in_policies (
  organization_id uuid primary key,
  services text[] not null,
  retention_days integer not null
);

-- Down Migration
drop table organization_check_in_policies;
drop table check_in_files;
drop table ticket_claims;
drop table check_ins;
