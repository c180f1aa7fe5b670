-- Up Migration
-- Platform settings as the API reads them (projected from the `settings-platform` stream by the settings projector; defaults until it is first changed).
create table platform_settings (
  id smallint primary key default 1 check (id = 1),
  maintenance boolean not null default false,
  onboarding boolean not null default true,
  mail_service boolean not null default false,
  session_time integer not null default 60,
  maintenance_ends_at timestamptz,
  updated_at timestamptz not null default now()
);

-- Down Migration
drop table platform_settings;
