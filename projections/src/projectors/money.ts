import { assertNever } from '@lavado/shared/domain/decider';
import type { PoolClient } from '@lavado/shared/db/pool';
import type { CommissionRule } from '@lavado/shared/money/billing.events';
import { commissionLines, ticketCommission, type CommissionLine } from '@lavado/shared/money/commissions';
import { DEFAULT_CURRENCY } from '@lavado/shared/money/money';
import { amountCharged } from '@lavado/shared/money/ticket-billing.decider';
import type { WasherShare } from '@lavado/shared/money/ticket-billing.events';
import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import { fullName } from '@lavado/shared/identity/full-name';
import { localDate } from '@lavado/shared/time/zone';
import type { TicketCreatedData } from '@lavado/shared/wash/ticket.events';
import { defineProjector, type Projected } from './define';

type Handled = EventFeeding<'money'>;
type MoneyEvent = Projected<Handled>;

/**
 * Prices, charges, payments, cash closes and commissions: every figure of the day's money, from events.
 * A batch reads the rows its events touch, folds the events into them in memory in their order, and
 * writes them back in a few set-based statements; one event is a batch of one, so both ways agree.
 */
export const moneyProjector = defineProjector<Handled>()({
  name: 'money',
  tables: [
    'billing_setups',
    'billing_services',
    'billing_prices',
    'ticket_charges',
    'payments',
    'business_days',
    'commission_lines',
    'commission_changes',
  ],
  handles: eventTypesFeeding('money'),
  apply: (event, { client }) => project(client, [event]),
  applyBatch: (events, { client }) => project(client, events),
});

/** What a ticket is charged and paid, as ticket_charges keeps it (instants as the database's text, to write back unchanged). */
interface Charge {
  ticketId: string;
  organizationId: string;
  serviceCode: string;
  finishedAt: string | null;
  finishedDay: string | null;
  responsibleId: string | null;
  responsibleName: string | null;
  currency: string | null;
  price: number | null;
  priceSource: string | null;
  discounts: number;
  courtesy: boolean;
  voided: boolean;
  charged: number;
  paid: number;
  washers: WasherShare[] | null;
  commissionRule: CommissionRule | null;
}

interface Setup {
  organizationId: string;
  currency: string;
  currencyLocked: boolean;
  commissionRule: CommissionRule;
  employeesMayRecordPayments: boolean;
}

/** A business day's cash (jsonb columns as their text). */
interface Day {
  organizationId: string;
  day: string;
  openingCash: number;
  openedAt: string | null;
  closedAt: string | null;
  closedBy: string | null;
  expected: string | null;
  counted: string | null;
  difference: string | null;
  totalDifference: number | null;
  note: string | null;
  /** The currency of its close. */
  currency: string | null;
}

interface Payment {
  paymentId: string;
  organizationId: string;
  ticketId: string;
  businessDay: string;
  correction: boolean;
  /** Only for a payment recorded in this batch: the row to insert. */
  recorded?: { method: string; amount: number; boleta: string; recordedAt: string; recordedBy: string | null };
}

/** The rows a batch touches, as its events leave them so far, and what changed. */
interface MoneyState {
  /** The tickets whose row exists at this point of the batch. */
  charges: Map<string, Charge>;
  /** Rows inserted up front for the batch's new tickets; each exists from its TicketCreated on. */
  created: Map<string, Charge>;
  setups: Map<string, Setup>;
  days: Map<string, Day>;
  /** The payments a close of the batch could meet (its day's, recorded before the batch or in it), by `paymentKey`. */
  payments: Map<string, Payment>;
  services: { organizationId: string; code: string; name: string }[];
  prices: {
    organizationId: string;
    serviceCode: string;
    vehicleGroup: string;
    effectiveFrom: string;
    amount: number;
    currency: string;
    revision: number;
  }[];
  /** Each refreshed ticket's commission lines as they now stand, with its organization and the day it was finished. */
  lines: Map<string, { organizationId: string; day: string | null; currency: string | null; lines: CommissionLine[] }>;
  changedCharges: Set<string>;
  changedSetups: Set<string>;
  changedDays: Set<string>;
  /** Payments stored before the batch that a close of the batch moved after it, by `paymentKey`. */
  correctedPayments: Set<string>;
  /** Washers of finished tickets changed after their day's close. */
  commissionChanges: CommissionChange[];
}

interface CommissionChange {
  ticketId: string;
  revision: number;
  organizationId: string;
  day: string;
  changedAt: string;
  changedBy: string | null;
  before: WasherShare[];
  after: WasherShare[];
  reason: string | null;
}

/** With no rule set, nothing is earned. */
const NO_COMMISSION: CommissionRule = { kind: 'percent', percent: 0 };

async function project(client: PoolClient, events: readonly MoneyEvent[]): Promise<void> {
  if (events.length === 0) return;
  const state = await readState(client, events);
  for (const event of events) evolve(state, event);
  await writeState(client, state);
}

/** One event folded into the state, with the same effect its own statements had when each event was written alone. */
function evolve(state: MoneyState, event: MoneyEvent): void {
  switch (event.type) {
    case 'BillingCurrencySet':
      return changeSetup(state, event.data.organizationId, (setup) => (setup.currency = event.data.currency));
    case 'BillingCurrencyLocked':
      return changeSetup(state, event.data.organizationId, (setup) => (setup.currencyLocked = true));
    case 'CommissionRuleSet':
      return changeSetup(state, event.data.organizationId, (setup) => (setup.commissionRule = event.data.rule));
    case 'PaymentPolicySet':
      return changeSetup(state, event.data.organizationId, (setup) => {
        setup.employeesMayRecordPayments = event.data.employeesMayRecordPayments;
      });
    case 'ServiceAdded':
      state.services.push(event.data);
      return;
    case 'PriceSet': {
      const { organizationId, serviceCode, vehicleGroup, effectiveFrom, amount, currency } = event.data;
      state.prices.push({ organizationId, serviceCode, vehicleGroup, effectiveFrom, amount, currency, revision: event.revision });
      return;
    }
    case 'BusinessDayOpened':
      return changeDay(state, event.data.organizationId, event.data.day, (day) => {
        day.openingCash = event.data.openingCash;
        day.openedAt = event.data.openedAt;
      });
    case 'BusinessDayClosed': {
      const d = event.data;
      changeDay(state, d.organizationId, d.day, (day) => {
        day.closedAt = d.closedAt ?? null;
        day.closedBy = event.metadata.actorId ?? null;
        day.expected = jsonText(d.expected);
        day.counted = jsonText(d.counted);
        day.difference = jsonText(d.difference);
        day.totalDifference = d.totalDifference;
        day.note = d.note;
        // A close stored before it named its currency was in the organization's currency of that moment (the default
        // one when nothing was set: a setup row the batch creates for a later event holds that default too).
        day.currency = d.currency ?? state.setups.get(d.organizationId)?.currency ?? DEFAULT_CURRENCY;
      });
      // A payment stored before the close that the close did not count (it reached the read model after the
      // close read it) is shown after the close, like one stored later.
      if (d.paymentIds) {
        const counted = new Set(d.paymentIds);
        for (const payment of state.payments.values()) {
          if (payment.organizationId !== d.organizationId || payment.businessDay !== d.day) continue;
          if (payment.correction || counted.has(payment.paymentId)) continue;
          payment.correction = true;
          if (!payment.recorded) state.correctedPayments.add(paymentKey(payment));
        }
      }
      return;
    }
    case 'TicketCreated':
      if (!state.charges.has(event.data.ticketId)) {
        const row = state.created.get(event.data.ticketId);
        if (row) state.charges.set(row.ticketId, row);
      }
      return;
    case 'TicketStarted': {
      const name = fullName(event.data.employee);
      changeCharge(state, event.data.ticketId, (charge) => {
        charge.responsibleId = event.data.employee.userId;
        charge.responsibleName = name;
      });
      return;
    }
    case 'TicketFinished': {
      const finishedDay = localDate(new Date(event.data.finishedAt));
      const name = fullName(event.data.employee);
      // The rule in force now, at this point of the event order, so a rebuild finds the same one.
      return refreshCharge(state, event.data.ticketId, (charge) => {
        charge.finishedAt = event.data.finishedAt;
        charge.finishedDay = finishedDay;
        charge.responsibleId = event.data.employee.userId;
        charge.responsibleName = name;
        charge.commissionRule = state.setups.get(charge.organizationId)?.commissionRule ?? NO_COMMISSION;
      });
    }
    case 'TicketPriced':
      return refreshCharge(state, event.data.ticketId, (charge) => {
        charge.price = event.data.amount;
        charge.currency = event.data.currency;
        charge.priceSource = event.data.source;
      });
    case 'TicketDiscounted':
      return refreshCharge(state, event.data.ticketId, (charge) => (charge.discounts += event.data.amount));
    case 'TicketMarkedCourtesy':
      return refreshCharge(state, event.data.ticketId, (charge) => (charge.courtesy = true));
    case 'TicketVoided':
      return refreshCharge(state, event.data.ticketId, (charge) => (charge.voided = true));
    case 'TicketWashersSet':
      return setWashers(state, event);
    case 'TicketPaymentRecorded':
      return recordPayment(state, event);
    default:
      assertNever(event);
  }
}

function changeSetup(state: MoneyState, organizationId: string, change: (setup: Setup) => void): void {
  change(state.setups.get(organizationId)!);
  state.changedSetups.add(organizationId);
}

function changeDay(state: MoneyState, organizationId: string, day: string, change: (day: Day) => void): void {
  const key = dayKey(organizationId, day);
  change(state.days.get(key)!);
  state.changedDays.add(key);
}

/** A change to a ticket nobody created changes nothing. */
function changeCharge(state: MoneyState, ticketId: string, change: (charge: Charge) => void): Charge | undefined {
  const charge = state.charges.get(ticketId);
  if (!charge) return undefined;
  change(charge);
  state.changedCharges.add(ticketId);
  return charge;
}

/** Recomputes what a ticket is charged and each washer's commission on it after any change to either. */
function refreshCharge(state: MoneyState, ticketId: string, change: (charge: Charge) => void): void {
  const charge = changeCharge(state, ticketId, change);
  if (!charge) return;
  charge.charged = amountCharged({
    price: charge.price === null ? null : { amount: charge.price },
    discounts: charge.discounts,
    courtesy: charge.courtesy,
    voided: charge.voided,
  });
  state.lines.set(ticketId, {
    organizationId: charge.organizationId,
    day: charge.finishedDay,
    currency: charge.currency,
    lines: earnedLines(charge),
  });
}

/** Who earns the ticket's commission: its washers, or, when nobody split it, whoever finished it did the wash. */
const washersOf = (charge: Charge): WasherShare[] =>
  charge.washers ?? (charge.responsibleId ? [{ userId: charge.responsibleId, name: charge.responsibleName ?? '', percent: 100 }] : []);

function earnedLines(charge: Charge): CommissionLine[] {
  if (!charge.finishedDay || !charge.commissionRule || charge.voided) return [];
  return commissionLines(ticketCommission(charge.commissionRule, charge.serviceCode, charge.charged), washersOf(charge));
}

/**
 * New washers for a ticket. A change to a finished ticket whose day's close is already in the read model (at this
 * point of the event order, so a rebuild agrees) is listed with that day's close, whatever the event says.
 */
function setWashers(state: MoneyState, event: Extract<MoneyEvent, { type: 'TicketWashersSet' }>): void {
  const charge = state.charges.get(event.data.ticketId);
  const before = charge ? washersOf(charge) : [];
  refreshCharge(state, event.data.ticketId, (changed) => (changed.washers = event.data.washers ?? null));
  if (!charge?.finishedDay || !state.days.get(dayKey(charge.organizationId, charge.finishedDay))?.closedAt) return;
  state.commissionChanges.push({
    ticketId: charge.ticketId,
    revision: event.revision,
    organizationId: charge.organizationId,
    day: charge.finishedDay,
    changedAt: event.metadata.at,
    changedBy: event.metadata.actorId ?? null,
    before,
    after: event.data.washers,
    reason: event.data.reason ?? null,
  });
}

/**
 * A payment stored after its day's close is shown after the close, whatever the day looked like when it was
 * decided: a payment decided while the day was open can be stored after the close, which did not count it.
 * Every payment event is one row: the ticket's decider records a payment id once per ticket, and the
 * organization's payment reservation keeps it off every other ticket (docs/money.md).
 */
function recordPayment(state: MoneyState, event: Extract<MoneyEvent, { type: 'TicketPaymentRecorded' }>): void {
  const p = event.data;
  const charge = state.charges.get(p.ticketId);
  if (!charge) return;
  const closed = (state.days.get(dayKey(charge.organizationId, p.businessDay))?.closedAt ?? null) !== null;
  const payment: Payment = {
    paymentId: p.paymentId,
    organizationId: charge.organizationId,
    ticketId: charge.ticketId,
    businessDay: p.businessDay,
    correction: p.correction || closed,
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

// Ids and days as the events carry them, which their schemas keep in the form the database prints (lower-case uuids, YYYY-MM-DD).
const dayKey = (organizationId: string, day: string) => `${organizationId}|${day}`;
const paymentKey = (payment: { ticketId: string; paymentId: string }) => `${payment.ticketId}|${payment.paymentId}`;
const jsonText = (value: unknown) => JSON.stringify(value) ?? null;

const ticketIdOf = (event: MoneyEvent): string | null => ('ticketId' in event.data ? event.data.ticketId : null);

// ---------------------------------------------------------------------------------------------------------
// Reading the rows a batch touches

const CHARGE_COLUMNS = `ticket_id, organization_id, service_code, finished_at::text as finished_at,
  to_char(finished_day, 'YYYY-MM-DD') as finished_day, responsible_id, responsible_name, currency, price, price_source,
  discounts, courtesy, voided, charged, paid, washers, commission_rule`;

interface ChargeRow {
  ticket_id: string;
  organization_id: string;
  service_code: string;
  finished_at: string | null;
  finished_day: string | null;
  responsible_id: string | null;
  responsible_name: string | null;
  currency: string | null;
  price: number | string | null;
  price_source: string | null;
  discounts: number | string;
  courtesy: boolean;
  voided: boolean;
  charged: number | string;
  paid: number | string;
  washers: WasherShare[] | null;
  commission_rule: CommissionRule | null;
}

const chargeOf = (row: ChargeRow): Charge => ({
  ticketId: row.ticket_id,
  organizationId: row.organization_id,
  serviceCode: row.service_code,
  finishedAt: row.finished_at,
  finishedDay: row.finished_day,
  responsibleId: row.responsible_id,
  responsibleName: row.responsible_name,
  currency: row.currency,
  price: row.price === null ? null : Number(row.price),
  priceSource: row.price_source,
  discounts: Number(row.discounts),
  courtesy: row.courtesy,
  voided: row.voided,
  charged: Number(row.charged),
  paid: Number(row.paid),
  washers: row.washers,
  commissionRule: row.commission_rule,
});

const DAY_COLUMNS = `organization_id, to_char(day, 'YYYY-MM-DD') as day, opening_cash, opened_at::text as opened_at,
  closed_at::text as closed_at, closed_by, expected::text as expected, counted::text as counted, difference::text as difference,
  total_difference, note, currency`;

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
}

async function readState(client: PoolClient, events: readonly MoneyEvent[]): Promise<MoneyState> {
  const state: MoneyState = {
    charges: new Map(),
    created: new Map(),
    setups: new Map(),
    days: new Map(),
    payments: new Map(),
    services: [],
    prices: [],
    lines: new Map(),
    changedCharges: new Set(),
    changedSetups: new Set(),
    changedDays: new Set(),
    correctedPayments: new Set(),
    commissionChanges: [],
  };
  await readCharges(client, events, state);
  const organizationOf = (ticketId: string) => (state.charges.get(ticketId) ?? state.created.get(ticketId))?.organizationId;

  const setupOrganizations = new Set<string>();
  const cashDays = new Map<string, { organizationId: string; day: string }>();
  const paymentDays = new Map<string, { organizationId: string; day: string }>();
  for (const event of events) {
    if (
      event.type === 'BillingCurrencySet' ||
      event.type === 'BillingCurrencyLocked' ||
      event.type === 'CommissionRuleSet' ||
      event.type === 'PaymentPolicySet'
    )
      setupOrganizations.add(event.data.organizationId);
    if (event.type === 'BusinessDayOpened' || event.type === 'BusinessDayClosed')
      cashDays.set(dayKey(event.data.organizationId, event.data.day), { organizationId: event.data.organizationId, day: event.data.day });
    if (event.type === 'TicketPaymentRecorded') {
      const organizationId = organizationOf(event.data.ticketId);
      if (organizationId) paymentDays.set(dayKey(organizationId, event.data.businessDay), { organizationId, day: event.data.businessDay });
    }
  }
  const finishing = new Set(events.flatMap((event) => (event.type === 'TicketFinished' ? [event.data.ticketId] : [])));
  const ruleOrganizations = new Set([...finishing].flatMap((ticketId) => organizationOf(ticketId) ?? []));
  // A close takes the organization's currency when its event does not name one.
  const closingOrganizations = events.flatMap((event) => (event.type === 'BusinessDayClosed' ? [event.data.organizationId] : []));
  await readSetups(
    client,
    [...setupOrganizations],
    [...new Set([...setupOrganizations, ...ruleOrganizations, ...closingOrganizations])],
    state,
  );
  await readDays(client, [...cashDays.values()], [...new Map([...cashDays, ...paymentDays, ...washerDays(events, state)]).values()], state);
  const closedDays = events.flatMap((event) =>
    event.type === 'BusinessDayClosed' && event.data.paymentIds ? [{ organizationId: event.data.organizationId, day: event.data.day }] : [],
  );
  await readPayments(client, closedDays, state);
  return state;
}

/** The days the batch's tickets whose washers change were finished on: whether their close is stored decides how the change is shown. */
function washerDays(events: readonly MoneyEvent[], state: MoneyState): [string, { organizationId: string; day: string }][] {
  const changing = new Set(events.flatMap((event) => (event.type === 'TicketWashersSet' ? [event.data.ticketId] : [])));
  const days: [string, { organizationId: string; day: string }][] = [];
  const add = (ticketId: string, day: string | null) => {
    const organizationId = (state.charges.get(ticketId) ?? state.created.get(ticketId))?.organizationId;
    if (organizationId && day) days.push([dayKey(organizationId, day), { organizationId, day }]);
  };
  for (const ticketId of changing) add(ticketId, state.charges.get(ticketId)?.finishedDay ?? null);
  for (const event of events)
    if (event.type === 'TicketFinished' && changing.has(event.data.ticketId))
      add(event.data.ticketId, localDate(new Date(event.data.finishedAt)));
  return days;
}

/**
 * The rows of the batch's tickets, and its new tickets inserted as their TicketCreated inserts them (the first
 * one of a ticket wins), in one statement: the select sees the table as it was before the insert.
 */
async function readCharges(client: PoolClient, events: readonly MoneyEvent[], state: MoneyState): Promise<void> {
  const ticketIds = [...new Set(events.flatMap((event) => ticketIdOf(event) ?? []))];
  if (ticketIds.length === 0) return;
  const created = new Map<string, TicketCreatedData>();
  for (const event of events)
    if (event.type === 'TicketCreated' && !created.has(event.data.ticketId)) created.set(event.data.ticketId, event.data);
  const tickets = [...created.values()];
  const { rows } = await client.query<ChargeRow & { inserted: boolean }>(
    `with inserted as (
       insert into ticket_charges (ticket_id, organization_id, ppu, owner_name, client_id, service_code, created_at)
       select * from unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::uuid[], $7::text[], $8::timestamptz[])
       on conflict do nothing
       returning ${CHARGE_COLUMNS}, true as inserted)
     select ${CHARGE_COLUMNS}, false as inserted from ticket_charges where ticket_id = any($1::uuid[])
     union all
     select * from inserted`,
    [
      ticketIds,
      tickets.map((t) => t.ticketId),
      tickets.map((t) => t.organizationId),
      tickets.map((t) => t.vehicle.ppu),
      tickets.map((t) => t.vehicle.ownerName),
      tickets.map((t) => t.clientId),
      tickets.map((t) => t.serviceType),
      tickets.map((t) => t.createdAt),
    ],
  );
  for (const row of rows) (row.inserted ? state.created : state.charges).set(row.ticket_id, chargeOf(row));
}

/** The setups the batch changes (created now if new, as their first event would) and those its finished tickets read the rule from. */
async function readSetups(client: PoolClient, changed: readonly string[], read: readonly string[], state: MoneyState): Promise<void> {
  if (read.length === 0) return;
  const { rows } = await client.query<{
    organization_id: string;
    currency: string;
    currency_locked: boolean;
    commission_rule: CommissionRule;
    employees_may_record_payments: boolean;
  }>(
    `with inserted as (
       insert into billing_setups (organization_id) select unnest($1::uuid[]) on conflict do nothing
       returning organization_id, currency, currency_locked, commission_rule, employees_may_record_payments)
     select organization_id, currency, currency_locked, commission_rule, employees_may_record_payments
       from billing_setups where organization_id = any($2::uuid[])
     union all
     select * from inserted`,
    [changed, read],
  );
  for (const row of rows)
    state.setups.set(row.organization_id, {
      organizationId: row.organization_id,
      currency: row.currency,
      currencyLocked: row.currency_locked,
      commissionRule: row.commission_rule,
      employeesMayRecordPayments: row.employees_may_record_payments,
    });
}

/** The days the batch opens or closes (created now if new) and those its payments are recorded against. */
async function readDays(
  client: PoolClient,
  changed: readonly { organizationId: string; day: string }[],
  read: readonly { organizationId: string; day: string }[],
  state: MoneyState,
): Promise<void> {
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
    });
}

/** Every payment already recorded on the days the batch closes (a close may move them after it). */
async function readPayments(
  client: PoolClient,
  closedDays: readonly { organizationId: string; day: string }[],
  state: MoneyState,
): Promise<void> {
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

// ---------------------------------------------------------------------------------------------------------
// Writing them back

async function writeState(client: PoolClient, state: MoneyState): Promise<void> {
  await writeCharges(
    client,
    [...state.changedCharges].map((ticketId) => state.charges.get(ticketId)!),
  );
  await writeSetups(
    client,
    [...state.changedSetups].map((organizationId) => state.setups.get(organizationId)!),
  );
  await writeDays(
    client,
    [...state.changedDays].map((key) => state.days.get(key)!),
  );
  if (state.services.length > 0)
    await client.query(
      `insert into billing_services (organization_id, code, name) select * from unnest($1::uuid[], $2::text[], $3::text[]) on conflict do nothing`,
      [state.services.map((s) => s.organizationId), state.services.map((s) => s.code), state.services.map((s) => s.name)],
    );
  if (state.prices.length > 0)
    await client.query(
      `insert into billing_prices (organization_id, service_code, vehicle_group, effective_from, amount, currency, revision)
       select * from unnest($1::uuid[], $2::text[], $3::text[], $4::date[], $5::bigint[], $6::text[], $7::int[])
       on conflict do nothing`,
      [
        state.prices.map((p) => p.organizationId),
        state.prices.map((p) => p.serviceCode),
        state.prices.map((p) => p.vehicleGroup),
        state.prices.map((p) => p.effectiveFrom),
        state.prices.map((p) => p.amount),
        state.prices.map((p) => p.currency),
        state.prices.map((p) => p.revision),
      ],
    );
  await writePayments(client, state);
  await writeLines(client, state.lines);
  await writeCommissionChanges(client, state.commissionChanges);
}

async function writeCharges(client: PoolClient, charges: readonly Charge[]): Promise<void> {
  if (charges.length === 0) return;
  const column = <T>(pick: (charge: Charge) => T) => charges.map(pick);
  await client.query(
    `update ticket_charges t
        set finished_at = c.finished_at, finished_day = c.finished_day, responsible_id = c.responsible_id,
            responsible_name = c.responsible_name, currency = c.currency, price = c.price, price_source = c.price_source,
            discounts = c.discounts, courtesy = c.courtesy, voided = c.voided, charged = c.charged, paid = c.paid,
            washers = c.washers, commission_rule = c.commission_rule
       from unnest($1::uuid[], $2::timestamptz[], $3::date[], $4::uuid[], $5::text[], $6::text[], $7::bigint[], $8::text[],
                   $9::bigint[], $10::boolean[], $11::boolean[], $12::bigint[], $13::bigint[], $14::jsonb[], $15::jsonb[])
            as c(ticket_id, finished_at, finished_day, responsible_id, responsible_name, currency, price, price_source,
                 discounts, courtesy, voided, charged, paid, washers, commission_rule)
      where t.ticket_id = c.ticket_id`,
    [
      column((c) => c.ticketId),
      column((c) => c.finishedAt),
      column((c) => c.finishedDay),
      column((c) => c.responsibleId),
      column((c) => c.responsibleName),
      column((c) => c.currency),
      column((c) => c.price),
      column((c) => c.priceSource),
      column((c) => c.discounts),
      column((c) => c.courtesy),
      column((c) => c.voided),
      column((c) => c.charged),
      column((c) => c.paid),
      column((c) => (c.washers === null ? null : jsonText(c.washers))),
      column((c) => (c.commissionRule === null ? null : jsonText(c.commissionRule))),
    ],
  );
}

async function writeSetups(client: PoolClient, setups: readonly Setup[]): Promise<void> {
  if (setups.length === 0) return;
  await client.query(
    `update billing_setups s
        set currency = u.currency, currency_locked = u.currency_locked, commission_rule = u.commission_rule,
            employees_may_record_payments = u.employees_may_record_payments
       from unnest($1::uuid[], $2::text[], $3::jsonb[], $4::boolean[], $5::boolean[])
            as u(organization_id, currency, commission_rule, employees_may_record_payments, currency_locked)
      where s.organization_id = u.organization_id`,
    [
      setups.map((s) => s.organizationId),
      setups.map((s) => s.currency),
      setups.map((s) => jsonText(s.commissionRule)),
      setups.map((s) => s.employeesMayRecordPayments),
      setups.map((s) => s.currencyLocked),
    ],
  );
}

async function writeDays(client: PoolClient, days: readonly Day[]): Promise<void> {
  if (days.length === 0) return;
  const column = <T>(pick: (day: Day) => T) => days.map(pick);
  await client.query(
    `update business_days d
        set opening_cash = u.opening_cash, opened_at = u.opened_at, closed_at = u.closed_at, closed_by = u.closed_by,
            expected = u.expected, counted = u.counted, difference = u.difference, total_difference = u.total_difference, note = u.note,
            currency = u.currency
       from unnest($1::uuid[], $2::date[], $3::bigint[], $4::timestamptz[], $5::timestamptz[], $6::uuid[], $7::jsonb[], $8::jsonb[],
                   $9::jsonb[], $10::bigint[], $11::text[], $12::text[])
            as u(organization_id, day, opening_cash, opened_at, closed_at, closed_by, expected, counted, difference, total_difference, note,
                 currency)
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
    ],
  );
}

async function writePayments(client: PoolClient, state: MoneyState): Promise<void> {
  const recorded = [...state.payments.values()].filter((payment) => payment.recorded);
  if (recorded.length > 0) {
    const column = <T>(pick: (payment: Payment & Required<Pick<Payment, 'recorded'>>) => T) =>
      recorded.map((payment) => pick(payment as Payment & Required<Pick<Payment, 'recorded'>>));
    await client.query(
      `insert into payments (payment_id, organization_id, ticket_id, business_day, method, amount, boleta, correction, recorded_at, recorded_by)
       select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::date[], $5::text[], $6::bigint[], $7::text[], $8::boolean[],
                            $9::timestamptz[], $10::uuid[])`,
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

async function writeLines(client: PoolClient, lines: MoneyState['lines']): Promise<void> {
  if (lines.size === 0) return;
  await client.query('delete from commission_lines where ticket_id = any($1::uuid[])', [[...lines.keys()]]);
  const rows = [...lines].flatMap(([ticketId, ticket]) =>
    ticket.lines.map((line) => ({ ticketId, organizationId: ticket.organizationId, day: ticket.day, currency: ticket.currency, ...line })),
  );
  if (rows.length === 0) return;
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
  await client.query(
    `insert into commission_lines (ticket_id, user_id, organization_id, day, name, percent, amount, currency)
     select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::date[], $5::text[], $6::smallint[], $7::bigint[], $8::text[])`,
    [
      column((r) => r.ticketId),
      column((r) => r.userId),
      column((r) => r.organizationId),
      column((r) => r.day),
      column((r) => r.name),
      column((r) => r.percent),
      column((r) => r.amount),
      column((r) => r.currency),
    ],
  );
}

async function writeCommissionChanges(client: PoolClient, changes: readonly CommissionChange[]): Promise<void> {
  if (changes.length === 0) return;
  const column = <T>(pick: (change: CommissionChange) => T) => changes.map(pick);
  await client.query(
    `insert into commission_changes (ticket_id, revision, organization_id, day, changed_at, changed_by, before, after, reason)
     select * from unnest($1::uuid[], $2::int[], $3::uuid[], $4::date[], $5::timestamptz[], $6::uuid[], $7::jsonb[], $8::jsonb[], $9::text[])
     on conflict do nothing`,
    [
      column((c) => c.ticketId),
      column((c) => c.revision),
      column((c) => c.organizationId),
      column((c) => c.day),
      column((c) => c.changedAt),
      column((c) => c.changedBy),
      column((c) => jsonText(c.before)),
      column((c) => jsonText(c.after)),
      column((c) => c.reason),
    ],
  );
}
