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
  type DenominationCount,
  type PaymentMethod,
  type VehicleGroup,
} from '@lavado/shared/money/money';
import {
  CLOSE_WARNINGS_LISTED,
  type BillingSetup,
  type CashDay,
  type CommissionReport,
  type RevenueReport,
  type TicketMoney,
} from '@lavado/shared/money/money.schemas';
import type { WasherShare } from '@lavado/shared/money/ticket-billing.events';
import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/zone';
import { userNames } from './users';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

async function currencyOf(pool: Pool, organizationId: string): Promise<Currency> {
  const { rows } = await pool.query<{ currency: Currency }>('select currency from billing_setups where organization_id = $1', [
    organizationId,
  ]);
  return rows[0]?.currency ?? DEFAULT_CURRENCY;
}

/**
 * The currency of a ticket's amounts (`t`: ticket_charges, or commission_lines, which copy it; `$1`: its organization): the
 * one it was priced in, or, for an unpriced ticket (which is charged nothing), the organization's. Amounts are summed per
 * currency, never across.
 */
const TICKET_CURRENCY = `coalesce(t.currency, (select currency from billing_setups where organization_id = $1), '${DEFAULT_CURRENCY}')`;
/** A payment's currency: its ticket's, or the pack's it sold or refunded (a pack's payment has no ticket). */
const PAYMENT_CURRENCY = `coalesce(p.currency, ${TICKET_CURRENCY})`;

/** The organization's currency first, then any other in a fixed order. */
const currencyOrder = (organizationCurrency: Currency) => (a: Currency, b: Currency) =>
  Number(b === organizationCurrency) - Number(a === organizationCurrency) || a.localeCompare(b);

/** Whether the organization has a priced ticket, in any currency: its currency can no longer change. */
export async function hasPricedTickets(pool: Pool, organizationId: string): Promise<boolean> {
  const { rows } = await pool.query('select 1 from ticket_charges where organization_id = $1 and currency is not null limit 1', [
    organizationId,
  ]);
  return rows.length > 0;
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
  const [setup, priced] = await Promise.all([
    pool.query<{ currency: Currency; currency_locked: boolean; commission_rule: CommissionRule; employees_may_record_payments: boolean }>(
      'select currency, currency_locked, commission_rule, employees_may_record_payments from billing_setups where organization_id = $1',
      [organizationId],
    ),
    hasPricedTickets(pool, organizationId),
  ]);
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
    // Tickets priced before the lock was recorded count too (docs/money.md).
    currencyLocked: (setup.rows[0]?.currency_locked ?? false) || priced,
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
const paymentColumns = `p.payment_id, p.ticket_id, coalesce(t.ppu, p.ppu, '') as ppu, p.method, p.amount, p.boleta, ${day('p.business_day')} as business_day, p.correction,
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
    finished_day_closed: boolean;
    washers: TicketMoney['washers'];
  }>(
    `select currency, price, price_source, discounts, courtesy, voided, charged, paid, finished_at is not null as finished, washers,
            exists (select 1 from business_days d where d.organization_id = t.organization_id and d.day = t.finished_day
                      and d.closed_at is not null) as finished_day_closed
     from ticket_charges t where ticket_id = $1 and organization_id = $2`,
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
    finishedDayClosed: row.finished_day_closed,
    payments: payments.rows.map(toPayment),
    washers: row.washers,
  };
}

/** The payments a close of the day would count now: every one not shown after an earlier close. */
export async function paymentsToCount(pool: Pool, organizationId: string, businessDay: string): Promise<DayPayment[]> {
  const { rows } = await pool.query<DayPayment>(
    `select p.payment_id as "paymentId", p.method, p.amount, ${PAYMENT_CURRENCY} as currency
       from payments p left join ticket_charges t using (ticket_id)
      where p.organization_id = $1 and p.business_day = $2 and not p.correction order by p.recorded_at, p.payment_id`,
    [organizationId, businessDay],
  );
  return rows;
}

/** Payments of a business day per currency and method; those shown after the close (corrections) are counted apart. */
export async function paymentsOfDay(
  pool: Pool,
  organizationId: string,
  businessDay: string,
  { withCorrections = false } = {},
): Promise<Map<Currency, AmountsByMethod>> {
  const { rows } = await pool.query<{ currency: Currency; method: PaymentMethod; total: number }>(
    `select ${PAYMENT_CURRENCY} as currency, p.method, sum(p.amount)::bigint as total
       from payments p left join ticket_charges t using (ticket_id)
      where p.organization_id = $1 and p.business_day = $2 and ($3 or not p.correction) group by 1, p.method`,
    [organizationId, businessDay, withCorrections],
  );
  const totals = new Map<Currency, AmountsByMethod>();
  for (const row of rows) {
    const amounts = totals.get(row.currency) ?? zeroByMethod();
    amounts[row.method] += row.total;
    totals.set(row.currency, amounts);
  }
  return totals;
}

/**
 * What the day's finished tickets were charged and what they still owe, per currency (the organization's first, even
 * when nothing).
 */
async function chargedOnDay(pool: Pool, organizationId: string, organizationCurrency: Promise<Currency>, businessDay: string) {
  const [{ rows }, currency] = await Promise.all([
    pool.query<{ currency: Currency; tickets: number; charged: number; owed: number }>(
      `select ${TICKET_CURRENCY} as currency, count(*)::int as tickets, sum(t.charged)::bigint as charged,
              sum(greatest(t.charged - t.paid, 0))::bigint as owed
         from ticket_charges t
        where t.organization_id = $1 and t.finished_day = $2 and not t.voided group by 1`,
      [organizationId, businessDay],
    ),
    organizationCurrency,
  ]);
  const perCurrency = (pick: (row: (typeof rows)[number]) => number) => {
    const amounts = new Map<Currency, number>([[currency, 0]]);
    for (const row of rows) amounts.set(row.currency, (amounts.get(row.currency) ?? 0) + Number(pick(row)));
    return [...amounts].sort(([a], [b]) => currencyOrder(currency)(a, b)).map(([entry, amount]) => ({ currency: entry, amount }));
  };
  return {
    tickets: rows.reduce((sum, row) => sum + row.tickets, 0),
    charged: perCurrency((row) => row.charged),
    owed: perCurrency((row) => row.owed),
  };
}

/** Commission changes after a close that the day's cash lists, oldest first. */
export const COMMISSION_CHANGES_LISTED = 200;

/** Washers of the day's finished tickets changed after the day was closed, oldest first, with who changed them. */
async function commissionChangesOf(pool: Pool, organizationId: string, businessDay: string): Promise<CashDay['commissionChanges']> {
  const { rows } = await pool.query<{
    ticket_id: string;
    ppu: string;
    changed_at: string;
    changed_by: string | null;
    before: WasherShare[];
    after: WasherShare[];
    reason: string | null;
  }>(
    `select c.ticket_id, t.ppu, ${iso('c.changed_at')} as changed_at, c.changed_by, c.before, c.after, c.reason
       from commission_changes c join ticket_charges t using (ticket_id)
      where c.organization_id = $1 and c.day = $2 order by c.changed_at, c.ticket_id, c.revision limit $3`,
    [organizationId, businessDay, COMMISSION_CHANGES_LISTED],
  );
  const names = await userNames(pool, [...new Set(rows.flatMap((row) => row.changed_by ?? []))]);
  return rows.map((row) => ({
    ticketId: row.ticket_id,
    ppu: row.ppu,
    changedAt: row.changed_at,
    changedBy: row.changed_by ? (names.get(row.changed_by) ?? null) : null,
    before: row.before,
    after: row.after,
    reason: row.reason,
  }));
}

export async function readCashDay(pool: Pool, organizationId: string, businessDay: string): Promise<CashDay> {
  const currencyNow = currencyOf(pool, organizationId);
  const [organizationCurrency, payments, dayRow, finished, corrections, commissionChanges] = await Promise.all([
    currencyNow,
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
      currency: Currency | null;
      cash_count: DenominationCount[] | null;
    }>(
      `select opening_cash, opened_at is not null as opened, ${iso('closed_at')} as closed_at, expected, counted, difference, total_difference, note,
              currency, cash_count
       from business_days where organization_id = $1 and day = $2`,
      [organizationId, businessDay],
    ),
    chargedOnDay(pool, organizationId, currencyNow, businessDay),
    pool.query<PaymentRow & { currency: Currency }>(
      `select ${paymentColumns}, ${PAYMENT_CURRENCY} as currency from payments p left join ticket_charges t using (ticket_id)
       where p.organization_id = $1 and p.business_day = $2 and p.correction order by p.recorded_at, p.payment_id`,
      [organizationId, businessDay],
    ),
    commissionChangesOf(pool, organizationId, businessDay),
  ]);
  const row = dayRow.rows[0];
  const closed = Boolean(row?.closed_at);
  const openingCash = row?.opening_cash ?? 0;
  // The drawer is counted in one currency: its close's, or the organization's while the day is open.
  const currency = (closed ? row?.currency : null) ?? organizationCurrency;
  const drawerPayments = payments.get(currency) ?? zeroByMethod();
  return {
    day: businessDay,
    currency,
    phase: closed ? 'closed' : row?.opened ? 'open' : 'unopened',
    openingCash,
    payments: drawerPayments,
    // A closed day shows what was expected when it closed; an open one, what is expected now.
    expected: closed && row?.expected ? row.expected : expectedAtClose(openingCash, drawerPayments),
    counted: row?.counted ?? null,
    difference: row?.difference ?? null,
    totalDifference: row?.total_difference ?? null,
    note: row?.note ?? null,
    closedAt: row?.closed_at ?? null,
    cashCount: closed ? (row?.cash_count ?? null) : null,
    ticketsFinished: finished.tickets,
    charged: finished.charged,
    owed: finished.owed,
    otherPayments: [...payments]
      .filter(([other]) => other !== currency)
      .sort(([a], [b]) => currencyOrder(currency)(a, b))
      .map(([other, amounts]) => ({ currency: other, payments: amounts })),
    corrections: corrections.rows.map((payment) => ({
      ...toPayment(payment),
      ticketId: payment.ticket_id,
      ppu: payment.ppu,
      currency: payment.currency,
    })),
    commissionChanges,
  };
}

/** Unpaid tickets the counter lists, oldest first. */
export const UNPAID_TICKETS_LISTED = 200;

/** Finished tickets that still owe something, oldest first: the ones to chase at the counter, each in its own currency. */
export async function listUnpaidTickets(pool: Pool, organizationId: string, limit = UNPAID_TICKETS_LISTED) {
  const { rows } = await pool.query<{
    ticket_id: string;
    ppu: string;
    owner_name: string;
    service_code: string;
    finished_at: string;
    currency: Currency;
    charged: number;
    paid: number;
  }>(
    `select ticket_id, ppu, owner_name, service_code, ${iso('finished_at')} as finished_at, ${TICKET_CURRENCY} as currency, charged, paid
       from ticket_charges t
     where organization_id = $1 and finished_at is not null and charged > paid order by finished_at limit $2`,
    [organizationId, limit],
  );
  return rows.map((row) => ({
    ticketId: row.ticket_id,
    ppu: row.ppu,
    ownerName: row.owner_name,
    serviceCode: row.service_code,
    finishedAt: row.finished_at,
    currency: row.currency,
    charged: row.charged,
    paid: row.paid,
    balance: row.charged - row.paid,
  }));
}

/**
 * What is still pending when `businessDay` is closed (the close's warning): services created up to that day and not
 * finished (nor voided), and services finished up to that day that still owe something, oldest first.
 */
export async function readCloseWarnings(pool: Pool, organizationId: string, businessDay: string, limit = CLOSE_WARNINGS_LISTED) {
  const query = (where: string, at: string) =>
    pool.query<{ ticket_id: string; ppu: string; service_code: string; currency: Currency; due: number; at: string }>(
      `select ticket_id, ppu, service_code, ${TICKET_CURRENCY} as currency, greatest(charged - paid, 0)::bigint as due, ${iso(at)} as at
         from ticket_charges t
        where organization_id = $1 and not voided and ${where}
        order by ${at}, ticket_id limit $3`,
      [organizationId, businessDay, limit],
    );
  const [open, unpaid] = await Promise.all([
    query(`finished_at is null and (created_at at time zone '${DEFAULT_TIME_ZONE}')::date <= $2`, 'created_at'),
    query(`finished_at is not null and finished_day <= $2 and charged > paid`, 'finished_at'),
  ]);
  const toTicket = (row: (typeof open.rows)[number]) => ({
    ticketId: row.ticket_id,
    ppu: row.ppu,
    serviceCode: row.service_code,
    currency: row.currency,
    due: Number(row.due),
    at: row.at,
  });
  return { open: open.rows.map(toTicket), unpaid: unpaid.rows.map(toTicket) };
}

/**
 * Each washer's commission over a period, in all and per day, per currency (a commission is in the currency of
 * the ticket it was earned on): recomputable from the events at any time.
 */
export async function readCommissionReport(pool: Pool, organizationId: string, from: string, to: string): Promise<CommissionReport> {
  const days = await pool.query<{ day: string; user_id: string; name: string; currency: Currency; tickets: number; amount: number }>(
    `select ${day('t.day')} as day, t.user_id, max(t.name) as name, ${TICKET_CURRENCY} as currency, count(*)::int as tickets,
            sum(t.amount)::bigint as amount
       from commission_lines t
      where t.organization_id = $1 and t.day between $2 and $3
      group by t.day, t.user_id, 4 order by t.day, name, currency`,
    [organizationId, from, to],
  );
  const washers = new Map<string, CommissionReport['washers'][number]>();
  for (const row of days.rows) {
    const key = `${row.user_id}|${row.currency}`;
    const washer = washers.get(key) ?? { userId: row.user_id, name: row.name, currency: row.currency, tickets: 0, amount: 0 };
    washer.tickets += row.tickets;
    washer.amount += row.amount;
    washers.set(key, washer);
  }
  return {
    washers: [...washers.values()].sort(
      (a, b) => a.currency.localeCompare(b.currency) || b.amount - a.amount || a.name.localeCompare(b.name, 'es'),
    ),
    days: days.rows.map((row) => ({
      day: row.day,
      userId: row.user_id,
      name: row.name,
      currency: row.currency,
      tickets: row.tickets,
      amount: row.amount,
    })),
  };
}

/**
 * Revenue per day, service and payment method, each per currency (never added across currencies), and the
 * average time from arrival to finish per service.
 */
export async function readRevenueReport(pool: Pool, organizationId: string, from: string, to: string): Promise<RevenueReport> {
  const [currency, services, charged, paid, times] = await Promise.all([
    currencyOf(pool, organizationId),
    servicesOf(pool, organizationId),
    pool.query<{ day: string; service_code: string; currency: Currency; tickets: number; charged: number }>(
      `select ${day('finished_day')} as day, service_code, ${TICKET_CURRENCY} as currency, count(*)::int as tickets,
              sum(charged)::bigint as charged
         from ticket_charges t
        where organization_id = $1 and finished_day between $2 and $3 and not voided group by finished_day, service_code, 3`,
      [organizationId, from, to],
    ),
    pool.query<{ day: string; method: PaymentMethod; currency: Currency; amount: number }>(
      `select ${day('p.business_day')} as day, p.method, ${PAYMENT_CURRENCY} as currency, sum(p.amount)::bigint as amount
         from payments p left join ticket_charges t using (ticket_id)
        where p.organization_id = $1 and p.business_day between $2 and $3 group by p.business_day, p.method, 3`,
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
  const order = currencyOrder(currency);
  const byDay = new Map<string, RevenueReport['days'][number]>();
  const dayOf = (key: string, rowCurrency: Currency) => {
    const existing = byDay.get(`${key}|${rowCurrency}`) ?? {
      day: key,
      currency: rowCurrency,
      tickets: 0,
      charged: 0,
      paid: zeroByMethod(),
    };
    byDay.set(`${key}|${rowCurrency}`, existing);
    return existing;
  };
  // The organization's currency always has its row of methods, so an empty period still shows them at zero.
  const methods = new Map<Currency, AmountsByMethod>([[currency, zeroByMethod()]]);
  for (const row of charged.rows) {
    const entry = dayOf(row.day, row.currency);
    entry.tickets += row.tickets;
    entry.charged += row.charged;
  }
  for (const row of paid.rows) {
    dayOf(row.day, row.currency).paid[row.method] += row.amount;
    const amounts = methods.get(row.currency) ?? zeroByMethod();
    amounts[row.method] += row.amount;
    methods.set(row.currency, amounts);
  }
  const minutes = new Map(times.rows.map((row) => [row.service_type, row.minutes]));
  return {
    days: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day) || order(a.currency, b.currency)),
    services: services.flatMap(({ code, name }) => {
      const averageMinutes = minutes.get(code) ?? null;
      const perCurrency = new Map<Currency, { tickets: number; charged: number }>();
      for (const row of charged.rows.filter((row) => row.service_code === code)) {
        const entry = perCurrency.get(row.currency) ?? { tickets: 0, charged: 0 };
        entry.tickets += row.tickets;
        entry.charged += row.charged;
        perCurrency.set(row.currency, entry);
      }
      if (perCurrency.size === 0 && averageMinutes !== null) perCurrency.set(currency, { tickets: 0, charged: 0 });
      return [...perCurrency]
        .sort(([a], [b]) => order(a, b))
        .map(([rowCurrency, totals]) => ({ serviceCode: code, name, currency: rowCurrency, ...totals, averageMinutes }));
    }),
    methods: [...methods].sort(([a], [b]) => order(a, b)).map(([rowCurrency, amounts]) => ({ currency: rowCurrency, paid: amounts })),
  };
}

/**
 * Today's money for the dashboard: what was paid and what the finished tickets were charged, per currency (the
 * organization's first, even at zero), how many are done and waiting.
 */
export async function readMoneyToday(pool: Pool, organizationId: string, today: string, now: Date) {
  const currencyNow = currencyOf(pool, organizationId);
  const [currency, payments, finished, waiting, lastWeek] = await Promise.all([
    currencyNow,
    // Money taken today, the payments shown after a close included: the close's own figures keep them apart.
    paymentsOfDay(pool, organizationId, today, { withCorrections: true }),
    chargedOnDay(pool, organizationId, currencyNow, today),
    pool.query<{ waiting: number }>(
      `select count(*)::int as waiting from ticket_charges where organization_id = $1 and finished_at is null and not voided`,
      [organizationId],
    ),
    sameWeekdayLastWeek(pool, organizationId, currencyNow, today, now),
  ]);
  const currencies = [...new Set([...finished.charged.map((entry) => entry.currency), ...payments.keys()])].sort(currencyOrder(currency));
  return {
    currency,
    byCurrency: currencies.map((rowCurrency) => {
      const paid = payments.get(rowCurrency);
      return {
        currency: rowCurrency,
        revenue: paid ? paymentMethods.reduce((sum, method) => sum + paid[method], 0) : 0,
        charged: finished.charged.find((entry) => entry.currency === rowCurrency)?.amount ?? 0,
      };
    }),
    ticketsDone: finished.tickets,
    waiting: waiting.rows[0]?.waiting ?? 0,
    lastWeek,
  };
}

/** What a ticket's customer reads of its money: the price charged and what is still to pay; null until it is priced. */
export async function readTicketCharge(
  pool: Pool,
  organizationId: string,
  ticketId: string,
): Promise<{ price: number; toPay: number; currency: Currency } | null> {
  const { rows } = await pool.query<{ currency: Currency | null; price: number | null; charged: number; paid: number }>(
    'select currency, price, charged, paid from ticket_charges where ticket_id = $1 and organization_id = $2',
    [ticketId, organizationId],
  );
  const row = rows[0];
  if (!row || row.price === null) return null;
  return {
    price: row.charged,
    toPay: Math.max(0, row.charged - row.paid),
    currency: row.currency ?? (await currencyOf(pool, organizationId)),
  };
}

/**
 * The dashboard's comparison: the same weekday a week before `today`, up to the time of day `now` is (the whole
 * day once it is over), its finished tickets (voids left out) and what was collected then in the organization's
 * currency.
 */
async function sameWeekdayLastWeek(pool: Pool, organizationId: string, currencyNow: Promise<Currency>, today: string, now: Date) {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 7);
  const lastWeekDay = date.toISOString().slice(0, 10);
  const cutoff = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const [tickets, collected] = await Promise.all([
    pool.query<{ tickets: number }>(
      `select count(*)::int as tickets from ticket_charges
        where organization_id = $1 and finished_day = $2 and not voided and finished_at <= $3`,
      [organizationId, lastWeekDay, cutoff],
    ),
    currencyNow.then((currency) =>
      pool.query<{ revenue: number | string }>(
        `select coalesce(sum(p.amount), 0)::bigint as revenue from payments p join ticket_charges t using (ticket_id)
          where p.organization_id = $1 and p.business_day = $2 and p.recorded_at <= $3 and ${TICKET_CURRENCY} = $4`,
        [organizationId, lastWeekDay, cutoff, currency],
      ),
    ),
  ]);
  return { day: lastWeekDay, ticketsDone: tickets.rows[0]?.tickets ?? 0, revenue: Number(collected.rows[0]?.revenue ?? 0) };
}
