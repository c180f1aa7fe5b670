-- Up Migration
-- Issue 19. A cash close may count the drawer by notes and coins: the `money` projector keeps the count the
-- close recorded (`BusinessDayClosed.cashCount`, [{ denomination, quantity }], largest first), null when the
-- cash was typed as one amount.
alter table business_days add column cash_count jsonb;

-- 'Total Servicios' leaves voided tickets out: the `wash-records` projector now takes a ticket off its service's
-- count when it is voided; the tickets voided before that are taken off here, once.
update wash_counts c set count = c.count - v.voided
  from (select organization_id, service_type, count(*)::int as voided from wash_records where status = 5 group by 1, 2) v
 where c.organization_id = v.organization_id and c.service_type = v.service_type;

-- Down Migration
update wash_counts c set count = c.count + v.voided
  from (select organization_id, service_type, count(*)::int as voided from wash_records where status = 5 group by 1, 2) v
 where c.organization_id = v.organization_id and c.service_type = v.service_type;
alter table business_days drop column cash_count;
