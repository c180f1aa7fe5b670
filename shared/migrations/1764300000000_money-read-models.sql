-- Up Migration
-- Read models of the money module, owned by the `money` projector: each organization's billing setup
-- (currency, services, prices, commission rule, payment policy), what each ticket was charged and paid,
-- each payment, each business day's cash close, and each washer's commission per ticket.

create table billing_setups (
  organization_id uuid primary key,
  currency text not null default 'CLP',
  commission_rule jsonb not null default '{"kind":"percent","percent":0}',
  employees_may_record_payments boolean not null default false
);

create table billing_services (
  organization_id uuid not null,
  code text not null,
  name text not null,
  primary key (organization_id, code)
);

-- Every price ever set, in the order it was set (`revision` of the billing stream): the one in force on a day is the latest
-- effective date not after it, the last set on a tie.
create table billing_prices (
  organization_id uuid not null,
  service_code text not null,
  vehicle_group text not null,
  effective_from date not null,
  amount bigint not null,
  currency text not null,
  revision integer not null,
  primary key (organization_id, service_code, vehicle_group, effective_from, revision)
);

create table ticket_charges (
  ticket_id uuid primary key,
  organization_id uuid not null,
  ppu text not null,
  owner_name text not null,
  client_id uuid,
  service_code text not null,
  created_at timestamptz not null,
  finished_at timestamptz,
  finished_day date,
  responsible_id uuid,
  responsible_name text,
  currency text,
  price bigint,
  price_source text,
  discounts bigint not null default 0,
  courtesy boolean not null default false,
  voided boolean not null default false,
  charged bigint not null default 0,
  paid bigint not null default 0,
  washers jsonb,
  -- The commission rule in force when the ticket was finished: a later change of rule leaves it alone.
  commission_rule jsonb
);
create index ticket_charges_by_finished_day on ticket_charges (organization_id, finished_day);
create index ticket_charges_unpaid on ticket_charges (organization_id, finished_at) where finished_at is not null and charged > paid;

create table payments (
  payment_id uuid primary key,
  organization_id uuid not null,
  ticket_id uuid not null,
  business_day date not null,
  method text not null,
  amount bigint not null,
  boleta text not null,
  correction boolean not null,
  recorded_at timestamptz not null,
  recorded_by uuid
);
create index payments_by_day on payments (organization_id, business_day, method);
create index payments_by_ticket on payments (ticket_id);

create table business_days (
  organization_id uuid not null,
  day date not null,
  opening_cash bigint not null default 0,
  opened_at timestamptz,
  closed_at timestamptz,
  closed_by uuid,
  expected jsonb,
  counted jsonb,
  difference jsonb,
  total_difference bigint,
  note text,
  primary key (organization_id, day)
);

create table commission_lines (
  ticket_id uuid not null,
  user_id uuid not null,
  organization_id uuid not null,
  day date not null,
  name text not null,
  percent smallint not null,
  amount bigint not null,
  primary key (ticket_id, user_id)
);
create index commission_lines_by_day on commission_lines (organization_id, day, user_id);

-- Down Migration
drop table commission_lines;
drop table business_days;
drop table payments;
drop table ticket_charges;
drop table billing_prices;
drop table billing_services;
drop table billing_setups;
