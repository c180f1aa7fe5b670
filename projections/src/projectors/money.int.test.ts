import { useProjectionDatabase } from '../testing/projection-database';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@lavado/shared/logger';
import { billingStreamId, type BillingEvent } from '@lavado/shared/money/billing.events';
import { cashDayStreamId, type CashDayEvent } from '@lavado/shared/money/cash-day.events';
import { zeroByMethod } from '@lavado/shared/money/money';
import type { TicketBillingEvent } from '@lavado/shared/money/ticket-billing.events';
import { ticketStreamId, type TicketEvent } from '@lavado/shared/wash/ticket.events';
import { rebuildProjector } from '../runner/rebuild';
import { moneyProjector } from './money';

const database = useProjectionDatabase();

const organizationId = randomUUID();
const adminId = randomUUID();
const ana = { userId: randomUUID(), employeeNumber: 1, firstName: 'Ana', secondName: 'Rojas' };
const luis = { userId: randomUUID(), employeeNumber: 2, firstName: 'Luis', secondName: 'Soto' };
const day = '2026-11-25';
const at = (hour: number) => new Date(Date.UTC(2026, 10, 25, hour, 0)).toISOString();

async function append(streamId: string, events: (TicketEvent | TicketBillingEvent | BillingEvent | CashDayEvent)[]) {
  await database.store.append(
    streamId,
    events.map((event) => ({
      id: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { organizationId, actorId: adminId, actorRole: 'AD', commandId: randomUUID(), correlationId: 'test', at: at(12) },
    })),
    { expected: 'any' },
  );
}

function ticket(serviceType: 'BA' | 'FL', ppu: string) {
  const ticketId = randomUUID();
  const created: TicketEvent = {
    type: 'TicketCreated',
    data: {
      ticketId,
      organizationId,
      clientId: null,
      vehicle: { ppu, type: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul', ownerName: 'Juan Pérez' },
      driver: 'Juan',
      serviceType,
      endDate: day,
      endTime: '18:00',
      observations: '',
      createdAt: at(13),
    },
  };
  const priced = (amount: number): TicketBillingEvent => ({
    type: 'TicketPriced',
    data: {
      ticketId,
      organizationId,
      serviceCode: serviceType,
      vehicleGroup: 'AUT',
      amount,
      currency: 'CLP',
      source: 'list',
      reason: null,
    },
  });
  const started = (employee = ana): TicketEvent => ({ type: 'TicketStarted', data: { ticketId, employee, startedAt: at(14) } });
  const finished = (employee = ana): TicketEvent => ({ type: 'TicketFinished', data: { ticketId, employee, finishedAt: at(15) } });
  const paid = (method: 'cash' | 'debit', amount: number, correction = false): TicketBillingEvent => ({
    type: 'TicketPaymentRecorded',
    data: { ticketId, paymentId: randomUUID(), method, amount, boleta: 'B-1', businessDay: day, correction, recordedAt: at(16) },
  });
  return { ticketId, stream: ticketStreamId(ticketId), created, priced, started, finished, paid };
}

async function snapshot() {
  const tables = [
    'billing_setups',
    'billing_services',
    'billing_prices',
    'ticket_charges',
    'payments',
    'business_days',
    'commission_lines',
  ];
  const result: Record<string, unknown[]> = {};
  for (const table of tables) result[table] = (await database.pool.query(`select * from ${table} order by 1, 2`)).rows;
  return result;
}

describe('money projector', () => {
  it("recomputes a day's charges, payments, close and commissions from events, and a rebuild gives the same tables", async () => {
    await append(billingStreamId(organizationId), [
      { type: 'ServiceAdded', data: { organizationId, code: 'X1', name: 'Lavado de motor' } },
      {
        type: 'PriceSet',
        data: { organizationId, serviceCode: 'FL', vehicleGroup: 'AUT', amount: 12990, currency: 'CLP', effectiveFrom: day },
      },
      { type: 'CommissionRuleSet', data: { organizationId, rule: { kind: 'percent', percent: 30 } } },
    ]);

    // Split 50/50 between two washers, paid part cash and part card.
    const split = ticket('FL', 'ABCD12');
    await append(split.stream, [split.created, split.priced(12990), split.started(), split.finished(luis)]);
    await append(split.stream, [
      {
        type: 'TicketWashersSet',
        data: {
          ticketId: split.ticketId,
          washers: [
            { userId: ana.userId, name: 'Ana Rojas', percent: 50 },
            { userId: luis.userId, name: 'Luis Soto', percent: 50 },
          ],
        },
      },
      split.paid('cash', 5000),
      split.paid('debit', 7990),
    ]);

    // Discounted, finished by Ana alone, unpaid.
    const discounted = ticket('FL', 'BBCC34');
    await append(discounted.stream, [
      discounted.created,
      discounted.priced(12990),
      { type: 'TicketDiscounted', data: { ticketId: discounted.ticketId, amount: 2990, reason: 'Cliente frecuente' } },
      discounted.started(),
      discounted.finished(),
    ]);

    // A courtesy and a void earn and owe nothing.
    const courtesy = ticket('FL', 'CCDD56');
    await append(courtesy.stream, [
      courtesy.created,
      courtesy.priced(12990),
      { type: 'TicketMarkedCourtesy', data: { ticketId: courtesy.ticketId, reason: 'Reclamo' } },
      courtesy.started(),
      courtesy.finished(),
    ]);
    const voided = ticket('BA', 'DDEE78');
    await append(voided.stream, [
      voided.created,
      { type: 'TicketVoided', data: { ticketId: voided.ticketId, reason: 'Error', voidedAt: at(13) } },
    ]);

    await append(cashDayStreamId(organizationId, day), [
      { type: 'BusinessDayOpened', data: { organizationId, day, openingCash: 20000, openedAt: at(11) } },
      {
        type: 'BusinessDayClosed',
        data: {
          organizationId,
          day,
          expected: { ...zeroByMethod(), cash: 25000, debit: 7990 },
          counted: { ...zeroByMethod(), cash: 24000, debit: 7990 },
          difference: { ...zeroByMethod(), cash: -1000 },
          totalDifference: -1000,
          note: '',
          closedAt: at(22),
        },
      },
    ]);
    // After the close: a correction against the closed day, and a new rule that must not touch finished tickets.
    await append(discounted.stream, [discounted.paid('cash', 10000, true)]);
    await append(billingStreamId(organizationId), [
      { type: 'CommissionRuleSet', data: { organizationId, rule: { kind: 'percent', percent: 50 } } },
    ]);

    await rebuildProjector(moneyProjector, { pool: database.pool, store: database.store, logger: createLogger('silent') });
    const tables = await snapshot();

    const charge = (ticketId: string) =>
      (tables.ticket_charges as { ticket_id: string; charged: number; paid: number }[]).find((row) => row.ticket_id === ticketId);
    expect([split, discounted, courtesy, voided].map(({ ticketId }) => [charge(ticketId)?.charged, charge(ticketId)?.paid])).toEqual([
      [12990, 12990],
      [10000, 10000],
      [0, 0],
      [0, 0],
    ]);

    const lines = (
      await database.pool.query<{ ticket_id: string; name: string; amount: number }>(
        'select ticket_id, name, amount from commission_lines order by ticket_id, name',
      )
    ).rows;
    // 30% of 12.990 = 3.897, split 1.949 / 1.948; 30% of 10.000 = 3.000 for Ana; 0 for the courtesy; nothing for the void.
    expect(lines.filter((line) => line.ticket_id === split.ticketId).map((line) => [line.name, line.amount])).toEqual([
      ['Ana Rojas', 1949],
      ['Luis Soto', 1948],
    ]);
    expect(lines.filter((line) => line.ticket_id === discounted.ticketId).map((line) => [line.name, line.amount])).toEqual([
      ['Ana Rojas', 3000],
    ]);
    expect(lines.filter((line) => line.ticket_id === courtesy.ticketId).map((line) => line.amount)).toEqual([0]);
    expect(lines.some((line) => line.ticket_id === voided.ticketId)).toBe(false);

    const payments = await database.pool.query<{ method: string; total: number; corrections: number | null }>(
      `select method, sum(amount)::bigint as total, (sum(amount) filter (where correction))::bigint as corrections from payments
       where organization_id = $1 and business_day = $2 group by method order by method`,
      [organizationId, day],
    );
    expect(payments.rows).toEqual([
      { method: 'cash', total: 15000, corrections: 10000 },
      { method: 'debit', total: 7990, corrections: null },
    ]);
    expect(tables.business_days).toEqual([expect.objectContaining({ opening_cash: 20000, total_difference: -1000 })]);
    expect(tables.billing_services).toEqual([{ organization_id: organizationId, code: 'X1', name: 'Lavado de motor' }]);

    await rebuildProjector(moneyProjector, { pool: database.pool, store: database.store, logger: createLogger('silent'), batchSize: 3 });
    expect(await snapshot()).toEqual(tables);
  });
});
