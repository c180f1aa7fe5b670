-- Up Migration
-- Users the SA creates have no identification: they sign in with their e-mail.
alter table users alter column identification drop not null;

-- Set-password links (invitation and recovery). Only the SHA-256 of the token is kept; one live
-- link per user (a newer one replaces the older); deleted when used.
create table password_tokens (
  user_id uuid primary key,
  token_hash text not null unique,
  purpose text not null check (purpose in ('invite', 'reset')),
  expires_at timestamptz not null,
  created_at timestamptz not null
);

-- Every mail the platform sends, kept even when it cannot be sent (retried until sent_at is set).
create table mail_outbox (
  id uuid primary key,
  "to" text not null,
  subject text not null,
  text text not null,
  link text,
  created_at timestamptz not null,
  sent_at timestamptz,
  error text
);
create index mail_outbox_pending on mail_outbox (created_at) where sent_at is null;
create index mail_outbox_newest on mail_outbox (created_at desc);

-- Recovery requests and wrong current passwords per account, for the per-account limits (shared
-- by every API node).
create table account_attempts (
  kind text not null,
  account_key text not null,
  attempted_at timestamptz not null
);
create index account_attempts_by_account on account_attempts (kind, account_key, attempted_at);

-- Down Migration
drop table account_attempts;
drop table mail_outbox;
drop table password_tokens;
update users set identification = '' where identification is null;
alter table users alter column identification set not null;
