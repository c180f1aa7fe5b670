import { useProjectionDatabase } from '../../../tests/support/projection-database';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@lavado/shared/logger';
import { billingStreamId, type BillingEvent } from '@lavado/shared/money/billing.events';
import { cashDayStreamId, type CashDayEvent } from '@lavado/shared/money/cash-day.events';
import { zeroByMethod } from '@lavado/shared/money/money';
import type { TicketBillingEvent, WasherShare } from '@lavado/shared/money/ticket-billing.events';
import { ticketStreamId, type TicketCreatedData, type TicketEvent } from '@lavado/shared/wash/ticket.events';
import { rebuildProjector } from '../runner/rebuild';
import { applyInBatches, applyOneByOne, interleave, seededRandom } from '../../../tests/support/batch-equality';
import { moneyProjector } from './money';

const database = useProjectionDatabase();

const organizationId = randomUUID();
const adminId = randomUUID();
const ana = { userId: randomUUID(), employeeNumber: 1, firstName: 'Ana', secondName: 'Rojas' };
const luis = { userId: randomUUID(), employeeNumber: 2, firstName: 'Luis', secondName: 'Soto' };
const day = '2026-11-25';
const at = (hour: number) => new Date(Date.UTC(2026, 10, 25, hour, 0)).toISOString();

type MoneyEvent = TicketEvent | TicketBillingEvent | BillingEvent | CashDayEvent;

async function append(
  streamId: string,
  events: MoneyEvent[],
  by: { organizationId: string; actorId: string } = { organizationId, actorId: adminId },
) {
  await database.store.append(
    streamId,
    events.map((event) => ({
      id: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { ...by, actorRole: 'AD', commandId: randomUUID(), correlationId: 'test', at: at(12) },
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

/** An event on its stream, by whom; a close's counted payments are filled in once the order is known. */
type Step = { streamId: string; event: MoneyEvent; actorId: string; organizationId: string };

/**
 * Three organizations' money over three days in a random order of commands: price lists and commission rules
 * that change between finishes, tickets priced, discounted, given as courtesy, split between washers, voided,
 * paid (once or twice, or as a correction), days opened (twice) and closed (with and without
 * the payments they counted), and what the projector must tolerate: tickets never created, a change before the
 * ticket's creation, a second creation.
 */
function randomHistory(random: () => number): Step[] {
  const days = ['2026-11-24', '2026-11-25', '2026-11-26'];
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const chance = (probability: number) => random() < probability;
  const sequences: Step[][] = [];
  const closes: Step[] = [];
  for (let o = 0; o < 3; o += 1) {
    const organization = randomUUID();
    const admin = randomUUID();
    const staff = [0, 1, 2].map((n) => ({
      userId: randomUUID(),
      employeeNumber: n + 1,
      firstName: `Lavador${n}`,
      secondName: o ? 'Soto' : '',
    }));
    const billing = billingStreamId(organization);
    const on = (streamId: string, events: MoneyEvent[], actorId = admin) =>
      events.map((event) => ({ streamId, event, actorId, organizationId: organization }));
    const price = (serviceCode: string, amount: number, effectiveFrom: string): MoneyEvent => ({
      type: 'PriceSet',
      data: { organizationId: organization, serviceCode, vehicleGroup: 'AUT', amount, currency: 'CLP', effectiveFrom },
    });
    const rule = (percent: number): MoneyEvent => ({
      type: 'CommissionRuleSet',
      data: { organizationId: organization, rule: { kind: 'percent', percent } },
    });
    // The setup's events are spread among the tickets', so that rules change while tickets are being finished.
    sequences.push(
      on(billing, [
        { type: 'ServiceAdded', data: { organizationId: organization, code: 'X1', name: 'Lavado de motor' } },
        price('FL', 12990, days[0]!),
        rule(20 + o * 5),
        { type: 'BillingCurrencySet', data: { organizationId: organization, currency: 'CLP' } },
        { type: 'BillingCurrencyLocked', data: { organizationId: organization, currency: 'CLP', ticketId: randomUUID() } },
        price('BA', 6990, days[0]!),
        { type: 'ServiceAdded', data: { organizationId: organization, code: 'X1', name: 'Otro nombre' } },
        { type: 'CommissionRuleSet', data: { organizationId: organization, rule: { kind: 'fixed', amounts: { FL: 2500, BA: 1200 } } } },
        price('FL', 13990, days[1]!),
        price('FL', 13990, days[1]!),
        { type: 'PaymentPolicySet', data: { organizationId: organization, employeesMayRecordPayments: true } },
        rule(10),
        { type: 'PaymentPolicySet', data: { organizationId: organization, employeesMayRecordPayments: false } },
      ]),
    );
    for (const [d, day] of days.entries()) {
      const cash = cashDayStreamId(organization, day);
      const opened = (openingCash: number): MoneyEvent => ({
        type: 'BusinessDayOpened',
        data: { organizationId: organization, day, openingCash, openedAt: `${day}T11:0${d}:00.000Z` },
      });
      const closed: MoneyEvent = {
        type: 'BusinessDayClosed',
        data: {
          organizationId: organization,
          day,
          expected: { ...zeroByMethod(), cash: 1000 * (d + 1) },
          counted: { ...zeroByMethod(), cash: 900 * (d + 1) },
          difference: { ...zeroByMethod(), cash: -100 * (d + 1) },
          totalDifference: -100 * (d + 1),
          note: d ? '' : 'Faltó vuelto',
          closedAt: `${day}T23:00:00.000Z`,
          // The last day was closed before a close named the payments it counted.
          ...(d < 2 ? { paymentIds: [] } : {}),
        },
      };
      sequences.push(on(cash, chance(0.5) ? [opened(20000), opened(25000)] : [opened(10000 * d)]));
      closes.push(...on(cash, [closed]));
    }
    for (let t = 0; t < 30; t += 1) {
      const ticketId = randomUUID();
      const stream = ticketStreamId(ticketId);
      const serviceType = pick(['BA', 'FL', 'EM'] as const);
      const day = pick(days);
      const hour = 12 + Math.floor(random() * 12);
      const creation: TicketCreatedData = {
        ticketId,
        organizationId: organization,
        clientId: chance(0.5) ? randomUUID() : null,
        vehicle: { ppu: `AB${String(1000 + t)}`, type: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul', ownerName: `Dueño ${t}` },
        driver: 'Juan',
        serviceType,
        endDate: day,
        endTime: '18:00',
        observations: '',
        createdAt: `${day}T${hour - 1}:00:00.000Z`,
      };
      const created: MoneyEvent = { type: 'TicketCreated', data: creation };
      const amount = pick([6990, 12990, 15000]);
      const priced = (value: number, source: 'list' | 'manual'): MoneyEvent => ({
        type: 'TicketPriced',
        data: {
          ticketId,
          organizationId: organization,
          serviceCode: serviceType,
          vehicleGroup: 'AUT',
          amount: value,
          currency: 'CLP',
          source,
          reason: source === 'manual' ? 'Ajuste' : null,
        },
      });
      const paid = (paymentId: string): MoneyEvent => ({
        type: 'TicketPaymentRecorded',
        data: {
          ticketId,
          paymentId,
          method: pick(['cash', 'debit', 'credit'] as const),
          amount: pick([1000, 5000, amount]),
          boleta: `B-${t}`,
          businessDay: pick(days),
          correction: chance(0.1),
          recordedAt: `${day}T${hour}:30:00.000Z`,
        },
      });
      const worker = pick(staff);
      const life: MoneyEvent[] = [created];
      if (chance(0.85)) life.push(priced(amount, 'list'));
      if (chance(0.2))
        life.push({ type: 'TicketDiscounted', data: { ticketId, amount: pick([500, 2000, 20000]), reason: 'Cliente frecuente' } });
      if (chance(0.1)) life.push({ type: 'TicketMarkedCourtesy', data: { ticketId, reason: 'Reclamo' } });
      life.push({ type: 'TicketStarted', data: { ticketId, employee: worker, startedAt: `${day}T${hour}:00:00.000Z` } });
      if (chance(0.3)) {
        const washers: WasherShare[] = chance(0.5)
          ? [
              { userId: staff[0]!.userId, name: 'Lavador0', percent: 60 },
              { userId: staff[1]!.userId, name: 'Lavador1', percent: 40 },
            ]
          : staff.map((person, n) => ({ userId: person.userId, name: `Lavador${n}`, percent: n ? 33 : 34 }));
        life.push({ type: 'TicketWashersSet', data: { ticketId, washers } });
      }
      if (chance(0.1)) life.push({ type: 'TicketVoided', data: { ticketId, reason: 'Error', voidedAt: `${day}T${hour}:10:00.000Z` } });
      else if (chance(0.85)) {
        life.push({ type: 'TicketFinished', data: { ticketId, employee: pick(staff), finishedAt: `${day}T${hour}:40:00.000Z` } });
        // Washers changed after the finish: some land after the day's close, which lists them (chosen without drawing
        // from the random sequence, which the rest of the history keeps).
        // Half of them say which closed day they correct (or that they correct none), as the decider now does; the others
        // are events stored before it did.
        if (t % 3 === 0)
          life.push({
            type: 'TicketWashersSet',
            data: {
              ticketId,
              washers: [{ userId: pick(staff).userId, name: 'Lavador', percent: 100 }],
              reason: 'Corrección',
              ...(t % 2 ? {} : { correctsClosedDay: t % 4 ? null : day }),
            },
          });
      }
      if (chance(0.7)) life.push(paid(randomUUID()));
      if (chance(0.3)) life.push(paid(randomUUID()));
      if (chance(0.1)) life.push(priced(amount + 1000, 'manual'));

      if (t === 0)
        sequences.push(on(stream, life.slice(1))); // never created
      else if (t === 1)
        sequences.push(on(stream, [...life.slice(1, 3), created, ...life.slice(3)])); // changed before its creation
      else if (t === 2)
        sequences.push(on(stream, [...life, { type: 'TicketCreated', data: { ...creation, serviceType: 'EM' } }])); // created twice
      else sequences.push(on(stream, life, chance(0.5) ? admin : worker.userId));
    }
  }
  const steps = interleave(sequences, random);
  // Days close in the second half of the history, after they opened: some payments come after the close.
  for (const close of closes) {
    const opened = steps.findLastIndex((step) => step.streamId === close.streamId);
    const earliest = Math.max(opened + 1, Math.floor(steps.length / 2));
    steps.splice(earliest + Math.floor(random() * (steps.length - earliest)), 0, close);
  }
  // Each close counts the payments of its day stored before it, but now and then misses one that it should show after it.
  const seen = new Map<string, string[]>();
  for (const { event, organizationId } of steps) {
    if (event.type === 'TicketPaymentRecorded') {
      const key = `${organizationId} ${event.data.businessDay}`;
      seen.set(key, [...(seen.get(key) ?? []), event.data.paymentId]);
    }
    if (event.type === 'BusinessDayClosed' && event.data.paymentIds)
      event.data.paymentIds = (seen.get(`${organizationId} ${event.data.day}`) ?? []).filter(() => !chance(0.2));
  }
  return steps;
}

async function snapshot() {
  const result: Record<string, unknown[]> = {};
  for (const table of moneyProjector.tables)
    result[table] = (await database.pool.query(`select * from ${table} order by ${table}::text`)).rows;
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

    // Finished by Ana, given to Luis after the day's close, with the reason: by an event stored before the decider said
    // which closed day a change corrects, by one that says it, and by one decided while the day was open.
    const moved = ticket('FL', 'EEFF90');
    const fixed = ticket('FL', 'FFGG12');
    const raced = ticket('FL', 'GGHH34');
    for (const finishedByAna of [moved, fixed, raced])
      await append(finishedByAna.stream, [
        finishedByAna.created,
        finishedByAna.priced(10000),
        finishedByAna.started(),
        finishedByAna.finished(),
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
    const toLuis = [{ userId: luis.userId, name: 'Luis Soto', percent: 100 }];
    await append(moved.stream, [{ type: 'TicketWashersSet', data: { ticketId: moved.ticketId, washers: toLuis, reason: 'Lavó Luis' } }]);
    await append(fixed.stream, [
      { type: 'TicketWashersSet', data: { ticketId: fixed.ticketId, washers: toLuis, reason: 'Lavó Luis', correctsClosedDay: day } },
    ]);
    await append(raced.stream, [
      { type: 'TicketWashersSet', data: { ticketId: raced.ticketId, washers: toLuis, reason: null, correctsClosedDay: null } },
    ]);
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
    for (const toldToLuis of [moved, fixed, raced])
      expect(lines.filter((line) => line.ticket_id === toldToLuis.ticketId).map((line) => [line.name, line.amount])).toEqual([
        ['Luis Soto', 3000],
      ]);
    // Only the changes made after the close are listed with it: the older event stored after the close, and the one whose
    // decider says it corrects the closed day. The split decided while the day was open is not, nor the change decided
    // while it was open and stored after the close: the event says it corrects nothing.
    const changeAfterClose = (ticketId: string) =>
      expect.objectContaining({
        ticket_id: ticketId,
        organization_id: organizationId,
        day: new Date(`${day}T00:00:00`),
        changed_by: adminId,
        before: [{ userId: ana.userId, name: 'Ana Rojas', percent: 100 }],
        after: toLuis,
        reason: 'Lavó Luis',
      });
    expect(tables.commission_changes).toHaveLength(2);
    expect(tables.commission_changes).toEqual(expect.arrayContaining([changeAfterClose(moved.ticketId), changeAfterClose(fixed.ticketId)]));

    const payments = await database.pool.query<{ method: string; total: number; corrections: number | null }>(
      `select method, sum(amount)::bigint as total, (sum(amount) filter (where correction))::bigint as corrections from payments
       where organization_id = $1 and business_day = $2 group by method order by method`,
      [organizationId, day],
    );
    expect(payments.rows).toEqual([
      { method: 'cash', total: 15000, corrections: 10000 },
      { method: 'debit', total: 7990, corrections: null },
    ]);
    // A close stored before closes named their currency is in the organization's.
    expect(tables.business_days).toEqual([expect.objectContaining({ opening_cash: 20000, total_difference: -1000, currency: 'CLP' })]);
    expect(tables.billing_services).toEqual([{ organization_id: organizationId, code: 'X1', name: 'Lavado de motor' }]);

    await rebuildProjector(moneyProjector, { pool: database.pool, store: database.store, logger: createLogger('silent'), batchSize: 3 });
    expect(await snapshot()).toEqual(tables);
  });

  it('applyBatch leaves exactly the rows that applying event by event leaves, in batches of any size', async () => {
    const steps = randomHistory(seededRandom(20261125));
    const before = (await database.store.readAll('start', 100_000)).length;
    for (const { streamId, event, actorId, organizationId } of steps) await append(streamId, [event], { organizationId, actorId });
    // The log is read below the oldest running transaction of the whole server, which other test files share: wait for it.
    let stored: Awaited<ReturnType<typeof database.store.readAll>> = [];
    await expect
      .poll(async () => (stored = (await database.store.readAll('start', 100_000)).slice(before)).length, { timeout: 30_000 })
      .toBe(steps.length);

    await database.pool.query(`truncate ${moneyProjector.tables.join(', ')}`);
    await applyOneByOne(database.pool, moneyProjector, stored);
    const oneByOne = await snapshot();
    // The history holds what it claims: washers' splits, fixed and percent rules, corrections of both kinds, voids.
    const lines = oneByOne.commission_lines as { amount: number }[];
    const payments = oneByOne.payments as { correction: boolean }[];
    const charges = oneByOne.ticket_charges as { voided: boolean; commission_rule: { kind: string } | null; washers: unknown }[];
    expect(lines.filter((line) => line.amount > 0).length).toBeGreaterThan(20);
    expect(new Set(charges.flatMap((charge) => charge.commission_rule?.kind ?? []))).toEqual(new Set(['percent', 'fixed']));
    expect(charges.some((charge) => charge.voided) && charges.some((charge) => charge.washers !== null)).toBe(true);
    expect(payments.filter((payment) => payment.correction).length).toBeGreaterThan(3);
    expect(payments.filter((payment) => !payment.correction).length).toBeGreaterThan(3);
    expect((oneByOne.commission_changes as unknown[]).length).toBeGreaterThan(1);
    expect(charges).toHaveLength(3 * 29);

    for (const size of [1, 2, 7, 64, 1000]) {
      await database.pool.query(`truncate ${moneyProjector.tables.join(', ')}`);
      await applyInBatches(database.pool, moneyProjector, stored, size);
      expect({ size, ...(await snapshot()) }).toEqual({ size, ...oneByOne });
    }
  });
});
