-- Up Migration
-- A mail's set-password link carries a secret token: the outbox keeps it sealed (encrypted with a
-- key derived from the JWT secret) only until the mail is sent, the link used or replaced, and
-- never in plain form. The token's hash, owner and purpose say the link's state (Pendiente,
-- Usado, Vencido) and let the SA send a fresh one.
alter table mail_outbox
  add column token_hash text,
  add column user_id uuid,
  add column purpose text,
  add column link_used_at timestamptz;
create index mail_outbox_by_token on mail_outbox (token_hash) where token_hash is not null;

-- Links written before this change were plain: they cannot be sealed here, so they are erased (the
-- SA can send a fresh one).
update mail_outbox set link = null where link is not null;

-- Down Migration
drop index mail_outbox_by_token;
alter table mail_outbox drop column token_hash, drop column user_id, drop column purpose, drop column link_used_at;
