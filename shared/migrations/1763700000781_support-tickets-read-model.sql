-- Up Migration
-- Read model of the `support-tickets` projector: one row per support ticket. `state`: 0 Creado,
-- 1 En progreso, 2 Cerrado; `response` is what the SA last wrote to the author.
create table support_tickets (
  id uuid primary key,
  ticket_number integer not null unique,
  organization_id uuid not null,
  author_id uuid not null,
  type text not null,
  issue text not null,
  description text not null,
  state smallint not null default 0,
  response text,
  created_at timestamptz not null,
  started_at timestamptz,
  closed_at timestamptz
);
create index support_tickets_by_organization on support_tickets (organization_id, created_at desc, id desc);
create index support_tickets_newest on support_tickets (created_at desc, id desc);

-- Down Migration
drop table support_tickets;
