-- Up Migration
-- Write-side secrets: never in events. Events only say that a password changed.
create table credentials (
  user_id uuid primary key,
  password_hash text not null,
  updated_at timestamptz not null default now()
);

-- A session per login; the idle timeout and logout are enforced against this row, not the token.
create table sessions (
  id uuid primary key,
  user_id uuid not null,
  organization_id uuid,
  role text not null,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  ended_at timestamptz,
  end_reason text
);
create index sessions_live_by_user on sessions (user_id) where ended_at is null;

-- Failed logins per account, for the per-account rate limit (shared by every API node).
create table login_failures (
  account_key text not null,
  failed_at timestamptz not null
);
create index login_failures_by_account on login_failures (account_key, failed_at);

-- Down Migration
drop table login_failures;
drop table sessions;
drop table credentials;
