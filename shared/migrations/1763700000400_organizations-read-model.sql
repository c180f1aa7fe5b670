-- Up Migration
-- Read model of the `organizations` projector.
create table organizations (
  id uuid primary key,
  name text not null,
  identification text not null,
  domain text not null,
  enable smallint not null default 1,
  parent_id uuid,
  expirate_at timestamptz,
  created_at timestamptz not null,
  deleted_at timestamptz
);
create index organizations_listed on organizations (name) where deleted_at is null;

-- Down Migration
drop table organizations;
