import { assertNever } from '@lavado/shared/domain/decider';
import type { PoolClient } from '@lavado/shared/db/pool';
import { DEFAULT_CURRENCY } from '@lavado/shared/money/money';
import { dayKey, jsonText, paymentKey, type Day, type DayOf, type MoneyEventOf, type MoneyState, type Payment } from './state';

/** What a business day's cash is made of (business_days, payments): its opening and close, and each payment taken. */
export type CashEvent = MoneyEventOf<'BusinessDayOpened' | 'BusinessDayClosed' | 'TicketPaymentRecorded' | 'PackSold' | 'PackRefunded'>;

export function evolveCashDay(state: MoneyState, event: CashEvent): void {
  switch (event.type) {
    case 'BusinessDayOpened':
      return changeDay(state, event.data.organizationId, event.data.day, (day) => {
        day.openingCash = event.data.openingCash;
        day.openedAt = event.data.openedAt;
      });
    case 'BusinessDayClosed':
      return closeDay(state, event);
    case 'TicketPaymentRecorded':
      return recordPayment(state, event);
    case 'PackSold': {
      const d = event.data;
      return recordPackPayment(state, event, {
        ...d,
        pack: { packId: d.packId, currency: d.currency, ppu: d.plate },
        recordedAt: d.soldAt,
      });
    }
    case 'PackRefunded': {
      const d = event.data;
      // Money handed back: a payment of a negative amount, in the cash of the day it was handed back.
      return recordPackPayment(state, event, {
        ...d,
        amount: -d.amount,
        boleta: '',
        pack: { packId: d.packId, currency: d.currency, ppu: null },
        recordedAt: d.refundedAt,
      });
    }
    default:
      assertNever(event);
  }
}

function changeDay(state: MoneyState, organizationId: string, day: string, change: (day: Day) => void): void {
  const key = dayKey(organizationId, day);
  change(state.days.get(key)!);
  state.changedDays.add(key);
}

function closeDay(state: MoneyState, event: MoneyEventOf<'BusinessDayClosed'>): void {
  const d = event.data;
  changeDay(state, d.organizationId, d.day, (day) => {
    day.closedAt = d.closedAt ?? null;
    day.closedBy = event.metadata.actorId ?? null;
    day.expected = jsonText(d.expected);
    day.counted = jsonText(d.counted);
    day.difference = jsonText(d.difference);
    day.totalDifference = d.totalDifference;
    day.note = d.note;
    day.cashCount = d.cashCount ? jsonText(d.cashCount) : null;
    // A close stored before it named its currency was in the organization's currency of that moment (the default
    // one when nothing was set: a setup row the batch creates for a later event holds that default too).
    day.currency = d.currency ?? state.setups.get(d.organizationId)?.currency ?? DEFAULT_CURRENCY;
  });
  // The close counted the payments it names: any other payment of the day stored before it (it reached the read
  // model after the close read it) is after the close, like one stored later.
  if (d.paymentIds) {
    const counted = new Set(d.paymentIds);
    for (const payment of state.payments.values()) {
      if (payment.organizationId !== d.organizationId || payment.businessDay !== d.day) continue;
      if (payment.correction || counted.has(payment.paymentId)) continue;
      payment.correction = true;
      if (!payment.recorded) state.correctedPayments.add(paymentKey(payment));
    }
  }
}

/**
 * A payment is a correction of its closed day when its decider said so (`correction`: the day's stream showed it
 * closed), or when the day's close did not count it. The close names the payments it counted, all stored before
 * it (`paymentIds`; a close stored before closes named them counted exactly those), so a payment applied after
 * its day's close is one the close did not count: the cash-day decider's word, which the ticket's decider could
 * not know when the close was stored between its decision and its append (docs/money.md, "A payment racing the
 * close"). Every payment event is one row: the ticket's decider records a payment id once per ticket, and the
 * organization's payment reservation keeps it off every other ticket.
 */
function recordPayment(state: MoneyState, event: MoneyEventOf<'TicketPaymentRecorded'>): void {
  const p = event.data;
  const charge = state.charges.get(p.ticketId);
  if (!charge) return;
  const afterItsDaysClose = (state.days.get(dayKey(charge.organizationId, p.businessDay))?.closedAt ?? null) !== null;
  const payment: Payment = {
    paymentId: p.paymentId,
    organizationId: charge.organizationId,
    ticketId: charge.ticketId,
    businessDay: p.businessDay,
    correction: p.correction || afterItsDaysClose,
    recorded: {
      method: p.method,
      amount: p.amount,
      boleta: p.boleta,
      recordedAt: p.recordedAt,
      recordedBy: event.metadata.actorId ?? null,
    },
  };
  state.payments.set(paymentKey(payment), payment);
  charge.paid += p.amount;
  state.changedCharges.add(charge.ticketId);
}

/** A pack's sale or refund: a payment of the day's cash like a ticket's, a correction on the same terms. */
function recordPackPayment(
  state: MoneyState,
  event: MoneyEventOf<'PackSold' | 'PackRefunded'>,
  p: {
    organizationId: string;
    paymentId: string;
    method: string;
    amount: number;
    boleta: string;
    businessDay: string;
    correction: boolean;
    recordedAt: string;
    pack: NonNullable<Payment['pack']>;
  },
): void {
  const afterItsDaysClose = (state.days.get(dayKey(p.organizationId, p.businessDay))?.closedAt ?? null) !== null;
  const payment: Payment = {
    paymentId: p.paymentId,
    organizationId: p.organizationId,
    ticketId: p.pack.packId,
    businessDay: p.businessDay,
    correction: p.correction || afterItsDaysClose,
    recorded: {
      method: p.method,
      amount: p.amount,
      boleta: p.boleta,
      recordedAt: p.recordedAt,
      recordedBy: event.metadata.actorId ?? null,
    },
    pack: p.pack,
  };
  state.payments.set(paymentKey(payment), payment);
}

const DAY_COLUMNS = `organization_id, to_char(day, 'YYYY-MM-DD') as day, opening_cash, opened_at::text as opened_at,
  closed_at::text as closed_at, closed_by, expected::text as expected, counted::text as counted, difference::text as difference,
  total_difference, note, currency, cash_count::text as cash_count`;

interface DayRow {
  organization_id: string;
  day: string;
  opening_cash: number | string;
  opened_at: string | null;
  closed_at: string | null;
  closed_by: string | null;
  expected: string | null;
  counted: string | null;
  difference: string | null;
  total_difference: number | string | null;
  note: string | null;
  currency: string | null;
  cash_count: string | null;
}

/** The days the batch opens or closes (created now if new) and those its payments are recorded against. */
export async function readDays(client: PoolClient, changed: readonly DayOf[], read: readonly DayOf[], state: MoneyState): Promise<void> {
  if (read.length === 0) return;
  const { rows } = await client.query<DayRow>(
    `with inserted as (
       insert into business_days (organization_id, day) select * from unnest($1::uuid[], $2::date[]) on conflict do nothing
       returning ${DAY_COLUMNS})
     select ${DAY_COLUMNS} from business_days where (organization_id, day) in (select * from unnest($3::uuid[], $4::date[]))
     union all
     select * from inserted`,
    [
      changed.map((key) => key.organizationId),
      changed.map((key) => key.day),
      read.map((key) => key.organizationId),
      read.map((key) => key.day),
    ],
  );
  for (const row of rows)
    state.days.set(dayKey(row.organization_id, row.day), {
      organizationId: row.organization_id,
      day: row.day,
      openingCash: Number(row.opening_cash),
      openedAt: row.opened_at,
      closedAt: row.closed_at,
      closedBy: row.closed_by,
      expected: row.expected,
      counted: row.counted,
      difference: row.difference,
      totalDifference: row.total_difference === null ? null : Number(row.total_difference),
      note: row.note,
      currency: row.currency,
      cashCount: row.cash_count,
    });
}

/** Every payment already recorded on the days the batch closes (a close may move them after it). */
export async function readPayments(client: PoolClient, closedDays: readonly DayOf[], state: MoneyState): Promise<void> {
  if (closedDays.length === 0) return;
  const { rows } = await client.query<{
    payment_id: string;
    organization_id: string;
    ticket_id: string;
    business_day: string;
    correction: boolean;
  }>(
    `select p.payment_id, p.organization_id, p.ticket_id, to_char(p.business_day, 'YYYY-MM-DD') as business_day, p.correction
       from payments p join unnest($1::uuid[], $2::date[]) as k(organization_id, day) on p.organization_id = k.organization_id and p.business_day = k.day`,
    [closedDays.map((key) => key.organizationId), closedDays.map((key) => key.day)],
  );
  for (const row of rows)
    state.payments.set(paymentKey({ ticketId: row.ticket_id, paymentId: row.payment_id }), {
      paymentId: row.payment_id,
      organizationId: row.organization_id,
      ticketId: row.ticket_id,
      businessDay: row.business_day,
      correction: row.correction,
    });
}

export async function writeCashDays(client: PoolClient, state: MoneyState): Promise<void> {
  await writeDays(
    client,
    [...state.changedDays].map((key) => state.days.get(key)!),
  );
  await writePayments(client, state);
}

async function writeDays(client: PoolClient, days: readonly Day[]): Promise<void> {
  if (days.length === 0) return;
  const column = <T>(pick: (day: Day) => T) => days.map(pick);
  await client.query(
    `update business_days d
        set opening_cash = u.opening_cash, opened_at = u.opened_at, closed_at = u.closed_at, closed_by = u.closed_by,
            expected = u.expected, counted = u.counted, difference = u.difference, total_difference = u.total_difference, note = u.note,
            currency = u.currency, cash_count = u.cash_count
       from unnest($1::uuid[], $2::date[], $3::bigint[], $4::timestamptz[], $5::timestamptz[], $6::uuid[], $7::jsonb[], $8::jsonb[],
                   $9::jsonb[], $10::bigint[], $11::text[], $12::text[], $13::jsonb[])
            as u(organization_id, day, opening_cash, opened_at, closed_at, closed_by, expected, counted, difference, total_difference, note,
                 currency, cash_count)
      where d.organization_id = u.organization_id and d.day = u.day`,
    [
      column((d) => d.organizationId),
      column((d) => d.day),
      column((d) => d.openingCash),
      column((d) => d.openedAt),
      column((d) => d.closedAt),
      column((d) => d.closedBy),
      column((d) => d.expected),
      column((d) => d.counted),
      column((d) => d.difference),
      column((d) => d.totalDifference),
      column((d) => d.note),
      column((d) => d.currency),
      column((d) => d.cashCount),
    ],
  );
}

async function writePayments(client: PoolClient, state: MoneyState): Promise<void> {
  const recorded = [...state.payments.values()].filter((payment) => payment.recorded);
  if (recorded.length > 0) {
    const column = <T>(pick: (payment: Payment & Required<Pick<Payment, 'recorded'>>) => T) =>
      recorded.map((payment) => pick(payment as Payment & Required<Pick<Payment, 'recorded'>>));
    await client.query(
      `insert into payments (payment_id, organization_id, ticket_id, business_day, method, amount, boleta, correction, recorded_at, recorded_by,
                             pack_id, currency, ppu)
       select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::date[], $5::text[], $6::bigint[], $7::text[], $8::boolean[],
                            $9::timestamptz[], $10::uuid[], $11::uuid[], $12::text[], $13::text[])`,
      [
        column((p) => p.paymentId),
        column((p) => p.organizationId),
        column((p) => p.ticketId),
        column((p) => p.businessDay),
        column((p) => p.recorded.method),
        column((p) => p.recorded.amount),
        column((p) => p.recorded.boleta),
        column((p) => p.correction),
        column((p) => p.recorded.recordedAt),
        column((p) => p.recorded.recordedBy),
        column((p) => p.pack?.packId ?? null),
        column((p) => p.pack?.currency ?? null),
        column((p) => p.pack?.ppu ?? null),
      ],
    );
  }
  if (state.correctedPayments.size > 0) {
    const corrected = [...state.correctedPayments].map((key) => state.payments.get(key)!);
    await client.query(
      `update payments p set correction = true
         from unnest($1::uuid[], $2::uuid[]) as c(ticket_id, payment_id) where p.ticket_id = c.ticket_id and p.payment_id = c.payment_id`,
      [corrected.map((payment) => payment.ticketId), corrected.map((payment) => payment.paymentId)],
    );
  }
}
