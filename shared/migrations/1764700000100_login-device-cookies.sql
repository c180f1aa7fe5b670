-- Up Migration
-- A failed login remembers the device cookie it came with (README, "Login throttling"): failures
-- without one count toward the account's ceiling, failures with one toward that cookie's own limit.
-- Device cookies replace the addresses an account signed in from as the way past the ceiling.
alter table login_failures add column device text;
drop table login_known_addresses;

-- Down Migration
create table login_known_addresses (
  account_key text not null,
  address text not null,
  last_success_at timestamptz not null,
  primary key (account_key, address)
);
alter table login_failures drop column device;
