import { assertNever } from '@lavado/shared/domain/decider';
import type { PoolClient } from '@lavado/shared/db/pool';
import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import type { ProjectionContext } from '../runner/projector';
import { erasedForms } from '@lavado/shared/privacy/erased-forms';
import { defineProjector } from './define';
import { evolveBillingSetup, readSetups, writeBillingSetup } from './money/billing-setup';
import { evolveCashDay, readDays, readPayments, writeCashDays } from './money/cash-days';
import { writeCommissions } from './money/commissions';
import { moneyChangesOf } from './money/money-changes';
import { evolveTicketCharge, readCharges, washerDays, writeCharges } from './money/ticket-charges';
import { dayKey, emptyMoneyState, type DayOf, type MoneyEvent, type MoneyState } from './money/state';

/**
 * Prices, charges, payments, cash closes and commissions: every figure of the day's money, from events.
 * A batch reads the rows its events touch, folds the events into them in memory in their order, and
 * writes them back in a few set-based statements; one event is a batch of one, so both ways agree.
 * Each concern keeps its rows in its own file under `money/`: the billing setup (settings, services,
 * prices), ticket charges, cash days (opening, close, payments) and commissions; `money-changes.ts`
 * says what the batch changed, pushed to the organization's members so that their money screens move.
 */
export const moneyProjector = defineProjector<EventFeeding<'money'>>()({
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
  apply: (event, context) => project(context, [event]),
  applyBatch: (events, context) => project(context, events),
});

type Erasure = Extract<MoneyEvent, { type: 'ClientErased' }>;
type UserErasure = Extract<MoneyEvent, { type: 'UserErased' }>;
type FoldedEvent = Exclude<MoneyEvent, Erasure | UserErasure>;

/**
 * The batch in order: the events folded into their rows, and an erasure, which rewrites rows the
 * fold may hold, applied between the events before it (written first) and those after.
 */
async function project(context: ProjectionContext, events: readonly MoneyEvent[]): Promise<void> {
  let folded: FoldedEvent[] = [];
  for (const event of events) {
    if (event.type !== 'ClientErased' && event.type !== 'UserErased') {
      folded.push(event);
      continue;
    }
    await fold(context, folded);
    folded = [];
    if (event.type === 'UserErased') await eraseWasher(context.client, event.data);
    else await eraseClient(context.client, event.data);
  }
  await fold(context, folded);
}

/**
 * An erased client's tickets keep every amount, date, payment and commission; the plate and the
 * owner's name they were charged under read as a rebuild reads them (the erased forms), and so does
 * a reason typed for a change of their commissions.
 */
async function eraseClient(client: PoolClient, erasure: Erasure['data']): Promise<void> {
  await client.query('update ticket_charges set ppu = $2, owner_name = $3 where ticket_id = any($1::uuid[])', [
    erasure.ticketIds,
    erasedForms.plate,
    erasedForms.name,
  ]);
  await client.query('update commission_changes set reason = $2 where ticket_id = any($1::uuid[]) and reason is not null', [
    erasure.ticketIds,
    erasedForms.freeText,
  ]);
}

/**
 * An erased washer keeps every ticket, amount and commission under their id; their name, wherever a
 * charge, a commission line or a change of washers copied it, reads as a rebuild reads it.
 */
async function eraseWasher(client: PoolClient, { userId }: UserErasure['data']): Promise<void> {
  const name = erasedForms.name;
  await client.query('update ticket_charges set responsible_name = $2 where responsible_id = $1', [userId, name]);
  await client.query(`update ticket_charges set washers = ${renamed('washers')} where washers @> ${naming}`, [userId, name]);
  await client.query('update commission_lines set name = $2 where user_id = $1', [userId, name]);
  await client.query(
    `update commission_changes set before = ${renamed('before')}, after = ${renamed('after')}
      where before @> ${naming} or after @> ${naming}`,
    [userId, name],
  );
}

/** A list of washers (`[{ userId, name, percent }]`) that names the user `$1`. */
const naming = `jsonb_build_array(jsonb_build_object('userId', $1::text))`;
/** The list in `column`, in its order, with the user `$1`'s name replaced by `$2`. */
const renamed = (column: string) =>
  `(select coalesce(jsonb_agg(case when w ->> 'userId' = $1::text then jsonb_set(w, '{name}', to_jsonb($2::text)) else w end order by i), '[]'::jsonb)
      from jsonb_array_elements(${column}) with ordinality as x(w, i))`;

/** The batch's rows, then, unless it is a rebuild's replay, one push per organization of what changed (ids only). */
async function fold({ client, publish, replaying }: ProjectionContext, events: readonly FoldedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const state = await readState(client, events);
  for (const event of events) evolve(state, event);
  await writeState(client, state);
  if (!replaying) for (const change of moneyChangesOf(state)) await publish(change);
}

/** One event folded into the state, with the same effect its own statements had when each event was written alone. */
function evolve(state: MoneyState, event: FoldedEvent): void {
  switch (event.type) {
    case 'BillingCurrencySet':
    case 'BillingCurrencyLocked':
    case 'CommissionRuleSet':
    case 'PaymentPolicySet':
    case 'ServiceAdded':
    case 'PriceSet':
      return evolveBillingSetup(state, event);
    case 'TicketCreated':
    case 'TicketStarted':
    case 'TicketFinished':
    case 'TicketPriced':
    case 'TicketDiscounted':
    case 'TicketMarkedCourtesy':
    case 'TicketVoided':
    case 'TicketWashersSet':
    case 'TicketChargedToPack':
    case 'TicketFreeByLoyalty':
      return evolveTicketCharge(state, event);
    case 'BusinessDayOpened':
    case 'BusinessDayClosed':
    case 'TicketPaymentRecorded':
    case 'PackSold':
    case 'PackRefunded':
      return evolveCashDay(state, event);
    default:
      assertNever(event);
  }
}

/** The rows the batch's events touch, read (and the new ones inserted) in a few statements. */
async function readState(client: PoolClient, events: readonly FoldedEvent[]): Promise<MoneyState> {
  const state = emptyMoneyState();
  await readCharges(client, events, state);
  const organizationOf = (ticketId: string) => (state.charges.get(ticketId) ?? state.created.get(ticketId))?.organizationId;

  const setupOrganizations = new Set<string>();
  const cashDays = new Map<string, DayOf>();
  const paymentDays = new Map<string, DayOf>();
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
    if (event.type === 'PackSold' || event.type === 'PackRefunded') {
      const { organizationId, businessDay } = event.data;
      paymentDays.set(dayKey(organizationId, businessDay), { organizationId, day: businessDay });
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

async function writeState(client: PoolClient, state: MoneyState): Promise<void> {
  await writeCharges(client, state);
  await writeBillingSetup(client, state);
  await writeCashDays(client, state);
  await writeCommissions(client, state);
}
