import { assertNever } from '@lavado/shared/domain/decider';
import type { PoolClient } from '@lavado/shared/db/pool';
import type { CommissionRule } from '@lavado/shared/money/billing.events';
import { amountCharged } from '@lavado/shared/money/ticket-billing.decider';
import type { WasherShare } from '@lavado/shared/money/ticket-billing.events';
import { fullName } from '@lavado/shared/identity/full-name';
import { localDate } from '@lavado/shared/time/zone';
import type { TicketCreatedData } from '@lavado/shared/wash/ticket.events';
import { NO_COMMISSION, refreshCommissionLines, washersOf } from './commissions';
import { dayKey, jsonText, type Charge, type DayOf, type MoneyEvent, type MoneyEventOf, type MoneyState } from './state';

/** What changes a ticket's charge (ticket_charges): its life on the board, its price and what lowers it, its washers. */
export type TicketChargeEvent = MoneyEventOf<
  | 'TicketCreated'
  | 'TicketStarted'
  | 'TicketFinished'
  | 'TicketPriced'
  | 'TicketDiscounted'
  | 'TicketMarkedCourtesy'
  | 'TicketVoided'
  | 'TicketWashersSet'
  | 'TicketChargedToPack'
  | 'TicketFreeByLoyalty'
>;

export function evolveTicketCharge(state: MoneyState, event: TicketChargeEvent): void {
  switch (event.type) {
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
    case 'TicketChargedToPack':
      return refreshCharge(state, event.data.ticketId, (charge) => (charge.prepaid = 'pack'));
    case 'TicketFreeByLoyalty':
      return refreshCharge(state, event.data.ticketId, (charge) => (charge.prepaid = 'loyalty'));
    default:
      assertNever(event);
  }
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
    prepaid: charge.prepaid,
  });
  refreshCommissionLines(state, charge);
}

/**
 * New washers for a ticket. A change its decider marked as the correction of a closed day
 * (`correctsClosedDay`) is listed with that day's close. An event stored before the decider said so keeps
 * the meaning it was projected with: it is listed when its ticket's finished day was already closed in
 * the read model at this point of the event order (so a rebuild agrees).
 */
function setWashers(state: MoneyState, event: MoneyEventOf<'TicketWashersSet'>): void {
  const charge = state.charges.get(event.data.ticketId);
  const before = charge ? washersOf(charge) : [];
  refreshCharge(state, event.data.ticketId, (changed) => (changed.washers = event.data.washers ?? null));
  if (!charge) return;
  const corrected = isLegacyWashersChange(event) ? closedFinishedDayOf(state, charge) : event.data.correctsClosedDay;
  if (!corrected) return;
  state.commissionChanges.push({
    ticketId: charge.ticketId,
    revision: event.revision,
    organizationId: charge.organizationId,
    day: corrected,
    changedAt: event.metadata.at,
    changedBy: event.metadata.actorId ?? null,
    before,
    after: event.data.washers,
    reason: event.data.reason ?? null,
  });
}

/** A change of washers stored before its decider said which closed day it corrects. */
const isLegacyWashersChange = (event: MoneyEventOf<'TicketWashersSet'>) => event.data.correctsClosedDay === undefined;

const closedFinishedDayOf = (state: MoneyState, charge: Charge): string | null =>
  charge.finishedDay && state.days.get(dayKey(charge.organizationId, charge.finishedDay))?.closedAt ? charge.finishedDay : null;

/** The days the batch's older changes of washers (`isLegacyWashersChange`) need: whether their close is stored decides how they are shown. */
export function washerDays(events: readonly MoneyEvent[], state: MoneyState): [string, DayOf][] {
  const changing = new Set(
    events.flatMap((event) => (event.type === 'TicketWashersSet' && isLegacyWashersChange(event) ? [event.data.ticketId] : [])),
  );
  const days: [string, DayOf][] = [];
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

const ticketIdOf = (event: MoneyEvent): string | null => ('ticketId' in event.data ? event.data.ticketId : null);

const CHARGE_COLUMNS = `ticket_id, organization_id, service_code, finished_at::text as finished_at,
  to_char(finished_day, 'YYYY-MM-DD') as finished_day, responsible_id, responsible_name, currency, price, price_source,
  discounts, courtesy, voided, charged, paid, washers, commission_rule, prepaid`;

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
  prepaid: string | null;
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
  prepaid: row.prepaid,
});

/**
 * The rows of the batch's tickets, and its new tickets inserted as their TicketCreated inserts them (the first
 * one of a ticket wins), in one statement: the select sees the table as it was before the insert.
 */
export async function readCharges(client: PoolClient, events: readonly MoneyEvent[], state: MoneyState): Promise<void> {
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

export async function writeCharges(client: PoolClient, state: MoneyState): Promise<void> {
  const charges = [...state.changedCharges].map((ticketId) => state.charges.get(ticketId)!);
  if (charges.length === 0) return;
  const column = <T>(pick: (charge: Charge) => T) => charges.map(pick);
  await client.query(
    `update ticket_charges t
        set finished_at = c.finished_at, finished_day = c.finished_day, responsible_id = c.responsible_id,
            responsible_name = c.responsible_name, currency = c.currency, price = c.price, price_source = c.price_source,
            discounts = c.discounts, courtesy = c.courtesy, voided = c.voided, charged = c.charged, paid = c.paid,
            washers = c.washers, commission_rule = c.commission_rule, prepaid = c.prepaid
       from unnest($1::uuid[], $2::timestamptz[], $3::date[], $4::uuid[], $5::text[], $6::text[], $7::bigint[], $8::text[],
                   $9::bigint[], $10::boolean[], $11::boolean[], $12::bigint[], $13::bigint[], $14::jsonb[], $15::jsonb[], $16::text[])
            as c(ticket_id, finished_at, finished_day, responsible_id, responsible_name, currency, price, price_source,
                 discounts, courtesy, voided, charged, paid, washers, commission_rule, prepaid)
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
      column((c) => c.prepaid),
    ],
  );
}
