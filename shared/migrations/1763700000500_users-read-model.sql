-- Up Migration
-- Read model of the `users` projector: who can sign in, and the people lists.
create table users (
  id uuid primary key,
  identification text not null,
  email text not null,
  first_name text not null,
  second_name text not null,
  phone bigint,
  role text not null,
  gender text,
  organization_id uuid,
  employee_number integer,
  enable smallint not null default 1,
  on_board boolean not null default false,
  created_at timestamptz not null,
  deleted_at timestamptz
);
create index users_by_identification on users (lower(identification)) where deleted_at is null;
create index users_by_email on users (lower(email)) where deleted_at is null;
create index users_by_organization on users (organization_id) where deleted_at is null;

-- Down Migration
drop table users;
