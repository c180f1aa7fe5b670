-- Up Migration
-- Read models of the car-wash module: clients, vehicles, wash records (one row per ticket) and
-- per-service counts for the dashboard. Owned by the clients, vehicles and wash-records projectors.
create extension if not exists pg_trgm;

create table clients (
  id uuid primary key,
  organization_id uuid not null,
  name text not null,
  type char(1) not null,
  identification text not null,
  contact_name text not null,
  address text not null,
  email text not null,
  phone bigint not null,
  vehicles_count integer not null default 0,
  last_service_at timestamptz,
  created_at timestamptz not null
);
create index clients_by_organization on clients (organization_id, lower(name));

create table vehicles (
  organization_id uuid not null,
  ppu text not null,
  client_id uuid,
  type text not null,
  brand text not null,
  model text not null,
  color text not null,
  created_at timestamptz not null,
  primary key (organization_id, ppu)
);
create index vehicles_by_client on vehicles (organization_id, client_id);

create table wash_records (
  id uuid primary key,
  organization_id uuid not null,
  status smallint not null,
  ppu text not null,
  vehicle_type text not null,
  brand text not null,
  model text not null,
  color text not null,
  owner_name text not null,
  client_id uuid,
  driver text not null,
  service_type text not null,
  observations text not null,
  end_date date not null,
  end_time text not null,
  created_at timestamptz not null,
  employee_id uuid,
  employee_number integer,
  employee_first_name text,
  employee_second_name text,
  started_at timestamptz,
  finished_at timestamptz
);
create index wash_records_newest on wash_records (organization_id, created_at desc, id desc);
create index wash_records_by_plate on wash_records (organization_id, ppu text_pattern_ops);
create index wash_records_by_owner on wash_records using gin (lower(owner_name) gin_trgm_ops);
create index wash_records_open on wash_records (organization_id, end_date, end_time) where status < 4;

create table wash_counts (
  organization_id uuid not null,
  service_type text not null,
  count integer not null,
  primary key (organization_id, service_type)
);

-- Employees have no identification until they are given one; such users cannot start tickets.
alter table users alter column identification drop not null;

-- Down Migration
alter table users alter column identification set not null;
drop table wash_counts;
drop table wash_records;
drop table vehicles;
drop table clients;
