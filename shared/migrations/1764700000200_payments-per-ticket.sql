-- Up Migration
-- A payment row is one TicketPaymentRecorded event. Its id is unique on its ticket (the ticket's decider)
-- and, from now on, within its organization (a payment reservation); keying the rows by the ticket too means
-- a payment stored before that reservation existed, with an id already used on another ticket, is a row of
-- its own instead of being dropped. Rebuild the money projector to restore such payments:
-- npm run projections:rebuild -- money
alter table payments drop constraint payments_pkey;
drop index payments_by_ticket;
alter table payments add primary key (ticket_id, payment_id);
