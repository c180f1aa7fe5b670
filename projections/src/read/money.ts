import type { Pool } from '@lavado/shared/db/pool';
import { BUILT_IN_SERVICES } from '@lavado/shared/money/billing.decider';
import type { CommissionRule } from '@lavado/shared/money/billing.events';
import { expectedAtClose, type DayPayment } from '@lavado/shared/money/cash-day.decider';
import {
  DEFAULT_CURRENCY,
  paymentMethods,
  zeroByMethod,
  type AmountsByMethod,
  type Currency,
  type PaymentMethod,
  type VehicleGroup,
} from '@lavado/shared/money/money';
import type { BillingSetup, CashDay, CommissionReport, RevenueReport, TicketMoney } from '@lavado/shared/money/money.schemas';
import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/zone';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

async function currencyOf(pool: Pool, organizationId: string): Promise<Currency> {
  const { rows } = await pool.query<{ currency: Currency }>('select currency from billing_setups where organization_id = $1', [
    organizationId,
  ]);
  return rows[0]?.currency ?? DEFAULT_CURRENCY;
}

async function servicesOf(pool: Pool, organizationId: string): Promise<{ code: string; name: string }[]> {
  const { rows } = await pool.query<{ code: string; name: string }>(
    `select code, name from billing_services where organization_id = $1 order by length(code), code`,
    [organizationId],
  );
  return [...BUILT_IN_SERVICES, ...rows];
}

/** The setup the price list screen shows: for each service and group, the price in force today and any set for later days. */
export async function readBillingSetup(pool: Pool, organizationId: string, today: string): Promise<BillingSetup> {
  const setup = await pool.query<{ currency: Currency; commission_rule: CommissionRule; employees_may_record_payments: boolean }>(
    'select currency, commission_rule, employees_may_record_payments from billing_setups where organization_id = $1',
    [organizationId],
  );
  const currency = setup.rows[0]?.currency ?? DEFAULT_CURRENCY;
  const prices = await pool.query<{
    service_code: string;
    vehicle_group: VehicleGroup;
    amount: number;
    effective_from: string;
    in_force: boolean;
  }>(
    `select service_code, vehicle_group, amount, effective_from, in_force, sort_day from (
       select distinct on (service_code, vehicle_group) service_code, vehicle_group, amount, ${day('effective_from')} as effective_from,
              true as in_force, effective_from as sort_day
       from billing_prices where organization_id = $1 and currency = $2 and effective_from <= $3
       order by service_code, vehicle_group, effective_from desc, revision desc) current
     union all
     select service_code, vehicle_group, amount, effective_from, false, sort_day from (
       select distinct on (service_code, vehicle_group, effective_from) service_code, vehicle_group, amount,
              ${day('effective_from')} as effective_from, effective_from as sort_day
       from billing_prices where organization_id = $1 and currency = $2 and effective_from > $3
       order by service_code, vehicle_group, effective_from, revision desc) later
     order by service_code, vehicle_group, sort_day`,
    [organizationId, currency, today],
  );
  return {
    currency,
    services: await servicesOf(pool, organizationId),
    prices: prices.rows.map((row) => ({
      serviceCode: row.service_code,
      vehicleGroup: row.vehicle_group,
      amount: row.amount,
      effectiveFrom: row.effective_from,
      inForce: row.in_force,
    })),
    commissionRule: setup.rows[0]?.commission_rule ?? { kind: 'percent', percent: 0 },
    employeesMayRecordPayments: setup.rows[0]?.employees_may_record_payments ?? false,
  };
}

interface PaymentRow {
  payment_id: string;
  ticket_id: string;
  ppu: string;
  method: PaymentMethod;
  amount: number;
  boleta: string;
  business_day: string;
  correction: boolean;
  recorded_at: string;
}
const paymentColumns = `p.payment_id, p.ticket_id, t.ppu, p.method, p.amount, p.boleta, ${day('p.business_day')} as business_day, p.correction,
  ${iso('p.recorded_at')} as recorded_at`;
const toPayment = (row: PaymentRow) => ({
  paymentId: row.payment_id,
  method: row.method,
  amount: row.amount,
  boleta: row.boleta,
  businessDay: row.business_day,
  correction: row.correction,
  recordedAt: row.recorded_at,
});

/** One ticket's money, or null when the organization has no such ticket. */
export async function readTicketMoney(pool: Pool, organizationId: string, ticketId: string): Promise<TicketMoney | null> {
  const { rows } = await pool.query<{
    currency: Currency | null;
    price: number | null;
    price_source: 'list' | 'manual' | null;
    discounts: number;
    courtesy: boolean;
    voided: boolean;
    charged: number;
    paid: number;
    finished: boolean;
    washers: TicketMoney['washers'];
  }>(
    `select currency, price, price_source, discounts, courtesy, voided, charged, paid, finished_at is not null as finished, washers
     from ticket_charges where ticket_id = $1 and organization_id = $2`,
    [ticketId, organizationId],
  );
  const row = rows[0];
  if (!row) return null;
  const payments = await pool.query<PaymentRow>(
    `select ${paymentColumns} from payments p join ticket_charges t using (ticket_id) where p.ticket_id = $1 order by p.recorded_at, p.payment_id`,
    [ticketId],
  );
  return {
    ticketId,
    currency: row.currency ?? (await currencyOf(pool, organizationId)),
    price: row.price,
    priceSource: row.price_source,
    discounts: row.discounts,
    courtesy: row.courtesy,
    voided: row.voided,
    charged: row.charged,
    paid: row.paid,
    balance: row.charged - row.paid,
    finished: row.finished,
    payments: payments.rows.map(toPayment),
    washers: row.washers,
  };
}

/** The payments a close of the day would count now: every one not shown after an earlier close. */
export async function paymentsToCount(pool: Pool, organizationId: string, businessDay: string): Promise<DayPayment[]> {
  const { rows } = await pool.query<DayPayment>(
    `select payment_id as "paymentId", method, amount from payments
     where organization_id = $1 and business_day = $2 and not correction order by recorded_at, payment_id`,
    [organizationId, businessDay],
  );
  return rows;
}

/** Payments of a business day per method; those shown after the close (corrections) are counted apart. */
export async function paymentsOfDay(pool: Pool, organizationId: string, businessDay: string): Promise<AmountsByMethod> {
  const { rows } = await pool.query<{ method: PaymentMethod; total: number }>(
    `select method, sum(amount)::bigint as total from payments
     where organization_id = $1 and business_day = $2 and not correction group by method`,
    [organizationId, businessDay],
  );
  const totals = zeroByMethod();
  for (const row of rows) totals[row.method] = row.total;
  return totals;
}

export async function readCashDay(pool: Pool, organizationId: string, businessDay: string): Promise<CashDay> {
  const [currency, payments, dayRow, finished, corrections] = await Promise.all([
    currencyOf(pool, organizationId),
    paymentsOfDay(pool, organizationId, businessDay),
    pool.query<{
      opening_cash: number;
      opened: boolean;
      closed_at: string | null;
      expected: AmountsByMethod | null;
      counted: AmountsByMethod | null;
      difference: AmountsByMethod | null;
      total_difference: number | null;
      note: string | null;
    }>(
      `select opening_cash, opened_at is not null as opened, ${iso('closed_at')} as closed_at, expected, counted, difference, total_difference, note
       from business_days where organization_id = $1 and day = $2`,
      [organizationId, businessDay],
    ),
    pool.query<{ tickets: number; charged: number }>(
      `select count(*)::int as tickets, coalesce(sum(charged), 0)::bigint as charged from ticket_charges
       where organization_id = $1 and finished_day = $2 and not voided`,
      [organizationId, businessDay],
    ),
    pool.query<PaymentRow>(
      `select ${paymentColumns} from payments p join ticket_charges t using (ticket_id)
       where p.organization_id = $1 and p.business_day = $2 and p.correction order by p.recorded_at, p.payment_id`,
      [organizationId, businessDay],
    ),
  ]);
  const row = dayRow.rows[0];
  const closed = Boolean(row?.closed_at);
  const openingCash = row?.opening_cash ?? 0;
  return {
    day: businessDay,
    currency,
    phase: closed ? 'closed' : row?.opened ? 'open' : 'unopened',
    openingCash,
    payments,
    // A closed day shows what was expected when it closed; an open one, what is expected now.
    expected: closed && row?.expected ? row.expected : expectedAtClose(openingCash, payments),
    counted: row?.counted ?? null,
    difference: row?.difference ?? null,
    totalDifference: row?.total_difference ?? null,
    note: row?.note ?? null,
    closedAt: row?.closed_at ?? null,
    ticketsFinished: finished.rows[0]?.tickets ?? 0,
    charged: finished.rows[0]?.charged ?? 0,
    corrections: corrections.rows.map((payment) => ({ ...toPayment(payment), ticketId: payment.ticket_id, ppu: payment.ppu })),
  };
}

/** Finished tickets that still owe something, oldest first: the ones to chase at the counter. */
export async function listUnpaidTickets(pool: Pool, organizationId: string, limit = 200) {
  const { rows } = await pool.query<{
    ticket_id: string;
    ppu: string;
    owner_name: string;
    service_code: string;
    finished_at: string;
    charged: number;
    paid: number;
  }>(
    `select ticket_id, ppu, owner_name, service_code, ${iso('finished_at')} as finished_at, charged, paid from ticket_charges
     where organization_id = $1 and finished_at is not null and charged > paid order by finished_at limit $2`,
    [organizationId, limit],
  );
  return rows.map((row) => ({
    ticketId: row.ticket_id,
    ppu: row.ppu,
    ownerName: row.owner_name,
    serviceCode: row.service_code,
    finishedAt: row.finished_at,
    charged: row.charged,
    paid: row.paid,
    balance: row.charged - row.paid,
  }));
}

/** Each washer's commission over a period, in all and per day: recomputable from the events at any time. */
export async function readCommissionReport(pool: Pool, organizationId: string, from: string, to: string): Promise<CommissionReport> {
  const [currency, days] = await Promise.all([
    currencyOf(pool, organizationId),
    pool.query<{ day: string; user_id: string; name: string; tickets: number; amount: number }>(
      `select ${day('day')} as day, user_id, max(name) as name, count(*)::int as tickets, sum(amount)::bigint as amount
       from commission_lines where organization_id = $1 and day between $2 and $3
       group by day, user_id order by day, name`,
      [organizationId, from, to],
    ),
  ]);
  const washers = new Map<string, { userId: string; name: string; tickets: number; amount: number }>();
  for (const row of days.rows) {
    const washer = washers.get(row.user_id) ?? { userId: row.user_id, name: row.name, tickets: 0, amount: 0 };
    washer.tickets += row.tickets;
    washer.amount += row.amount;
    washers.set(row.user_id, washer);
  }
  return {
    currency,
    washers: [...washers.values()].sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name, 'es')),
    days: days.rows.map((row) => ({ day: row.day, userId: row.user_id, name: row.name, tickets: row.tickets, amount: row.amount })),
  };
}

/** Revenue per day, service and payment method, and the average time from arrival to finish per service. */
export async function readRevenueReport(pool: Pool, organizationId: string, from: string, to: string): Promise<RevenueReport> {
  const [currency, services, charged, paid, times] = await Promise.all([
    currencyOf(pool, organizationId),
    servicesOf(pool, organizationId),
    pool.query<{ day: string; service_code: string; tickets: number; charged: number }>(
      `select ${day('finished_day')} as day, service_code, count(*)::int as tickets, sum(charged)::bigint as charged from ticket_charges
       where organization_id = $1 and finished_day between $2 and $3 and not voided group by finished_day, service_code`,
      [organizationId, from, to],
    ),
    pool.query<{ day: string; method: PaymentMethod; amount: number }>(
      `select ${day('business_day')} as day, method, sum(amount)::bigint as amount from payments
       where organization_id = $1 and business_day between $2 and $3 group by business_day, method`,
      [organizationId, from, to],
    ),
    pool.query<{ service_type: string; minutes: number }>(
      `select service_type, round(avg(extract(epoch from finished_at - created_at)) / 60)::int as minutes from wash_records
       where organization_id = $1 and finished_at is not null
         and (finished_at at time zone '${DEFAULT_TIME_ZONE}')::date between $2 and $3
       group by service_type`,
      [organizationId, from, to],
    ),
  ]);
  const byDay = new Map<string, RevenueReport['days'][number]>();
  const dayOf = (key: string) => {
    const existing = byDay.get(key) ?? { day: key, tickets: 0, charged: 0, paid: zeroByMethod() };
    byDay.set(key, existing);
    return existing;
  };
  const methods = zeroByMethod();
  for (const row of charged.rows) {
    const entry = dayOf(row.day);
    entry.tickets += row.tickets;
    entry.charged += row.charged;
  }
  for (const row of paid.rows) {
    dayOf(row.day).paid[row.method] += row.amount;
    methods[row.method] += row.amount;
  }
  const minutes = new Map(times.rows.map((row) => [row.service_type, row.minutes]));
  return {
    currency,
    days: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)),
    services: services
      .map(({ code, name }) => {
        const rows = charged.rows.filter((row) => row.service_code === code);
        return {
          serviceCode: code,
          name,
          tickets: rows.reduce((sum, row) => sum + row.tickets, 0),
          charged: rows.reduce((sum, row) => sum + row.charged, 0),
          averageMinutes: minutes.get(code) ?? null,
        };
      })
      .filter((service) => service.tickets > 0 || service.averageMinutes !== null),
    methods,
  };
}

/** Today's money for the dashboard: what was paid, what the finished tickets were charged, how many are done and waiting. */
export async function readMoneyToday(pool: Pool, organizationId: string, today: string) {
  const [currency, payments, finished, waiting] = await Promise.all([
    currencyOf(pool, organizationId),
    paymentsOfDay(pool, organizationId, today),
    pool.query<{ tickets: number; charged: number }>(
      `select count(*)::int as tickets, coalesce(sum(charged), 0)::bigint as charged from ticket_charges
       where organization_id = $1 and finished_day = $2 and not voided`,
      [organizationId, today],
    ),
    pool.query<{ waiting: number }>(
      `select count(*)::int as waiting from ticket_charges where organization_id = $1 and finished_at is null and not voided`,
      [organizationId],
    ),
  ]);
  return {
    currency,
    revenue: paymentMethods.reduce((sum, method) => sum + payments[method], 0),
    charged: finished.rows[0]?.charged ?? 0,
    ticketsDone: finished.rows[0]?.tickets ?? 0,
    waiting: waiting.rows[0]?.waiting ?? 0,
  };
}
