-- Up Migration
-- The months an organization keeps inactive clients (docs/privacy.md, "Plazo de conservación"); no row:
-- the default. Owned by the organizations projector.
create table organization_client_retention (
  organization_id uuid primary key,
  months integer not null
);

-- The retention job looks for clients by their last service, or their registration if they have none.
create index clients_inactive on clients ((coalesce(last_service_at, created_at))) where erased_at is null;

-- Down Migration
drop index clients_inactive;
drop table organization_client_retention;
