-- Up Migration
-- The money read models learn whether an organization's currency is fixed (a ticket was priced, docs/money.md),
-- which currency each day's cash close and each commission line is in, and keep every change of a finished ticket's washers recorded
-- after its day's cash was closed, with the reason given.
alter table billing_setups add column currency_locked boolean not null default false;
alter table business_days add column currency text;
-- Each commission line in the currency of the ticket it was earned on (null for an unpriced ticket: the organization's),
-- so reports sum per currency without joining the tickets.
alter table commission_lines add column currency text;
update commission_lines c set currency = t.currency from ticket_charges t where t.ticket_id = c.ticket_id;
-- Closes projected before this migration take the organization's currency now; `npm run projections:rebuild -- money`
-- gives each the currency it had when it was closed.
update business_days d set currency = s.currency from billing_setups s where s.organization_id = d.organization_id and d.closed_at is not null;

create table commission_changes (
  ticket_id uuid not null,
  -- The revision of the change on the ticket's stream.
  revision integer not null,
  organization_id uuid not null,
  -- The business day the ticket was finished, whose close the change came after.
  day date not null,
  changed_at timestamptz not null,
  changed_by uuid,
  before jsonb not null,
  after jsonb not null,
  reason text,
  primary key (ticket_id, revision)
);
create index commission_changes_by_day on commission_changes (organization_id, day);

-- Down Migration
drop table commission_changes;
alter table commission_lines drop column currency;
alter table business_days drop column currency;
alter table billing_setups drop column currency_locked;
