-- Up Migration
-- Failed logins are counted per account and client address, so that a stranger's guesses slow
-- the stranger down and never lock the owner out; the addresses an account has signed in from
-- are remembered so that even a flood from many addresses never refuses its owner.
alter table login_failures add column address text not null default '';
drop index login_failures_by_account;
create index login_failures_by_account on login_failures (account_key, failed_at);
create index login_failures_by_pair on login_failures (account_key, address, failed_at);

create table login_known_addresses (
  account_key text not null,
  address text not null,
  last_success_at timestamptz not null,
  primary key (account_key, address)
);

-- Down Migration
drop table login_known_addresses;
drop index login_failures_by_pair;
alter table login_failures drop column address;
