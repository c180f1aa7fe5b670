import { describe, expect, it } from 'vitest';
import { fold } from '../domain/decider';
import { given } from '../../../tests/support/given';
import type { TicketEvent } from '../wash/ticket.events';
import {
  balanceDue,
  ticketBillingDecider,
  ticketBillingMessages,
  type BillingActor,
  type TicketBillingCommand,
  type TicketBillingState,
  type WasherCandidate,
} from './ticket-billing.decider';
import type { TicketBillingEvent } from './ticket-billing.events';

const now = new Date('2026-11-25T15:00:00.000Z');
const ticketId = '0b8f6f0e-77c1-4c09-8a0f-0f7d6f2b9b10';
const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const admin: BillingActor = { userId: 'u-admin', role: 'AD' };
const washer: BillingActor = { userId: 'u-ana', role: 'EM' };
type Event = TicketEvent | TicketBillingEvent;
type WasherPerson = NonNullable<WasherCandidate['person']>;

const created: Event = {
  type: 'TicketCreated',
  data: {
    ticketId,
    organizationId,
    clientId: null,
    vehicle: { ppu: 'ABCD12', type: 'SED', brand: 'Toyota', model: 'Yaris', color: 'Rojo', ownerName: 'Juan Pérez' },
    driver: 'Pedro',
    serviceType: 'FL',
    endDate: '2026-11-25',
    endTime: '17:30',
    observations: '',
    createdAt: now.toISOString(),
  },
};
const priced = (amount = 12990): Event => ({
  type: 'TicketPriced',
  data: { ticketId, organizationId, serviceCode: 'FL', vehicleGroup: 'AUT', amount, currency: 'CLP', source: 'list', reason: null },
});
const paid = (amount: number, paymentId = `p-${amount}`): Event => ({
  type: 'TicketPaymentRecorded',
  data: {
    ticketId,
    paymentId,
    method: 'cash',
    amount,
    boleta: '1001',
    businessDay: '2026-11-25',
    correction: false,
    recordedAt: now.toISOString(),
  },
});
const discounted = (amount: number): Event => ({ type: 'TicketDiscounted', data: { ticketId, amount, reason: 'Cliente frecuente' } });
const courtesyMarked: Event = { type: 'TicketMarkedCourtesy', data: { ticketId, reason: 'Reclamo anterior' } };
const payment = (overrides: Partial<Extract<TicketBillingCommand, { type: 'RecordPayment' }>> = {}): TicketBillingCommand => ({
  type: 'RecordPayment',
  organizationId,
  actor: admin,
  paymentId: 'p-1',
  method: 'cash',
  amount: 5000,
  boleta: ' 1001 ',
  businessDay: '2026-11-25',
  dayClosed: false,
  employeesMayRecordPayments: false,
  now,
  ...overrides,
});
const refusal = (kind: string, message: string) => expect.objectContaining({ kind, message });

describe('ticket billing decider', () => {
  it('copies the price onto the ticket once; a later price change cannot alter it', () => {
    const command: TicketBillingCommand = {
      type: 'PriceTicket',
      organizationId,
      actor: washer,
      amount: 12990,
      currency: 'CLP',
      source: 'list',
      reason: null,
    };
    expect(given(ticketBillingDecider, [created]).when(command)).toEqual([priced()]);
    expect(() => given(ticketBillingDecider, [created, priced()]).when({ ...command, amount: 15990 })).toThrow(
      refusal('conflict', ticketBillingMessages.alreadyPriced),
    );
  });

  it('a price set by hand needs an AD and a reason', () => {
    const manual: TicketBillingCommand = {
      type: 'PriceTicket',
      organizationId,
      actor: washer,
      amount: 9000,
      currency: 'CLP',
      source: 'manual',
      reason: 'Sin precio en la lista',
    };
    expect(() => given(ticketBillingDecider, [created]).when(manual)).toThrow(refusal('forbidden', ticketBillingMessages.adminOnly));
    expect(() => given(ticketBillingDecider, [created]).when({ ...manual, actor: admin, reason: '  ' })).toThrow(
      refusal('validation', ticketBillingMessages.reasonRequired),
    );
    expect(given(ticketBillingDecider, [created]).when({ ...manual, actor: admin })).toEqual([
      expect.objectContaining({
        type: 'TicketPriced',
        data: expect.objectContaining({ amount: 9000, source: 'manual', reason: 'Sin precio en la lista' }),
      }),
    ]);
  });

  it("another organization's ticket behaves as one that does not exist", () => {
    expect(() => given(ticketBillingDecider, [created, priced()]).when(payment({ organizationId: 'other' }))).toThrow(
      refusal('not_found', ticketBillingMessages.notFound),
    );
    expect(() => given(ticketBillingDecider, []).when(payment())).toThrow(refusal('not_found', ticketBillingMessages.notFound));
  });

  it('a discount needs an AD and a reason, and cannot exceed what is still owed', () => {
    const discount = { type: 'DiscountTicket', organizationId, actor: admin, amount: 2990, reason: 'Cliente frecuente' } as const;
    expect(given(ticketBillingDecider, [created, priced()]).when(discount)).toEqual([
      { type: 'TicketDiscounted', data: { ticketId, amount: 2990, reason: 'Cliente frecuente' } },
    ]);
    expect(() => given(ticketBillingDecider, [created, priced()]).when({ ...discount, actor: washer })).toThrow(
      refusal('forbidden', ticketBillingMessages.adminOnly),
    );
    expect(() => given(ticketBillingDecider, [created, priced()]).when({ ...discount, reason: '' })).toThrow(
      refusal('validation', ticketBillingMessages.reasonRequired),
    );
    expect(() => given(ticketBillingDecider, [created, priced(), paid(11000)]).when(discount)).toThrow(
      refusal('validation', ticketBillingMessages.discountTooHigh),
    );
    expect(() => given(ticketBillingDecider, [created]).when(discount)).toThrow(refusal('conflict', ticketBillingMessages.notPriced));
  });

  it('a courtesy needs an AD and a reason, makes the ticket owe nothing, and is refused once something was paid', () => {
    const courtesy = { type: 'MarkCourtesy', organizationId, actor: admin, reason: 'Reclamo anterior' } as const;
    const events = given(ticketBillingDecider, [created, priced()]).when(courtesy);
    expect(events).toEqual([{ type: 'TicketMarkedCourtesy', data: { ticketId, reason: 'Reclamo anterior' } }]);
    const state = fold(ticketBillingDecider, [created, priced(), ...events]);
    expect(state.exists && balanceDue(state)).toBe(0);
    expect(() => given(ticketBillingDecider, [created, priced()]).when({ ...courtesy, actor: washer })).toThrow(
      refusal('forbidden', ticketBillingMessages.adminOnly),
    );
    expect(() => given(ticketBillingDecider, [created, priced(), paid(1000)]).when(courtesy)).toThrow(
      refusal('conflict', ticketBillingMessages.hasPayments),
    );
    expect(() => given(ticketBillingDecider, [created, priced(), ...events]).when(payment())).toThrow(
      refusal('conflict', ticketBillingMessages.courtesy),
    );
  });

  it('records a payment id once: the same id with the same values is the same payment, with any other value it is refused', () => {
    const history = [created, priced(), paid(5000, 'p-1')];
    const taken = { paymentId: 'p-1', amount: 5000, method: 'cash', boleta: '1001' } as const;
    expect(given(ticketBillingDecider, history).when(payment(taken))).toEqual([]);
    expect(given(ticketBillingDecider, history).when(payment({ ...taken, boleta: ' 1001 ' }))).toEqual([]);
    for (const other of [{ amount: 4000 }, { method: 'debit' as const }, { boleta: '1002' }])
      expect(() => given(ticketBillingDecider, history).when(payment({ ...taken, ...other }))).toThrow(
        refusal('conflict', ticketBillingMessages.paymentWithOtherValues),
      );
  });

  it('takes a payment in parts, by method, with its boleta, never more than what is owed', () => {
    const first = given(ticketBillingDecider, [created, priced()]).when(payment());
    expect(first).toEqual([
      {
        type: 'TicketPaymentRecorded',
        data: {
          ticketId,
          paymentId: 'p-1',
          method: 'cash',
          amount: 5000,
          boleta: '1001',
          businessDay: '2026-11-25',
          correction: false,
          recordedAt: now.toISOString(),
        },
      },
    ]);
    const second = given(ticketBillingDecider, [created, priced(), ...first]).when(
      payment({ paymentId: 'p-2', method: 'debit', amount: 7990 }),
    );
    expect(second).toHaveLength(1);
    const state = fold(ticketBillingDecider, [created, priced(), ...first, ...second]);
    expect(state.exists && balanceDue(state)).toBe(0);
    expect(() => given(ticketBillingDecider, [created, priced(), ...first]).when(payment({ paymentId: 'p-3', amount: 8000 }))).toThrow(
      refusal('validation', ticketBillingMessages.overpaid('$7.990')),
    );
    expect(() => given(ticketBillingDecider, [created, priced()]).when(payment({ boleta: '  ' }))).toThrow(
      refusal('validation', ticketBillingMessages.boletaRequired),
    );
    expect(() => given(ticketBillingDecider, [created]).when(payment())).toThrow(refusal('conflict', ticketBillingMessages.notPriced));
  });

  it('the same payment sent twice is recorded once', () => {
    expect(given(ticketBillingDecider, [created, priced(), paid(5000, 'p-1')]).when(payment())).toEqual([]);
  });

  it('an employee records payments only when the AD allows it', () => {
    expect(() => given(ticketBillingDecider, [created, priced()]).when(payment({ actor: washer }))).toThrow(
      refusal('forbidden', ticketBillingMessages.employeesMayNotRecord),
    );
    expect(
      given(ticketBillingDecider, [created, priced()]).when(payment({ actor: washer, employeesMayRecordPayments: true })),
    ).toHaveLength(1);
  });

  it('a closed day is locked: only an AD records a correction against it, marked as such', () => {
    expect(() =>
      given(ticketBillingDecider, [created, priced()]).when(payment({ actor: washer, employeesMayRecordPayments: true, dayClosed: true })),
    ).toThrow(refusal('conflict', ticketBillingMessages.dayClosed));
    expect(given(ticketBillingDecider, [created, priced()]).when(payment({ dayClosed: true }))).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ correction: true }) }),
    ]);
  });

  it('voiding needs an AD and a reason, is refused once paid, and nothing is charged or paid afterwards', () => {
    const voidIt = { type: 'VoidTicket', organizationId, actor: admin, reason: 'Ingresado por error', now } as const;
    const voided = given(ticketBillingDecider, [created, priced()]).when(voidIt);
    expect(voided).toEqual([{ type: 'TicketVoided', data: { ticketId, reason: 'Ingresado por error', voidedAt: now.toISOString() } }]);
    expect(() => given(ticketBillingDecider, [created, priced()]).when({ ...voidIt, actor: washer })).toThrow(
      refusal('forbidden', ticketBillingMessages.adminOnly),
    );
    expect(() => given(ticketBillingDecider, [created, priced()]).when({ ...voidIt, reason: '' })).toThrow(
      refusal('validation', ticketBillingMessages.reasonRequired),
    );
    expect(() => given(ticketBillingDecider, [created, priced(), paid(1000)]).when(voidIt)).toThrow(
      refusal('conflict', ticketBillingMessages.hasPayments),
    );
    expect(() => given(ticketBillingDecider, [created, priced(), ...voided]).when(payment())).toThrow(
      refusal('conflict', ticketBillingMessages.voided),
    );
    expect(() => given(ticketBillingDecider, [created, priced(), ...voided]).when(voidIt)).toThrow(
      refusal('conflict', ticketBillingMessages.voided),
    );
  });

  const person = (name: string, role: WasherPerson['role'] = 'EM', overrides: Partial<WasherPerson> = {}): WasherPerson => ({
    name,
    role,
    organizationId,
    active: true,
    ...overrides,
  });
  const ana = { userId: 'u-ana', person: person('Ana Rojas'), percent: 60 };
  const luis = { userId: 'u-luis', person: person('Luis Soto'), percent: 40 };
  const share = ({ userId, person: named, percent }: WasherCandidate) => ({ userId, name: named!.name, percent });
  const split = (washers: WasherCandidate[], overrides: Partial<Extract<TicketBillingCommand, { type: 'SetWashers' }>> = {}) =>
    ({ type: 'SetWashers', organizationId, actor: washer, washers, reason: null, finishedDayClosed: false, ...overrides }) as const;
  const finished: Event = {
    type: 'TicketFinished',
    data: {
      ticketId,
      employee: { userId: 'u-ana', firstName: 'Ana', secondName: 'Rojas', employeeNumber: 1 },
      finishedAt: now.toISOString(),
    },
  };

  it('splits a ticket between washers only when the shares are distinct and add up to 100%', () => {
    expect(given(ticketBillingDecider, [created]).when(split([ana, luis]))).toEqual([
      { type: 'TicketWashersSet', data: { ticketId, washers: [share(ana), share(luis)], reason: null, correctsClosedDay: null } },
    ]);
    expect(() => given(ticketBillingDecider, [created]).when(split([ana, { ...luis, percent: 30 }]))).toThrow(
      refusal('validation', ticketBillingMessages.washersSum),
    );
    expect(() => given(ticketBillingDecider, [created]).when(split([ana, { ...ana, percent: 40 }]))).toThrow(
      refusal('validation', ticketBillingMessages.washersRepeated),
    );
    expect(() => given(ticketBillingDecider, [created]).when(split([{ ...ana, percent: 100.5 }]))).toThrow(
      refusal('validation', ticketBillingMessages.washersPercent),
    );
    expect(() => given(ticketBillingDecider, [created]).when(split([]))).toThrow(refusal('validation', ticketBillingMessages.washersCount));
    expect(
      given(ticketBillingDecider, [created, { type: 'TicketWashersSet', data: { ticketId, washers: [share(ana), share(luis)] } }]).when(
        split([ana, luis]),
      ),
    ).toEqual([]);
  });

  it("names as washers only the organization's active administrators and employees; anyone else is as unknown as nobody", () => {
    const admin = { userId: 'u-admin', person: person('Carla Díaz', 'AD'), percent: 40 };
    expect(given(ticketBillingDecider, [created]).when(split([ana, admin]))).toEqual([
      { type: 'TicketWashersSet', data: { ticketId, washers: [share(ana), share(admin)], reason: null, correctsClosedDay: null } },
    ]);
    const unknown = refusal('not_found', ticketBillingMessages.washerUnknown);
    for (const someone of [
      null,
      person('Sara Supervisora', 'SU'),
      person('Ulises Usuario', 'US'),
      person('Sam Admin', 'SA', { organizationId: null }),
      person('Bruno Bloqueado', 'EM', { active: false }),
      person('Otra Organización', 'EM', { organizationId: '9d1c1a52-5f0e-4a43-9a43-3d2b1f9c0a99' }),
    ])
      expect(() => given(ticketBillingDecider, [created]).when(split([ana, { userId: 'u-x', person: someone, percent: 40 }]))).toThrow(
        unknown,
      );
  });

  it('lets only an AD change the washers of a finished ticket; after its day was closed, only with a reason kept in the event', () => {
    const stolen = [{ ...luis, percent: 100 }];
    expect(() => given(ticketBillingDecider, [created, priced(), finished]).when(split(stolen))).toThrow(
      refusal('forbidden', ticketBillingMessages.washersFinishedAdminOnly),
    );
    expect(() =>
      given(ticketBillingDecider, [created, priced(), finished]).when(split(stolen, { finishedDayClosed: true, reason: 'x' })),
    ).toThrow(refusal('forbidden', ticketBillingMessages.washersFinishedAdminOnly));
    // The day still open: an AD changes them without a reason.
    expect(given(ticketBillingDecider, [created, priced(), finished]).when(split(stolen, { actor: admin }))).toEqual([
      { type: 'TicketWashersSet', data: { ticketId, washers: [share(stolen[0]!)], reason: null, correctsClosedDay: null } },
    ]);
    // The day closed: not even an AD without a reason.
    for (const reason of [null, '   '])
      expect(() =>
        given(ticketBillingDecider, [created, priced(), finished]).when(split(stolen, { actor: admin, finishedDayClosed: true, reason })),
      ).toThrow(refusal('validation', ticketBillingMessages.washersClosedDayReason));
    expect(
      given(ticketBillingDecider, [created, priced(), finished]).when(
        split(stolen, { actor: admin, finishedDayClosed: true, reason: '  Luis lavó el auto  ' }),
      ),
    ).toEqual([
      {
        type: 'TicketWashersSet',
        data: { ticketId, washers: [share(stolen[0]!)], reason: 'Luis lavó el auto', correctsClosedDay: '2026-11-25' },
      },
    ]);
    // Before the ticket is finished an employee splits it, whatever the day: no closed day to correct.
    expect(given(ticketBillingDecider, [created]).when(split(stolen, { finishedDayClosed: true }))).toEqual([
      { type: 'TicketWashersSet', data: { ticketId, washers: [share(stolen[0]!)], reason: null, correctsClosedDay: null } },
    ]);
  });

  it("says which closed day a change of washers corrects: the organization's calendar day the ticket was finished on", () => {
    const lateAt = (finishedAt: string): Event => ({ ...finished, data: { ...finished.data, finishedAt } }) as Event;
    const afterClose = split([{ ...luis, percent: 100 }], { actor: admin, finishedDayClosed: true, reason: 'Lavó Luis' });
    const corrected = (finishedAt: string) =>
      given(ticketBillingDecider, [created, priced(), lateAt(finishedAt)])
        .when(afterClose)
        .map((event) => event.type === 'TicketWashersSet' && event.data.correctsClosedDay);
    // 23:30 in Santiago (UTC-3 in November) is already the next day in UTC: the close is the Santiago day's.
    expect(corrected('2026-11-26T02:30:00.000Z')).toEqual(['2026-11-25']);
    expect(corrected('2026-11-26T03:30:00.000Z')).toEqual(['2026-11-26']);
    // The same change while that day is still open corrects nothing, and needs no reason.
    expect(
      given(ticketBillingDecider, [created, priced(), lateAt('2026-11-26T02:30:00.000Z')]).when({
        ...afterClose,
        finishedDayClosed: false,
        reason: null,
      }),
    ).toEqual([
      { type: 'TicketWashersSet', data: { ticketId, washers: [share({ ...luis, percent: 100 })], reason: null, correctsClosedDay: null } },
    ]);
  });

  it('a manual price without any reason is refused like a blank one', () => {
    expect(() =>
      given(ticketBillingDecider, [created]).when({
        type: 'PriceTicket',
        organizationId,
        actor: admin,
        amount: 9000,
        currency: 'CLP',
        source: 'manual',
        reason: null,
      }),
    ).toThrow(refusal('validation', ticketBillingMessages.reasonRequired));
  });

  it('refuses a zero or negative discount', () => {
    const discount = (amount: number) =>
      ({ type: 'DiscountTicket', organizationId, actor: admin, amount, reason: 'Cliente frecuente' }) as const;
    for (const amount of [0, -1000])
      expect(() => given(ticketBillingDecider, [created, priced()]).when(discount(amount))).toThrow(
        refusal('validation', ticketBillingMessages.discountTooHigh),
      );
    expect(given(ticketBillingDecider, [created, priced()]).when(discount(1))).toHaveLength(1);
  });

  it('a discount equal to the whole balance is accepted and leaves zero due; one peso more is refused', () => {
    const discount = (amount: number) =>
      ({ type: 'DiscountTicket', organizationId, actor: admin, amount, reason: 'Cliente frecuente' }) as const;
    const events = given(ticketBillingDecider, [created, priced(), paid(2990)]).when(discount(10000));
    expect(events).toEqual([discounted(10000)]);
    const state = fold(ticketBillingDecider, [created, priced(), paid(2990), ...events]);
    expect(state.exists && balanceDue(state)).toBe(0);
    expect(() => given(ticketBillingDecider, [created, priced(), paid(2990)]).when(discount(10001))).toThrow(
      refusal('validation', ticketBillingMessages.discountTooHigh),
    );
  });

  it('discounts add up and come off the price: the customer owes the price less every discount', () => {
    const history = [created, priced(12990), discounted(2990), discounted(1000)];
    const state = fold(ticketBillingDecider, history);
    expect(state.exists && balanceDue(state)).toBe(9000);
    expect(() => given(ticketBillingDecider, history).when(payment({ amount: 9001 }))).toThrow(
      refusal('validation', ticketBillingMessages.overpaid('$9.000')),
    );
    expect(given(ticketBillingDecider, history).when(payment({ amount: 9000 }))).toHaveLength(1);
  });

  it('keeps the reason of a discount, a courtesy or a void without its surrounding spaces', () => {
    const reason = '  Cliente frecuente ';
    expect(
      given(ticketBillingDecider, [created, priced()]).when({ type: 'DiscountTicket', organizationId, actor: admin, amount: 1000, reason }),
    ).toEqual([{ type: 'TicketDiscounted', data: { ticketId, amount: 1000, reason: 'Cliente frecuente' } }]);
    expect(given(ticketBillingDecider, [created, priced()]).when({ type: 'MarkCourtesy', organizationId, actor: admin, reason })).toEqual([
      { type: 'TicketMarkedCourtesy', data: { ticketId, reason: 'Cliente frecuente' } },
    ]);
    expect(
      given(ticketBillingDecider, [created, priced()]).when({ type: 'VoidTicket', organizationId, actor: admin, reason, now }),
    ).toEqual([{ type: 'TicketVoided', data: { ticketId, reason: 'Cliente frecuente', voidedAt: now.toISOString() } }]);
  });

  it('a courtesy ticket takes no discount, and a second courtesy changes nothing', () => {
    expect(() =>
      given(ticketBillingDecider, [created, priced(), courtesyMarked]).when({
        type: 'DiscountTicket',
        organizationId,
        actor: admin,
        amount: 1000,
        reason: 'Cliente frecuente',
      }),
    ).toThrow(refusal('conflict', ticketBillingMessages.courtesy));
    expect(
      given(ticketBillingDecider, [created, priced(), courtesyMarked]).when({
        type: 'MarkCourtesy',
        organizationId,
        actor: admin,
        reason: 'Otra vez',
      }),
    ).toEqual([]);
  });

  it('refuses a zero or negative payment', () => {
    for (const amount of [0, -5000])
      expect(() => given(ticketBillingDecider, [created, priced()]).when(payment({ amount }))).toThrow(
        refusal('validation', ticketBillingMessages.overpaid('$12.990')),
      );
    expect(given(ticketBillingDecider, [created, priced()]).when(payment({ amount: 1 }))).toHaveLength(1);
  });

  it('follows the board events of its stream: a notice, a start or a pause changes no money, a finish is remembered', () => {
    const employee = { userId: 'u-ana', employeeNumber: 1, firstName: 'Ana', secondName: 'Rojas' };
    const board: Event[] = [
      { type: 'TicketStarted', data: { ticketId, employee, startedAt: now.toISOString() } },
      { type: 'TicketPaused', data: { ticketId, employee, pausedAt: now.toISOString() } },
      {
        type: 'TicketCustomerNotified',
        data: { ticketId, status: 2, channel: 'whatsapp', phone: 912345678, notifiedAt: now.toISOString() },
      },
    ];
    const moneyOf = (state: TicketBillingState) => (state.exists ? { ...state, life: null } : state);
    const before = fold(ticketBillingDecider, [created, priced()]);
    expect(before).toMatchObject({ exists: true, life: { finishedAt: null } });
    expect(moneyOf(fold(ticketBillingDecider, [created, priced(), ...board]))).toEqual(moneyOf(before));
    const finishedState = fold(ticketBillingDecider, [
      created,
      priced(),
      ...board,
      { type: 'TicketFinished', data: { ticketId, employee, finishedAt: now.toISOString() } },
    ]);
    expect(finishedState).toMatchObject({ life: { finishedAt: now.toISOString() } });
    expect(moneyOf(finishedState)).toEqual(moneyOf(before));
  });

  it('splits a ticket between one to six washers, each with a whole percentage from 1 to 100', () => {
    const shares = (percents: number[]) =>
      split(percents.map((percent, index) => ({ userId: `u-${index}`, person: person(`Lavador ${index}`), percent })));
    const accepted = (percents: number[]) => expect(given(ticketBillingDecider, [created]).when(shares(percents))).toHaveLength(1);
    const refused = (percents: number[], message: string) =>
      expect(() => given(ticketBillingDecider, [created]).when(shares(percents))).toThrow(refusal('validation', message));
    accepted([100]);
    accepted([1, 99]);
    accepted([15, 15, 15, 15, 20, 20]);
    refused([15, 15, 15, 15, 15, 15, 10], ticketBillingMessages.washersCount);
    refused([0, 100], ticketBillingMessages.washersPercent);
    refused([50.5, 49.5], ticketBillingMessages.washersPercent);
    refused([101], ticketBillingMessages.washersPercent);
  });

  describe('a wash paid beforehand (docs/money.md, Packs)', () => {
    const packId = '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c';
    const toPack = (actor: BillingActor = washer): TicketBillingCommand => ({
      type: 'ChargeToPack',
      organizationId,
      actor,
      packId,
      packName: 'Pack 10 lavados',
    });
    const chargedToPack: Event = { type: 'TicketChargedToPack', data: { ticketId, packId, packName: 'Pack 10 lavados' } };
    const loyalty = (washNumber: number, every = 10): TicketBillingCommand => ({
      type: 'MarkFreeByLoyalty',
      organizationId,
      actor: washer,
      washNumber,
      every,
    });

    it('charges a ticket to a pack once: it then owes nothing and takes no payment, discount, courtesy or void', () => {
      expect(given(ticketBillingDecider, [created, priced()]).when(toPack())).toEqual([chargedToPack]);
      expect(given(ticketBillingDecider, [created, priced(), chargedToPack]).when(toPack())).toEqual([]);
      const state = fold(ticketBillingDecider, [created, priced(), chargedToPack]);
      expect(state.exists && balanceDue(state)).toBe(0);
      expect(() => given(ticketBillingDecider, [created, priced(), chargedToPack]).when(payment())).toThrow(
        refusal('conflict', ticketBillingMessages.prepaid),
      );
      expect(() =>
        given(ticketBillingDecider, [created, priced(), chargedToPack]).when({
          type: 'MarkCourtesy',
          organizationId,
          actor: admin,
          reason: 'x',
        }),
      ).toThrow(refusal('conflict', ticketBillingMessages.prepaid));
      expect(() =>
        given(ticketBillingDecider, [created, priced(), chargedToPack]).when({
          type: 'VoidTicket',
          organizationId,
          actor: admin,
          reason: 'x',
          now,
        }),
      ).toThrow(refusal('conflict', ticketBillingMessages.chargedToPack));
      expect(() =>
        given(ticketBillingDecider, [created, priced(), chargedToPack]).when({
          type: 'DiscountTicket',
          organizationId,
          actor: admin,
          amount: 1,
          reason: 'x',
        }),
      ).toThrow(refusal('validation', ticketBillingMessages.discountTooHigh));
    });

    it('refuses a pack for a ticket already paid, prepaid, a courtesy or voided, and another pack for a charged one', () => {
      expect(() => given(ticketBillingDecider, [created, priced(), paid(1000)]).when(toPack())).toThrow(
        refusal('conflict', ticketBillingMessages.hasPayments),
      );
      expect(() => given(ticketBillingDecider, [created, priced(), courtesyMarked]).when(toPack())).toThrow(
        refusal('conflict', ticketBillingMessages.prepaid),
      );
      expect(() =>
        given(ticketBillingDecider, [created, priced(), chargedToPack]).when({ ...toPack(), packId: ticketId } as TicketBillingCommand),
      ).toThrow(refusal('conflict', ticketBillingMessages.prepaid));
      const voided: Event = { type: 'TicketVoided', data: { ticketId, reason: 'Error', voidedAt: now.toISOString() } };
      expect(() => given(ticketBillingDecider, [created, priced(), voided]).when(toPack())).toThrow(
        refusal('conflict', ticketBillingMessages.voided),
      );
      expect(() => given(ticketBillingDecider, [created]).when({ ...toPack(), organizationId: ticketId } as TicketBillingCommand)).toThrow(
        refusal('not_found', ticketBillingMessages.notFound),
      );
    });

    it('makes exactly the Nth wash of a loyalty rule free, once, and no other', () => {
      expect(given(ticketBillingDecider, [created, priced()]).when(loyalty(10))).toEqual([
        { type: 'TicketFreeByLoyalty', data: { ticketId, washNumber: 10, every: 10 } },
      ]);
      expect(given(ticketBillingDecider, [created, priced()]).when(loyalty(20))).toHaveLength(1);
      for (const [washNumber, every] of [
        [9, 10],
        [11, 10],
        [10, 0],
        [1, 1],
        [0, 10],
      ] as const)
        expect(() => given(ticketBillingDecider, [created, priced()]).when(loyalty(washNumber, every))).toThrow(
          refusal('conflict', ticketBillingMessages.notFreeByLoyalty),
        );
      const free: Event = { type: 'TicketFreeByLoyalty', data: { ticketId, washNumber: 10, every: 10 } };
      expect(given(ticketBillingDecider, [created, priced(), free]).when(loyalty(10))).toEqual([]);
      expect(() => given(ticketBillingDecider, [created, priced(), free]).when(toPack())).toThrow(
        refusal('conflict', ticketBillingMessages.prepaid),
      );
      expect(() => given(ticketBillingDecider, [created, priced(), paid(100)]).when(loyalty(10))).toThrow(
        refusal('conflict', ticketBillingMessages.hasPayments),
      );
      const state = fold(ticketBillingDecider, [created, priced(), free]);
      expect(state.exists && balanceDue(state)).toBe(0);
    });
  });
});
