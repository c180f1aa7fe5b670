-- Up Migration
-- The accountability log (Ley 21.719; docs/privacy.md, "Registro de accesos"): one row per read of a
-- person's full record, export or erasure, written by the API in the request that did it (a read is
-- no domain fact, so it is no event). It names people by id only; `reason` is what the caller typed
-- as the motive (or an erasure's reason). No projector owns it: a rebuild keeps it. Rows past the
-- retention are pruned on insert.
create table personal_data_access (
  id uuid primary key default gen_random_uuid(),
  at timestamptz not null,
  organization_id uuid,
  actor_id uuid not null,
  actor_role text not null,
  what text not null check (what in ('read', 'export', 'erasure')),
  action text not null,
  subject_kind text not null check (subject_kind in ('client', 'user')),
  subject_id uuid not null,
  reason text
);
create index personal_data_access_newest on personal_data_access (at desc, id desc);
create index personal_data_access_by_organization on personal_data_access (organization_id, at desc, id desc);
create index personal_data_access_by_subject on personal_data_access (subject_id);

-- Down Migration
drop table personal_data_access;
