-- Up Migration
-- Empleados shows each employee's invitation state (pendiente, aceptada, vencida), read from the
-- outbox by the employee's user id.
create index mail_outbox_by_user on mail_outbox (user_id) where user_id is not null;

-- Down Migration
drop index mail_outbox_by_user;
