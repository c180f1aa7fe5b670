-- Up Migration
-- Issue 20, prepaid packs and punch cards. Read models of the `packs` projector: the packs an organization
-- offers, its loyalty rule per service, each pack sold to a plate with its balance, and each wash used from one.
create table pack_offers (
  offer_id uuid primary key,
  organization_id uuid not null,
  name text not null,
  service_codes text[] not null,
  washes integer not null,
  price bigint not null,
  currency text not null,
  valid_days integer not null,
  withdrawn boolean not null default false,
  offered_at timestamptz not null
);
create index pack_offers_by_organization on pack_offers (organization_id, offered_at);

create table loyalty_rules (
  organization_id uuid not null,
  service_code text not null,
  every integer not null,
  primary key (organization_id, service_code)
);

create table packs (
  pack_id uuid primary key,
  organization_id uuid not null,
  offer_id uuid not null,
  name text not null,
  service_codes text[] not null,
  plate text not null,
  washes integer not null,
  used integer not null default 0,
  amount bigint not null,
  currency text not null,
  sold_at timestamptz not null,
  expires_at timestamptz not null,
  expired_at timestamptz,
  expire_reason text,
  refunded_at timestamptz,
  refund_amount bigint,
  refund_reason text
);
create index packs_by_plate on packs (organization_id, plate);
create index packs_by_sale on packs (organization_id, sold_at);

create table pack_washes (
  pack_id uuid not null,
  ticket_id uuid not null,
  used_at timestamptz not null,
  primary key (pack_id, ticket_id)
);

-- The money read model takes a pack's sale and refund as payments of the day's cash: `pack_id` names the pack
-- (`ticket_id` then holds the pack's id too, so the key stays one row per event), with its own currency and plate;
-- a refund is a negative amount. A ticket paid with a pack's wash, or free under the loyalty rule, is charged nothing.
alter table payments add column pack_id uuid, add column currency text, add column ppu text;
alter table ticket_charges add column prepaid text;

-- Down Migration
alter table ticket_charges drop column prepaid;
alter table payments drop column pack_id, drop column currency, drop column ppu;
drop table pack_washes;
drop table packs;
drop table loyalty_rules;
drop table pack_offers;
