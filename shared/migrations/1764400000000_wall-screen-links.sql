-- Up Migration
-- Read-only wall-screen links (docs/security.md, rule 47). Write-side: only the SHA-256 of the
-- link's 256-bit token is kept; the events of each link's stream say who created and revoked it.
-- A link's sessions carry the link's id as their user id, so revoking it ends them through the
-- same epoch as a deactivated user's.
create table wall_screen_links (
  id uuid primary key,
  organization_id uuid not null,
  token_hash text not null unique,
  created_by uuid not null,
  created_at timestamptz not null,
  revoked_at timestamptz
);
create index wall_screen_links_active_by_organization on wall_screen_links (organization_id, created_at) where revoked_at is null;

-- Down Migration
drop table wall_screen_links;
