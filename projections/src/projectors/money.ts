import { assertNever } from '@lavado/shared/domain/decider';
import type { PoolClient } from '@lavado/shared/db/pool';
import { billingEventTypes, type BillingEvent, type CommissionRule } from '@lavado/shared/money/billing.events';
import { cashDayEventTypes, type CashDayEvent } from '@lavado/shared/money/cash-day.events';
import { commissionLines, ticketCommission } from '@lavado/shared/money/commissions';
import { amountCharged } from '@lavado/shared/money/ticket-billing.decider';
import { ticketBillingEventTypes, type TicketBillingEvent, type WasherShare } from '@lavado/shared/money/ticket-billing.events';
import { fullName } from '@lavado/shared/identity/full-name';
import { localDate } from '@lavado/shared/time/zone';
import type { TicketEvent } from '@lavado/shared/wash/ticket.events';
import { defineProjector, type Projected } from './define';

type Handled =
  | BillingEvent
  | CashDayEvent
  | TicketBillingEvent
  | Extract<TicketEvent, { type: 'TicketCreated' | 'TicketStarted' | 'TicketFinished' | 'TicketVoided' }>;

/** Prices, charges, payments, cash closes and commissions: every figure of the day's money, from events. */
export const moneyProjector = defineProjector<Handled>()({
  name: 'money',
  tables: ['billing_setups', 'billing_services', 'billing_prices', 'ticket_charges', 'payments', 'business_days', 'commission_lines'],
  handles: [
    ...billingEventTypes,
    ...cashDayEventTypes,
    ...ticketBillingEventTypes,
    'TicketCreated',
    'TicketStarted',
    'TicketFinished',
    'TicketVoided',
  ],
  async apply(event, { client }) {
    switch (event.type) {
      case 'BillingCurrencySet':
        await upsertSetup(client, event.data.organizationId, 'currency', event.data.currency);
        return;
      case 'CommissionRuleSet':
        await upsertSetup(client, event.data.organizationId, 'commission_rule', JSON.stringify(event.data.rule));
        return;
      case 'PaymentPolicySet':
        await upsertSetup(client, event.data.organizationId, 'employees_may_record_payments', event.data.employeesMayRecordPayments);
        return;
      case 'ServiceAdded':
        await client.query('insert into billing_services (organization_id, code, name) values ($1, $2, $3) on conflict do nothing', [
          event.data.organizationId,
          event.data.code,
          event.data.name,
        ]);
        return;
      case 'PriceSet': {
        const { organizationId, serviceCode, vehicleGroup, effectiveFrom, amount, currency } = event.data;
        await client.query(
          `insert into billing_prices (organization_id, service_code, vehicle_group, effective_from, amount, currency, revision)
           values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
          [organizationId, serviceCode, vehicleGroup, effectiveFrom, amount, currency, event.revision],
        );
        return;
      }
      case 'BusinessDayOpened':
        await client.query(
          `insert into business_days (organization_id, day, opening_cash, opened_at) values ($1, $2, $3, $4)
           on conflict (organization_id, day) do update set opening_cash = excluded.opening_cash, opened_at = excluded.opened_at`,
          [event.data.organizationId, event.data.day, event.data.openingCash, event.data.openedAt],
        );
        return;
      case 'BusinessDayClosed': {
        const d = event.data;
        await client.query(
          `insert into business_days (organization_id, day, closed_at, closed_by, expected, counted, difference, total_difference, note)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           on conflict (organization_id, day) do update set closed_at = excluded.closed_at, closed_by = excluded.closed_by,
             expected = excluded.expected, counted = excluded.counted, difference = excluded.difference,
             total_difference = excluded.total_difference, note = excluded.note`,
          [
            d.organizationId,
            d.day,
            d.closedAt,
            event.metadata.actorId ?? null,
            JSON.stringify(d.expected),
            JSON.stringify(d.counted),
            JSON.stringify(d.difference),
            d.totalDifference,
            d.note,
          ],
        );
        // A payment stored before the close that the close did not count (it reached the read model after the
        // close read it) is shown after the close, like one stored later.
        if (d.paymentIds)
          await client.query(
            `update payments set correction = true
             where organization_id = $1 and business_day = $2 and not correction and not (payment_id = any($3::uuid[]))`,
            [d.organizationId, d.day, d.paymentIds],
          );
        return;
      }
      case 'TicketCreated': {
        const t = event.data;
        await client.query(
          `insert into ticket_charges (ticket_id, organization_id, ppu, owner_name, client_id, service_code, created_at)
           values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
          [t.ticketId, t.organizationId, t.vehicle.ppu, t.vehicle.ownerName, t.clientId, t.serviceType, t.createdAt],
        );
        return;
      }
      case 'TicketStarted':
        await client.query('update ticket_charges set responsible_id = $2, responsible_name = $3 where ticket_id = $1', [
          event.data.ticketId,
          event.data.employee.userId,
          fullName(event.data.employee),
        ]);
        return;
      case 'TicketFinished':
        // The rule in force now, at this point of the event order, so a rebuild finds the same one.
        await client.query(
          `update ticket_charges t set finished_at = $2, finished_day = $3, responsible_id = $4, responsible_name = $5,
             commission_rule = coalesce((select s.commission_rule from billing_setups s where s.organization_id = t.organization_id),
                                        '{"kind":"percent","percent":0}')
           where ticket_id = $1`,
          [
            event.data.ticketId,
            event.data.finishedAt,
            localDate(new Date(event.data.finishedAt)),
            event.data.employee.userId,
            fullName(event.data.employee),
          ],
        );
        return refreshTicket(client, event.data.ticketId);
      case 'TicketPriced':
        await client.query('update ticket_charges set price = $2, currency = $3, price_source = $4 where ticket_id = $1', [
          event.data.ticketId,
          event.data.amount,
          event.data.currency,
          event.data.source,
        ]);
        return refreshTicket(client, event.data.ticketId);
      case 'TicketDiscounted':
        await client.query('update ticket_charges set discounts = discounts + $2 where ticket_id = $1', [
          event.data.ticketId,
          event.data.amount,
        ]);
        return refreshTicket(client, event.data.ticketId);
      case 'TicketMarkedCourtesy':
        await client.query('update ticket_charges set courtesy = true where ticket_id = $1', [event.data.ticketId]);
        return refreshTicket(client, event.data.ticketId);
      case 'TicketVoided':
        await client.query('update ticket_charges set voided = true where ticket_id = $1', [event.data.ticketId]);
        return refreshTicket(client, event.data.ticketId);
      case 'TicketWashersSet':
        await client.query('update ticket_charges set washers = $2 where ticket_id = $1', [
          event.data.ticketId,
          JSON.stringify(event.data.washers),
        ]);
        return refreshTicket(client, event.data.ticketId);
      case 'TicketPaymentRecorded':
        return recordPayment(client, event);
      default:
        assertNever(event);
    }
  },
});

async function upsertSetup(
  client: PoolClient,
  organizationId: string,
  column: 'currency' | 'commission_rule' | 'employees_may_record_payments',
  value: unknown,
) {
  await client.query(
    `insert into billing_setups (organization_id, ${column}) values ($1, $2)
     on conflict (organization_id) do update set ${column} = excluded.${column}`,
    [organizationId, value],
  );
}

/**
 * A payment stored after its day's close is shown after the close, whatever the day looked like when it was
 * decided: a payment decided while the day was open can be stored after the close, which did not count it.
 */
async function recordPayment(client: PoolClient, event: Projected<Extract<TicketBillingEvent, { type: 'TicketPaymentRecorded' }>>) {
  const p = event.data;
  const inserted = await client.query(
    `insert into payments (payment_id, organization_id, ticket_id, business_day, method, amount, boleta, correction, recorded_at, recorded_by)
     select $1, t.organization_id, t.ticket_id, $3, $4, $5, $6,
            $7 or exists (select 1 from business_days d where d.organization_id = t.organization_id and d.day = $3 and d.closed_at is not null),
            $8, $9
       from ticket_charges t where t.ticket_id = $2
     on conflict (payment_id) do nothing`,
    [p.paymentId, p.ticketId, p.businessDay, p.method, p.amount, p.boleta, p.correction, p.recordedAt, event.metadata.actorId ?? null],
  );
  if (inserted.rowCount) await client.query('update ticket_charges set paid = paid + $2 where ticket_id = $1', [p.ticketId, p.amount]);
}

type ChargeRow = {
  organization_id: string;
  service_code: string;
  finished_day: string | null;
  responsible_id: string | null;
  responsible_name: string | null;
  price: string | null;
  discounts: string;
  courtesy: boolean;
  voided: boolean;
  washers: WasherShare[] | null;
  commission_rule: CommissionRule | null;
};

/** Recomputes what a ticket is charged and each washer's commission on it after any change to either. */
async function refreshTicket(client: PoolClient, ticketId: string): Promise<void> {
  const { rows } = await client.query<ChargeRow>(
    `select organization_id, service_code, to_char(finished_day, 'YYYY-MM-DD') as finished_day, responsible_id, responsible_name,
            price, discounts, courtesy, voided, washers, commission_rule
     from ticket_charges where ticket_id = $1`,
    [ticketId],
  );
  const row = rows[0];
  if (!row) return;
  const charged = amountCharged({
    price: row.price === null ? null : { amount: Number(row.price) },
    discounts: Number(row.discounts),
    courtesy: row.courtesy,
    voided: row.voided,
  });
  await client.query('update ticket_charges set charged = $2 where ticket_id = $1', [ticketId, charged]);
  await client.query('delete from commission_lines where ticket_id = $1', [ticketId]);
  if (!row.finished_day || !row.commission_rule || row.voided) return;
  // Nobody split the ticket: whoever finished it did the wash.
  const washers =
    row.washers ?? (row.responsible_id ? [{ userId: row.responsible_id, name: row.responsible_name ?? '', percent: 100 }] : []);
  const lines = commissionLines(ticketCommission(row.commission_rule, row.service_code, charged), washers);
  for (const line of lines)
    await client.query(
      `insert into commission_lines (ticket_id, user_id, organization_id, day, name, percent, amount) values ($1, $2, $3, $4, $5, $6, $7)`,
      [ticketId, line.userId, row.organization_id, row.finished_day, line.name, line.percent, line.amount],
    );
}
