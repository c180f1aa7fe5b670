-- Up Migration
-- What each client agreed to, per purpose (docs/privacy.md, "Consentimiento por finalidad"): clients
-- registered before consent was asked keep service messages and never agreed to marketing.
alter table clients add column consent_service_messages boolean not null default true;
alter table clients add column consent_marketing boolean not null default false;

-- Bloqueo temporal: a blocked client's row is kept but left out of the lists, the notices and the
-- exports until unblocked (docs/privacy.md, "Bloqueo temporal"). The reason is what the AD typed.
alter table clients add column blocked_at timestamptz;
alter table clients add column block_reason text;

-- Down Migration
alter table clients drop column block_reason;
alter table clients drop column blocked_at;
alter table clients drop column consent_marketing;
alter table clients drop column consent_service_messages;
