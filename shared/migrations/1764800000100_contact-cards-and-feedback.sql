-- Up Migration
-- Issue 20. The car wash's own contact card, read model of the `organizations` projector: what the
-- AD set (null where nothing was), the logo's bytes in base64 with the type read from them.
create table organization_contact_cards (
  organization_id uuid primary key,
  public_name text,
  phone bigint,
  whatsapp bigint,
  address text not null default '',
  opening_hours text not null default '',
  logo_content_type text,
  logo_data text,
  logo_width integer,
  logo_height integer
);

-- The customers' answers after the wash, read model of the `ticket-feedback` projector: one per ticket.
create table ticket_feedback (
  ticket_id uuid primary key,
  organization_id uuid not null,
  score smallint not null,
  comment text not null,
  given_at timestamptz not null
);
create index ticket_feedback_by_organization on ticket_feedback (organization_id, given_at);

-- Down Migration
drop table ticket_feedback;
drop table organization_contact_cards;
