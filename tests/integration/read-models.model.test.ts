import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBody, ApiRoute } from '@lavado/shared/api/route';
import { fold } from '@lavado/shared/domain/decider';
import type { RecordedEvent } from '@lavado/shared/eventstore/port';
import { fullName } from '@lavado/shared/identity/full-name';
import { billingDecider } from '@lavado/shared/money/billing.decider';
import { billingStreamId, type BillingEvent, type CommissionRule } from '@lavado/shared/money/billing.events';
import { expectedAtClose, totalsByMethod } from '@lavado/shared/money/cash-day.decider';
import { cashDayStreamId, type CashDayEvent } from '@lavado/shared/money/cash-day.events';
import { commissionLines, ticketCommission } from '@lavado/shared/money/commissions';
import { zeroByMethod, type PaymentMethod, type VehicleGroup } from '@lavado/shared/money/money';
import { moneyApi } from '@lavado/shared/money/money.contract';
import type { CashDay, TicketMoney } from '@lavado/shared/money/money.schemas';
import { amountCharged, amountPaid, balanceDue, ticketBillingDecider } from '@lavado/shared/money/ticket-billing.decider';
import type { TicketBillingEvent } from '@lavado/shared/money/ticket-billing.events';
import { localDate } from '@lavado/shared/time/zone';
import { ticketStreamId, type TicketEvent } from '@lavado/shared/wash/ticket.events';
import { foldTicketLife, isOnBoard, ticketStatus } from '@lavado/shared/wash/ticket.lifecycle';
import { publicApi } from '@lavado/shared/wash/public.contract';
import { packDecider, washesLeft } from '@lavado/shared/packs/pack.decider';
import { packStreamId, type PackEvent } from '@lavado/shared/packs/pack.events';
import { packsApi } from '@lavado/shared/packs/packs.contract';
import { washApi } from '@lavado/shared/wash/wash.contract';
import { projectors } from '@lavado/projections/projectors/index';
import { stuckProjectors } from '@lavado/projections/runner/checkpoints';
import { startProjectors, type RunningProjectors } from '@lavado/projections/runner/start';
import { canonical, differencesFromRebuild } from '../support/rebuild-equality';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';
import type { AppDeps } from '../../command-api/src/http/app-types';
import { newPlate, newServiceData } from '../support/wash-fixtures';

/**
 * Model-based proof that every read model equals its events (docs/architecture.md, "Projectors").
 *
 * fast-check generates sequences of money and ticket commands for two organizations and several
 * people (an AD and two EMs in A, an AD and an EM in B), and sends them through the real HTTP API.
 * A refusal (4xx) is fine; a 5xx or an answer outside its contract fails the property. After each
 * sequence, the read models must say what folding the event store with the pure deciders says:
 * payments, each ticket's charges, each business day's cash, each washer's commission lines, the
 * records and the board; and every projector's tables must equal a rebuild from the events.
 *
 * A counterexample's commands name people and tickets by index: person 0 is the organization's AD,
 * a ticket counts among the tickets the command can act on; the failure lists every call of the
 * sequence with whom and what it resolved to, and its answer.
 *
 * The seed is random unless given. Replay a failure with what it prints:
 * `MODEL_SEED=<seed> MODEL_PATH=<path> MODEL_REPLAY=<replayPath>` (docs/architecture.md, "Projectors").
 * `MODEL_RUNS`, `MODEL_COMMANDS` and `MODEL_SHRINK_SECONDS` change the number of sequences, their
 * longest length and how long a failure is shrunk.
 */

const SEED = process.env.MODEL_SEED ? Number(process.env.MODEL_SEED) : Math.floor(Math.random() * 2 ** 31);
const PATH = process.env.MODEL_PATH || undefined;
const REPLAY_PATH = process.env.MODEL_REPLAY || undefined;
const RUNS = Number(process.env.MODEL_RUNS ?? 20);
const MAX_COMMANDS = Number(process.env.MODEL_COMMANDS ?? 30);
/** Projectors share a loaded server with other test files: a generous wait for a condition, never a timed assertion. */
const CATCH_UP_MS = 60_000;
/** Shrinking a failure reruns many sequences: after this long, fast-check reports the smallest one found so far. */
const SHRINK_BUDGET_MS = Number(process.env.MODEL_SHRINK_SECONDS ?? 120) * 1000;

let t: TestApp;
let superAdmin: string;
/** The projectors running now: the app's own until the first rebuild stops them, then ours. */
let restarted: RunningProjectors | null = null;
const statistics = { sequences: 0, commands: 0, accepted: 0, packsSold: 0, packWashes: 0 };

/** What the app applies in each append's transaction, set aside while a sequence runs without it. */
let inlineReadModels: AppDeps['inline'];

beforeAll(async () => {
  t = await startTestApp();
  inlineReadModels = t.deps.inline;
  superAdmin = await t.login(ADMIN.identification, ADMIN.password);
});
afterAll(async () => {
  await restarted?.stop();
  await t.close();
});

// ---------------------------------------------------------------------------------------------------------
// The world a sequence runs in: two fresh organizations, their people, the tickets created so far

interface Person {
  userId: string;
  token: string;
  label: string;
}
interface Organization {
  id: string;
  label: 'A' | 'B';
  /** The AD first, then the EMs. */
  people: Person[];
  /** The pack its AD offers: 2 washes of Full or Basico. */
  offerId: string;
}
interface TicketRef {
  id: string;
  label: string;
  organization: Organization;
  /** Whoever last started it, as the answers said: pausing and finishing need them. */
  responsible: Person | null;
  /** The payment ids accepted (200) on this ticket, to reuse. */
  paymentIds: string[];
  /** Its state on the board, as the answers said. */
  status: keyof typeof ticketStatus;
  plate: string;
}
/** A pack sold in the sequence (docs/money.md, Packs). */
interface PackRef {
  id: string;
  label: string;
  organization: Organization;
  plate: string;
}

type Answer = { status: number; body: Record<string, unknown> };

class World {
  readonly tickets: TicketRef[] = [];
  readonly packs: PackRef[] = [];
  /** Every call of the sequence and its answer, for the failure message. */
  readonly transcript: string[] = [];

  constructor(
    readonly organizations: readonly [Organization, Organization],
    readonly today: string,
  ) {}

  ticket(index: number): TicketRef {
    return this.tickets[index % this.tickets.length]!;
  }

  other(organization: Organization): Organization {
    return organization === this.organizations[0] ? this.organizations[1] : this.organizations[0];
  }

  person(organization: Organization, index: number): Person {
    return organization.people[index % organization.people.length]!;
  }

  /** Whoever acts on a ticket: its responsible, or someone of its organization or of the other one. */
  actor(ticket: TicketRef, who: Who): Person {
    if (who.kind === 'responsible') return ticket.responsible ?? this.person(ticket.organization, 0);
    return this.person(who.foreign ? this.other(ticket.organization) : ticket.organization, who.person);
  }

  async send<Route extends ApiRoute>(route: Route, body: ApiBody<Route>, person: Person, label: string): Promise<Answer> {
    const answer = await t.call<Record<string, unknown>>(route.path, body, person.token);
    statistics.commands += 1;
    const refusal = answer.status === 200 ? '' : ` ${JSON.stringify(answer.body.msg)}`;
    this.transcript.push(`${label} by ${person.label} -> ${answer.status}${refusal}`);
    if (answer.status >= 500) throw new Error(`${route.path} answered ${answer.status}: ${JSON.stringify(answer.body)}${this.story()}`);
    if (answer.status === 200) {
      statistics.accepted += 1;
      const parsed = route.response.safeParse(answer.body);
      if (!parsed.success) throw new Error(`${route.path} answered outside its contract: ${parsed.error.message}${this.story()}`);
    }
    return answer;
  }

  /** A call of the customer's page: no session, the ticket's id is the credential. */
  async sendAsCustomer<Route extends ApiRoute>(route: Route, body: ApiBody<Route>, label: string): Promise<Answer> {
    const answer = await t.call<Record<string, unknown>>(route.path, body);
    statistics.commands += 1;
    const refusal = answer.status === 200 ? '' : ` ${JSON.stringify(answer.body.msg)}`;
    this.transcript.push(`${label} by the customer -> ${answer.status}${refusal}`);
    if (answer.status >= 500) throw new Error(`${route.path} answered ${answer.status}: ${JSON.stringify(answer.body)}${this.story()}`);
    if (answer.status === 200) statistics.accepted += 1;
    return answer;
  }

  /** A read for the check: it must answer 200 within its contract, and is no command of the sequence. */
  async read<Route extends ApiRoute>(route: Route, body: ApiBody<Route>, person: Person): Promise<Record<string, unknown>> {
    const answer = await t.call<Record<string, unknown>>(route.path, body, person.token);
    const parsed = route.response.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success)
      throw new Error(`${route.path} ${JSON.stringify(body)} answered ${answer.status} ${JSON.stringify(answer.body)}${this.story()}`);
    return answer.body;
  }

  story(): string {
    return `\nThe sequence's answers:\n${this.transcript.map((line, index) => `  ${index + 1}. ${line}`).join('\n')}`;
  }
}

/** Each organization starts with prices for some services and groups (not all: some tickets need a price by hand) and a commission rule. */
const SETUP = {
  A: {
    prices: [
      { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 12_000 },
      { serviceCode: 'FL', vehicleGroup: 'CAM', amount: 15_000 },
      { serviceCode: 'BA', vehicleGroup: 'AUT', amount: 8_000 },
    ],
    rule: { kind: 'percent', percent: 15 },
  },
  B: {
    prices: [
      { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 11_000 },
      { serviceCode: 'BA', vehicleGroup: 'CAM', amount: 9_000 },
    ],
    rule: { kind: 'fixed', amounts: { FL: 2_500, BA: 1_000 } },
  },
} satisfies Record<'A' | 'B', { prices: { serviceCode: string; vehicleGroup: VehicleGroup; amount: number }[]; rule: CommissionRule }>;

async function createOrganization(label: 'A' | 'B', employees: string[]): Promise<Organization> {
  const { id } = await t.createOrganization(superAdmin, { name: `Lavado ${label}` });
  const [ad, ...ems] = await Promise.all([
    t.createUser('AD', id, undefined, { firstName: 'Ada' }),
    ...employees.map((firstName) => t.createUser('EM', id, undefined, { firstName })),
  ]);
  const people = [
    { userId: ad!.userId, token: ad!.token, label: `${label}.AD` },
    ...ems.map((em, index) => ({ userId: em.userId, token: em.token, label: `${label}.EM${index + 1}` })),
  ];
  const setup: [string, Record<string, unknown>][] = [
    ...SETUP[label].prices.map((price): [string, Record<string, unknown>] => [
      moneyApi.setPrice.path,
      { ...price, effectiveFrom: localDate(t.clock.now()) },
    ]),
    [moneyApi.setCommissionRule.path, { rule: SETUP[label].rule }],
  ];
  for (const [path, body] of setup) {
    const answer = await t.call(path, body, ad!.token);
    if (answer.status !== 200) throw new Error(`${path} failed: ${JSON.stringify(answer.body)}`);
  }
  const offered = await t.call<{ setup: { offers: { offerId: string }[] } }>(
    packsApi.offerPack.path,
    { name: 'Pack 2 lavados', serviceCodes: ['FL', 'BA'], washes: 2, price: 18_000, validDays: 30 },
    ad!.token,
  );
  if (offered.status !== 200) throw new Error(`offerPack failed: ${JSON.stringify(offered.body)}`);
  return { id, label, people, offerId: offered.body.setup.offers[0]!.offerId };
}

/** Fresh organizations for every sequence: cheaper than a fresh database, and nothing of an earlier sequence leaks in. */
async function newWorld(): Promise<World> {
  const [a, b] = await Promise.all([createOrganization('A', ['Luis', 'Eva']), createOrganization('B', ['Raúl'])]);
  statistics.sequences += 1;
  return new World([a, b], localDate(t.clock.now()));
}

// ---------------------------------------------------------------------------------------------------------
// Commands

type Model = { tickets: number };

/** One generated command: its text is what fast-check prints in a counterexample. */
class Step implements fc.AsyncCommand<Model, World> {
  constructor(
    private readonly text: string,
    private readonly needsTicket: boolean,
    private readonly action: (world: World, model: Model) => Promise<void>,
  ) {}
  check(model: Readonly<Model>): boolean {
    return !this.needsTicket || model.tickets > 0;
  }
  run(model: Model, world: World): Promise<void> {
    return this.action(world, model);
  }
  toString(): string {
    return this.text;
  }
}

/** Someone of the ticket's organization (or of the other one, `foreign`) by index, or the ticket's responsible. */
type Who = { kind: 'member'; foreign: boolean; person: number } | { kind: 'responsible' };
const whoText = (who: Who) => (who.kind === 'responsible' ? 'responsible' : `${who.foreign ? 'other org ' : ''}person ${who.person}`);

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
type DayRef = 'yesterday' | 'today' | 'tomorrow';
const dayOf = (world: World, day: DayRef) => addDays(world.today, day === 'yesterday' ? -1 : day === 'today' ? 0 : 1);

type CreateTicket = { org: 0 | 1; person: number; service: 'FL' | 'BA' | 'EM'; vehicleType: 'SED' | 'CAD' | 'SUV' };
const createTicket = (p: CreateTicket) =>
  new Step(`createTicket(org ${p.org}, person ${p.person}, ${p.service}/${p.vehicleType})`, false, async (world, model) => {
    const organization = world.organizations[p.org];
    const plate = newPlate('MB');
    const data = { ...newServiceData({ ppu: plate }), servicio: p.service, vehicleType: p.vehicleType };
    const label = `#${world.tickets.length}${organization.label}`;
    const answer = await world.send(washApi.createTicket, { data }, world.person(organization, p.person), `createTicket ${label}`);
    if (answer.status !== 200) return;
    world.tickets.push({ id: String(answer.body.id), label, organization, responsible: null, paymentIds: [], status: 'pending', plate });
    model.tickets += 1;
  });

/** `ticket` counts among the tickets the action can be taken on (any ticket when there is none), so that most of them are accepted. */
type BoardAction = { action: 'start' | 'pause' | 'finish'; ticket: number; who: Who };
const boardAction = (p: BoardAction) =>
  new Step(`${p.action}(ticket ${p.ticket}, ${whoText(p.who)})`, true, async (world) => {
    const from: readonly string[] = p.action === 'start' ? ['pending', 'paused'] : ['inProgress'];
    const candidates = world.tickets.filter((ticket) => from.includes(ticket.status));
    const ticket = candidates.length > 0 ? candidates[p.ticket % candidates.length]! : world.ticket(p.ticket);
    const person = world.actor(ticket, p.who);
    const label = `${p.action} ${ticket.label}`;
    const answer =
      p.action === 'finish'
        ? await world.send(washApi.finishTicket, { id: ticket.id }, person, label)
        : await world.send(
            washApi.setTicketState,
            { id: ticket.id, status: ticketStatus[p.action === 'start' ? 'inProgress' : 'paused'] },
            person,
            label,
          );
    if (answer.status !== 200) return;
    ticket.status = p.action === 'start' ? 'inProgress' : p.action === 'pause' ? 'paused' : 'finished';
    if (p.action === 'start') ticket.responsible = person;
  });

type TicketChange = { kind: 'price' | 'discount' | 'courtesy' | 'void'; ticket: number; who: Who; amount: number };
const ticketChange = (p: TicketChange) =>
  new Step(
    `${p.kind}(ticket ${p.ticket}, ${whoText(p.who)}${p.kind === 'price' || p.kind === 'discount' ? `, ${p.amount}` : ''})`,
    true,
    async (world) => {
      const ticket = world.ticket(p.ticket);
      const person = world.actor(ticket, p.who);
      const id = ticket.id;
      const label = `${p.kind} ${ticket.label}`;
      switch (p.kind) {
        case 'price':
          await world.send(moneyApi.priceTicket, { id, amount: p.amount, reason: 'Precio acordado' }, person, `${label} ${p.amount}`);
          return;
        case 'discount':
          await world.send(moneyApi.discountTicket, { id, amount: p.amount, reason: 'Cliente frecuente' }, person, `${label} ${p.amount}`);
          return;
        case 'courtesy':
          await world.send(moneyApi.markCourtesy, { id, reason: 'Cortesía de la casa' }, person, label);
          return;
        case 'void':
          if ((await world.send(moneyApi.voidTicket, { id, reason: 'Ingresado por error' }, person, label)).status === 200)
            ticket.status = 'voided';
          return;
      }
    },
  );

type SetWashers = { ticket: number; who: Who; washers: { foreign: boolean; person: number }[]; unbalanced: boolean; reason: boolean };
const setWashers = (p: SetWashers) =>
  new Step(
    `setWashers(ticket ${p.ticket}, ${whoText(p.who)}, [${p.washers.map((w) => `${w.foreign ? 'other org ' : ''}person ${w.person}`).join(', ')}]${p.unbalanced ? ', not adding up to 100' : ''}${p.reason ? ', with a reason' : ''})`,
    true,
    async (world) => {
      const ticket = world.ticket(p.ticket);
      const base = Math.floor(100 / p.washers.length);
      const washers = p.washers.map((washer, index) => ({
        userId: world.person(washer.foreign ? world.other(ticket.organization) : ticket.organization, washer.person).userId,
        percent: base + (index === 0 ? 100 - base * p.washers.length + (p.unbalanced ? 1 : 0) : 0),
      }));
      const label = `setWashers ${ticket.label} ${washers.map((washer) => washer.percent).join('/')}`;
      // A reason lets an AD change the washers of a ticket whose day is closed (listed with that day's close).
      const body = p.reason ? { id: ticket.id, washers, reason: 'Corrección' } : { id: ticket.id, washers };
      await world.send(moneyApi.setWashers, body, world.actor(ticket, p.who), label);
    },
  );

/** `ticket` counts among the tickets that owe something (any ticket when none does). Where a payment's id comes from: a new one, or one already accepted on this ticket, another ticket of its organization, or a ticket of the other organization. */
type PaymentIdSource = 'fresh' | 'same ticket' | 'other ticket' | 'other org';
type RecordPayment = {
  ticket: number;
  who: Who;
  id: PaymentIdSource;
  pick: number;
  method: PaymentMethod;
  amount: { kind: 'balance' | 'half' } | { kind: 'fixed'; value: number };
};
const recordPayment = (p: RecordPayment) =>
  new Step(
    `pay(ticket ${p.ticket}, ${whoText(p.who)}, id ${p.id}${p.id === 'fresh' ? '' : ` ${p.pick}`}, ${p.amount.kind === 'fixed' ? p.amount.value : p.amount.kind}, ${p.method})`,
    true,
    async (world) => {
      // The balances as the tickets' own events say, not as the read models under test say.
      const balances = new Map<TicketRef, number>();
      for (const candidate of world.tickets) {
        const state = fold(ticketBillingDecider, await ticketEvents(candidate.id));
        balances.set(candidate, state.exists ? balanceDue(state) : 0);
      }
      const owing = world.tickets.filter((candidate) => balances.get(candidate)! > 0);
      const ticket = owing.length > 0 ? owing[p.ticket % owing.length]! : world.ticket(p.ticket);
      const reusable = world.tickets.filter((other) =>
        p.id === 'same ticket'
          ? other === ticket
          : p.id === 'other ticket'
            ? other !== ticket && other.organization === ticket.organization
            : p.id === 'other org' && other.organization !== ticket.organization,
      );
      const candidates = reusable.flatMap((owner) => owner.paymentIds.map((paymentId) => ({ owner, paymentId })));
      const reused = candidates.length > 0 ? candidates[p.pick % candidates.length]! : null;
      const paymentId = reused?.paymentId ?? randomUUID();
      const balance = balances.get(ticket)!;
      const amount =
        p.amount.kind === 'fixed' ? p.amount.value : Math.max(1, p.amount.kind === 'balance' ? balance : Math.ceil(balance / 2));
      const label = `pay ${ticket.label} ${amount} ${p.method} id ${reused ? `of ${reused.owner.label}` : 'new'}`;
      const body = { id: ticket.id, paymentId, method: p.method, amount, boleta: 'B-1001' };
      const answer = await world.send(moneyApi.recordPayment, body, world.actor(ticket, p.who), label);
      if (answer.status === 200 && !ticket.paymentIds.includes(paymentId)) ticket.paymentIds.push(paymentId);
    },
  );

type CashDayCommand = { action: 'open' | 'close'; org: 0 | 1; person: number; day: 'yesterday' | 'today'; amount: number };
const cashDay = (p: CashDayCommand) =>
  new Step(`${p.action}Day(org ${p.org}, person ${p.person}, ${p.day}, ${p.amount})`, false, async (world) => {
    const organization = world.organizations[p.org];
    const person = world.person(organization, p.person);
    const day = dayOf(world, p.day);
    const label = `${p.action}Day ${organization.label} ${p.day} ${p.amount}`;
    if (p.action === 'open') await world.send(moneyApi.openCashDay, { day, openingCash: p.amount }, person, label);
    else await world.send(moneyApi.closeCashDay, { day, counted: { ...zeroByMethod(), cash: p.amount }, note: 'Cierre' }, person, label);
  });

type SetPrice = { org: 0 | 1; person: number; serviceCode: 'FL' | 'BA' | 'EM'; vehicleGroup: VehicleGroup; amount: number; from: DayRef };
const setPrice = (p: SetPrice) =>
  new Step(
    `setPrice(org ${p.org}, person ${p.person}, ${p.serviceCode}/${p.vehicleGroup} ${p.amount} from ${p.from})`,
    false,
    async (world) => {
      const organization = world.organizations[p.org];
      const { serviceCode, vehicleGroup, amount } = p;
      await world.send(
        moneyApi.setPrice,
        { serviceCode, vehicleGroup, amount, effectiveFrom: dayOf(world, p.from) },
        world.person(organization, p.person),
        `setPrice ${organization.label} ${serviceCode}/${vehicleGroup} ${amount} from ${p.from}`,
      );
    },
  );

type SetCommissionRule = { org: 0 | 1; person: number; rule: CommissionRule };
const setCommissionRule = (p: SetCommissionRule) =>
  new Step(`setCommissionRule(org ${p.org}, person ${p.person}, ${JSON.stringify(p.rule)})`, false, async (world) => {
    const organization = world.organizations[p.org];
    const label = `setCommissionRule ${organization.label} ${JSON.stringify(p.rule)}`;
    await world.send(moneyApi.setCommissionRule, { rule: p.rule }, world.person(organization, p.person), label);
  });

type SetPaymentPolicy = { org: 0 | 1; person: number; allowed: boolean };
const setPaymentPolicy = (p: SetPaymentPolicy) =>
  new Step(`setPaymentPolicy(org ${p.org}, person ${p.person}, ${p.allowed})`, false, async (world) => {
    const organization = world.organizations[p.org];
    const label = `setPaymentPolicy ${organization.label} ${p.allowed}`;
    await world.send(moneyApi.setPaymentPolicy, { employeesMayRecordPayments: p.allowed }, world.person(organization, p.person), label);
  });

/** "Modificar → Guardar" on a record: one detail corrected, by anyone of either organization or the responsible. */
type CorrectDetails = { ticket: number; who: Who; changes: Record<string, string> };
const correctDetails = (p: CorrectDetails) =>
  new Step(`correctDetails(ticket ${p.ticket}, ${whoText(p.who)}, ${JSON.stringify(p.changes)})`, true, async (world) => {
    const ticket = world.ticket(p.ticket);
    const label = `correctDetails ${ticket.label} ${JSON.stringify(p.changes)}`;
    await world.send(washApi.correctTicketDetails, { id: ticket.id, changes: p.changes }, world.actor(ticket, p.who), label);
  });

/** `ticket` counts among the finished tickets (any ticket when none is), so that most answers are accepted, and some come twice. */
type GiveFeedback = { ticket: number; score: number; comment: string };
const giveFeedback = (p: GiveFeedback) =>
  new Step(`giveFeedback(ticket ${p.ticket}, ${p.score}${p.comment ? `, "${p.comment}"` : ''})`, true, async (world) => {
    const finished = world.tickets.filter((ticket) => ticket.status === 'finished');
    const ticket = finished.length > 0 ? finished[p.ticket % finished.length]! : world.ticket(p.ticket);
    await world.sendAsCustomer(
      publicApi.sendFeedback,
      { id: ticket.id, score: p.score, comment: p.comment },
      `giveFeedback ${ticket.label} ${p.score}`,
    );
  });

/** A pack sold to a ticket's plate (by someone of its organization or of the other one), so that its washes can be used. */
type SellPack = { ticket: number; who: Who; method: PaymentMethod };
const sellPack = (p: SellPack) =>
  new Step(`sellPack(plate of ticket ${p.ticket}, ${whoText(p.who)}, ${p.method})`, true, async (world) => {
    const ticket = world.ticket(p.ticket);
    const person = world.actor(ticket, p.who);
    const label = `#P${world.packs.length}${ticket.organization.label}`;
    const body = { offerId: ticket.organization.offerId, plate: ticket.plate, paymentId: randomUUID(), method: p.method, boleta: 'P-1' };
    const answer = await world.send(packsApi.sellPack, body, person, `sellPack ${label} to the plate of ${ticket.label}`);
    if (answer.status !== 200) return;
    const pack = answer.body.pack as { packId: string };
    world.packs.push({ id: pack.packId, label, organization: ticket.organization, plate: ticket.plate });
    statistics.packsSold += 1;
  });

/** A wash of a pack taken for a ticket (most often one of its plate), or the pack expired or refunded by whoever. */
type PackAction = { kind: 'use' | 'use' | 'expire' | 'refund'; pack: number; ticket: number; who: Who; amount: number };
const packAction = (p: PackAction) =>
  new Step(
    `${p.kind}Pack(pack ${p.pack}, ticket ${p.ticket}, ${whoText(p.who)}${p.kind === 'refund' ? `, ${p.amount}` : ''})`,
    true,
    async (world) => {
      if (world.packs.length === 0) return;
      const pack = world.packs[p.pack % world.packs.length]!;
      // A wash is most often taken for a ticket of the pack's plate (else it is refused): two of three times when there is one.
      const ofPlate = world.tickets.filter((candidate) => candidate.plate === pack.plate);
      const ticket = ofPlate.length > 0 && p.ticket % 3 !== 0 ? ofPlate[p.ticket % ofPlate.length]! : world.ticket(p.ticket);
      const person = world.actor(ticket, p.who);
      const label = `${p.kind}Pack ${pack.label}`;
      if (p.kind === 'use') {
        const answer = await world.send(packsApi.usePack, { packId: pack.id, ticketId: ticket.id }, person, `${label} for ${ticket.label}`);
        if (answer.status === 200) statistics.packWashes += 1;
      } else if (p.kind === 'expire') await world.send(packsApi.expirePack, { packId: pack.id, reason: 'Vencido a pedido' }, person, label);
      else
        await world.send(
          packsApi.refundPack,
          { packId: pack.id, paymentId: randomUUID(), method: 'cash', amount: p.amount, reason: 'Se mudó' },
          person,
          `${label} ${p.amount}`,
        );
    },
  );

// Mostly the ticket's own organization and its AD, so that most commands are accepted and build up state.
const weighted = <T>(...choices: [T, number][]) =>
  fc.oneof(...choices.map(([value, weight]) => ({ arbitrary: fc.constant(value), weight })));
const org = weighted<0 | 1>([0, 3], [1, 2]);
const person = weighted([0, 3], [1, 2], [2, 1]);
const member = fc.record({ kind: fc.constant('member' as const), foreign: weighted([false, 8], [true, 1]), person });
const who: fc.Arbitrary<Who> = fc.oneof(
  { arbitrary: member, weight: 4 },
  { arbitrary: fc.constant({ kind: 'responsible' as const }), weight: 1 },
);
const ticketIndex = fc.nat(7);
const amount = fc.integer({ min: 1, max: 20 }).map((thousands) => thousands * 1_000);

const createTicketArbitrary = fc
  .record({
    org,
    person,
    service: weighted<CreateTicket['service']>(['FL', 4], ['BA', 1], ['EM', 1]),
    vehicleType: weighted<CreateTicket['vehicleType']>(['SED', 3], ['CAD', 1], ['SUV', 1]),
  })
  .map(createTicket);
const boardActionArbitrary = fc
  .record({
    action: weighted<BoardAction['action']>(['start', 3], ['pause', 1], ['finish', 2]),
    ticket: ticketIndex,
    who: fc.oneof(who, fc.constant({ kind: 'responsible' as const })),
  })
  .map(boardAction);
const ticketChangeArbitrary = fc
  .record({
    kind: weighted<TicketChange['kind']>(['price', 2], ['discount', 2], ['courtesy', 1], ['void', 1]),
    ticket: ticketIndex,
    who,
    amount,
  })
  .map(ticketChange);
const setWashersArbitrary = fc
  .record({
    ticket: ticketIndex,
    who,
    washers: fc.array(fc.record({ foreign: weighted([false, 8], [true, 1]), person }), { minLength: 1, maxLength: 3 }),
    unbalanced: weighted([false, 6], [true, 1]),
    reason: fc.boolean(),
  })
  .map(setWashers);
const recordPaymentArbitrary = fc
  .record({
    ticket: ticketIndex,
    who,
    id: weighted<PaymentIdSource>(['fresh', 4], ['same ticket', 1], ['other ticket', 2], ['other org', 2]),
    pick: fc.nat(7),
    method: fc.constantFrom<PaymentMethod>('cash', 'debit', 'credit', 'transfer', 'other'),
    amount: fc.oneof(
      fc.constant({ kind: 'balance' as const }),
      fc.constant({ kind: 'half' as const }),
      amount.map((value) => ({ kind: 'fixed' as const, value })),
    ),
  })
  .map(recordPayment);
const cashDayArbitrary = fc
  .record({
    action: weighted<CashDayCommand['action']>(['open', 1], ['close', 1]),
    org,
    person,
    day: weighted<CashDayCommand['day']>(['today', 3], ['yesterday', 1]),
    amount: fc.integer({ min: 0, max: 50 }).map((thousands) => thousands * 1_000),
  })
  .map(cashDay);
const settingsArbitrary = fc.oneof(
  fc
    .record({
      org,
      person,
      serviceCode: weighted<SetPrice['serviceCode']>(['FL', 2], ['BA', 1], ['EM', 1]),
      vehicleGroup: fc.constantFrom<VehicleGroup>('AUT', 'CAM', 'OTR'),
      amount,
      from: weighted<DayRef>(['today', 3], ['tomorrow', 1]),
    })
    .map(setPrice),
  fc
    .record({
      org,
      person,
      rule: fc.oneof(
        fc.integer({ min: 0, max: 100 }).map((percent): CommissionRule => ({ kind: 'percent', percent })),
        fc.record({ FL: amount, BA: amount }).map((amounts): CommissionRule => ({ kind: 'fixed', amounts })),
      ),
    })
    .map(setCommissionRule),
);
const setPaymentPolicyArbitrary = fc.record({ org, person, allowed: fc.boolean() }).map(setPaymentPolicy);
const giveFeedbackArbitrary = fc
  .record({ ticket: ticketIndex, score: fc.integer({ min: 0, max: 10 }), comment: weighted(['', 2], ['Quedó sucio el parabrisas.', 1]) })
  .map(giveFeedback);
const correctDetailsArbitrary = fc
  .record({
    ticket: ticketIndex,
    who,
    changes: fc.oneof(
      fc.record({ color: fc.constantFrom('Azul', 'Rojo') }),
      fc.record({ ownerName: fc.constantFrom('Juana Pérez', 'Ana Soto') }),
      fc.record({ vehicleType: fc.constantFrom('SED', 'CAD') }),
      fc.record({ driver: fc.constant('Marta Díaz'), observations: fc.constant('Rayón') }),
    ),
  })
  .map(correctDetails);
const sellPackArbitrary = fc.record({ ticket: ticketIndex, who, method: fc.constantFrom<PaymentMethod>('cash', 'debit') }).map(sellPack);
const packActionArbitrary = fc
  .record({
    kind: weighted<PackAction['kind']>(['use', 4], ['expire', 1], ['refund', 1]),
    pack: fc.nat(3),
    ticket: ticketIndex,
    who,
    amount: fc.integer({ min: 1, max: 20 }).map((thousands) => thousands * 1_000),
  })
  .map(packAction);
/** fast-check picks each entry alike: repeating one makes it that much more frequent. */
const commandArbitraries = [
  createTicketArbitrary,
  createTicketArbitrary,
  boardActionArbitrary,
  boardActionArbitrary,
  boardActionArbitrary,
  ticketChangeArbitrary,
  setWashersArbitrary,
  recordPaymentArbitrary,
  recordPaymentArbitrary,
  recordPaymentArbitrary,
  cashDayArbitrary,
  settingsArbitrary,
  setPaymentPolicyArbitrary,
  giveFeedbackArbitrary,
  correctDetailsArbitrary,
  sellPackArbitrary,
  sellPackArbitrary,
  packActionArbitrary,
  packActionArbitrary,
  packActionArbitrary,
];

// ---------------------------------------------------------------------------------------------------------
// What the events say

type TicketStreamEvent = RecordedEvent & (TicketEvent | TicketBillingEvent);
const ticketEvents = async (ticketId: string) => (await t.store.read(ticketStreamId(ticketId))) as TicketStreamEvent[];

/** JSON with object keys sorted: jsonb keeps its own key order, events the order they were written in. */
/** The details a ticket was created with, as its corrections left them, in the read model's columns. */
function detailsOf(events: readonly TicketStreamEvent[]): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  for (const event of events) {
    if (event.type === 'TicketCreated') {
      const { vehicle, driver, observations } = event.data;
      Object.assign(details, { owner_name: vehicle.ownerName, driver, vehicle_type: vehicle.type, color: vehicle.color, observations });
    }
    if (event.type === 'TicketDetailsCorrected') {
      const { ownerName, driver, vehicleType, color, observations } = event.data.changes;
      const corrected = { owner_name: ownerName, driver, vehicle_type: vehicleType, color, observations };
      Object.assign(details, Object.fromEntries(Object.entries(corrected).filter(([, value]) => value !== undefined)));
    }
  }
  return details;
}

/** A read model that says something else than its events folded by the deciders. */
class FoldedMismatch extends Error {}

/** Differences found in one read model, each naming the row. */
class Findings {
  readonly lines: string[] = [];
  add(readModel: string, row: string, message: string): void {
    this.lines.push(`${readModel} ${row}: ${message}`);
  }
  /** Compares the named fields of a row with what the events say. */
  compare(readModel: string, row: string, actual: Record<string, unknown>, expected: Record<string, unknown>): void {
    for (const [field, value] of Object.entries(expected)) {
      if (canonical(actual[field]) !== canonical(value))
        this.add(readModel, row, `${field} is ${JSON.stringify(actual[field])}, the events say ${JSON.stringify(value)}`);
    }
  }
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const sortedBy = <T>(rows: readonly T[], key: (row: T) => string) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));

/** Waits until every projector has passed the last stored event; a projector stuck on an event fails the sequence with its error. */
async function allProjectorsCaughtUp(): Promise<void> {
  const head = await t.store.lastPosition();
  if (!head) return;
  if (
    await t.app.deps.waiter.waitFor(
      projectors.map((projector) => projector.name),
      head,
      CATCH_UP_MS,
    )
  )
    return;
  const stuck = await stuckProjectors(t.pool);
  const reasons = stuck.map((failure) => `${failure.projector} stopped on ${failure.eventType} (${failure.streamId}): ${failure.message}`);
  throw new Error(`The projectors did not reach the last event within ${CATCH_UP_MS / 1000} s. ${reasons.join('; ')}`);
}

/**
 * Every read model of the sequence's organizations against the events, folded with the pure deciders;
 * then every projector against its rebuild. Throws one error naming each read model and row that differs.
 */
async function expectReadModelsToEqualEvents(world: World): Promise<void> {
  await allProjectorsCaughtUp();
  const findings = new Findings();
  const organizationIds = world.organizations.map((organization) => organization.id);
  const ticketIds = world.tickets.map((ticket) => ticket.id);
  const labelOf = new Map(world.tickets.map((ticket) => [ticket.id, ticket.label]));
  const tickets = await Promise.all(
    world.tickets.map(async (ref) => {
      const events = await ticketEvents(ref.id);
      return { ref, events, billing: fold(ticketBillingDecider, events), life: foldTicketLife(events) };
    }),
  );

  // Payments: exactly one row per TicketPaymentRecorded, and no row without one.
  const paymentEvents = tickets.flatMap(({ ref, events }) =>
    events.flatMap((event) => (event.type === 'TicketPaymentRecorded' ? [{ ref, event, data: event.data }] : [])),
  );
  // A pack's sale and refund are payments of the day's cash too (a refund a negative one): folded from each pack's stream.
  const packs = await Promise.all(
    world.packs.map(async (ref) => {
      const events = (await t.store.read(packStreamId(ref.id))) as (RecordedEvent & PackEvent)[];
      return { ref, events, state: fold(packDecider, events) };
    }),
  );
  type PackPayment = {
    ref: PackRef;
    event: RecordedEvent & PackEvent;
    data: { paymentId: string; method: PaymentMethod; amount: number; boleta: string; businessDay: string; recordedAt: string };
  };
  const packPayments = packs.flatMap(({ ref, events }) =>
    events.flatMap((event): PackPayment[] =>
      event.type === 'PackSold'
        ? [{ ref, event, data: { ...event.data, recordedAt: event.data.soldAt } }]
        : event.type === 'PackRefunded'
          ? [{ ref, event, data: { ...event.data, amount: -event.data.amount, boleta: '', recordedAt: event.data.refundedAt } }]
          : [],
    ),
  );
  /** Every payment of the day's cash: the tickets' and the packs'. */
  const cashPayments = [
    ...paymentEvents.map(({ ref, data }) => ({ owner: ref.id, organization: ref.organization, data })),
    ...packPayments.map(({ ref, data }) => ({ owner: ref.id, organization: ref.organization, data })),
  ];
  const days = new Set([world.today, addDays(world.today, -1), ...cashPayments.map(({ data }) => data.businessDay)]);
  const cashDays = new Map<
    string,
    { organization: (typeof world.organizations)[number]; day: string; events: (RecordedEvent & CashDayEvent)[] }
  >();
  for (const organization of world.organizations)
    for (const day of days)
      cashDays.set(`${organization.id}|${day}`, {
        organization,
        day,
        events: (await t.store.read(cashDayStreamId(organization.id, day))) as (RecordedEvent & CashDayEvent)[],
      });
  const closeOf = (organizationId: string, day: string) => {
    const close = cashDays.get(`${organizationId}|${day}`)?.events.find((event) => event.type === 'BusinessDayClosed');
    return close?.type === 'BusinessDayClosed' ? close : undefined;
  };
  /** A payment of a closed day that its close does not name is shown after the close (docs/money.md, "A payment racing the close"). */
  const isCorrection = (organizationId: string, data: { paymentId: string; businessDay: string }) => {
    const close = closeOf(organizationId, data.businessDay);
    return close !== undefined && !(close.data.paymentIds ?? []).includes(data.paymentId);
  };
  const { rows: paymentRows } = await t.pool.query<Record<string, unknown> & { payment_id: string; ticket_id: string }>(
    `select payment_id, ticket_id, organization_id, to_char(business_day, 'YYYY-MM-DD') as business_day, method, amount, boleta,
            correction, recorded_at, recorded_by
       from payments where organization_id = any($1::uuid[]) or ticket_id = any($2::uuid[])`,
    [organizationIds, ticketIds],
  );
  const rowKey = (ticketId: string, paymentId: string) => `${ticketId}|${paymentId}`;
  const rowsByKey = new Map(paymentRows.map((row) => [rowKey(row.ticket_id, row.payment_id), row]));
  for (const { ref, event, data } of paymentEvents) {
    const name = `of ticket ${ref.label}, paymentId ${data.paymentId} (${data.amount} ${data.method}, day ${data.businessDay})`;
    const row = rowsByKey.get(rowKey(ref.id, data.paymentId));
    rowsByKey.delete(rowKey(ref.id, data.paymentId));
    if (!row) {
      const holder = paymentRows.find((candidate) => candidate.payment_id === data.paymentId);
      const held = holder
        ? `; the only row with that paymentId belongs to ticket ${labelOf.get(holder.ticket_id) ?? holder.ticket_id}`
        : '';
      findings.add('payments', name, `the TicketPaymentRecorded event has no row${held}`);
      continue;
    }
    findings.compare(
      'payments',
      name,
      { ...row, recorded_at: iso(row.recorded_at as Date) },
      {
        organization_id: ref.organization.id,
        business_day: data.businessDay,
        method: data.method,
        amount: data.amount,
        boleta: data.boleta,
        correction: isCorrection(ref.organization.id, data),
        recorded_at: iso(data.recordedAt),
        recorded_by: event.metadata.actorId,
      },
    );
  }
  for (const { ref, event, data } of packPayments) {
    const name = `of pack ${ref.label}, paymentId ${data.paymentId} (${data.amount} ${data.method}, day ${data.businessDay})`;
    const row = rowsByKey.get(rowKey(ref.id, data.paymentId));
    rowsByKey.delete(rowKey(ref.id, data.paymentId));
    if (!row) {
      findings.add('payments', name, `the ${event.type} event has no row`);
      continue;
    }
    findings.compare(
      'payments',
      name,
      { ...row, recorded_at: iso(row.recorded_at as Date) },
      {
        organization_id: ref.organization.id,
        business_day: data.businessDay,
        method: data.method,
        amount: data.amount,
        boleta: data.boleta,
        correction: isCorrection(ref.organization.id, data),
        recorded_at: iso(data.recordedAt),
        recorded_by: event.metadata.actorId,
      },
    );
  }
  for (const row of rowsByKey.values())
    findings.add(
      'payments',
      `of ticket ${labelOf.get(row.ticket_id) ?? row.ticket_id}, paymentId ${row.payment_id}`,
      'a row without its event',
    );

  // Each ticket's charges, as the table keeps them and as getTicketMoney answers.
  const { rows: chargeRows } = await t.pool.query<Record<string, unknown> & { ticket_id: string }>(
    `select ticket_id, organization_id, service_code, price, currency, discounts, courtesy, voided, charged, paid, washers, prepaid,
            to_char(finished_day, 'YYYY-MM-DD') as finished_day, responsible_id
       from ticket_charges where ticket_id = any($1::uuid[])`,
    [ticketIds],
  );
  const chargeOf = new Map(chargeRows.map((row) => [row.ticket_id, row]));
  for (const { ref, events, billing, life } of tickets) {
    const row = chargeOf.get(ref.id);
    if (!billing.exists || !life) {
      findings.add('ticket_charges', ref.label, `its stream has no TicketCreated (${events.length} events)`);
      continue;
    }
    if (!row) {
      findings.add('ticket_charges', ref.label, 'no row for a created ticket');
      continue;
    }
    const finishedDay = life.finishedAt ? localDate(new Date(life.finishedAt)) : null;
    findings.compare('ticket_charges', ref.label, row, {
      organization_id: billing.organizationId,
      service_code: billing.serviceCode,
      price: billing.price?.amount ?? null,
      currency: billing.price?.currency ?? null,
      discounts: billing.discounts,
      courtesy: billing.courtesy,
      voided: billing.voided,
      charged: amountCharged(billing),
      paid: amountPaid(billing),
      washers: billing.washers,
      prepaid: billing.prepaid?.kind ?? null,
      finished_day: finishedDay,
      responsible_id: life.responsible?.userId ?? null,
    });
    const money = (await world.read(moneyApi.getTicketMoney, { id: ref.id }, ref.organization.people[0]!)) as unknown as TicketMoney;
    const ticketPayments = paymentEvents.filter((payment) => payment.ref === ref);
    findings.compare('getTicketMoney', ref.label, money as unknown as Record<string, unknown>, {
      price: billing.price?.amount ?? null,
      discounts: billing.discounts,
      courtesy: billing.courtesy,
      voided: billing.voided,
      charged: amountCharged(billing),
      paid: amountPaid(billing),
      balance: balanceDue(billing),
      finished: life.finishedAt !== null,
      washers: billing.washers,
    });
    findings.compare(
      'getTicketMoney',
      ref.label,
      {
        payments: sortedBy(money.payments ?? [], (p) => p.paymentId).map((p) => [
          p.paymentId,
          p.amount,
          p.method,
          p.businessDay,
          p.correction,
        ]),
      },
      {
        payments: sortedBy(ticketPayments, (p) => p.data.paymentId).map(({ data }) => [
          data.paymentId,
          data.amount,
          data.method,
          data.businessDay,
          isCorrection(ref.organization.id, data),
        ]),
      },
    );
  }

  // Each business day's cash: the row, and what getCashDay answers.
  const { rows: dayRows } = await t.pool.query<Record<string, unknown> & { organization_id: string; day: string }>(
    `select organization_id, to_char(day, 'YYYY-MM-DD') as day, opening_cash, opened_at, closed_at, closed_by, expected, counted, difference,
            total_difference, note
       from business_days where organization_id = any($1::uuid[])`,
    [organizationIds],
  );
  const dayRowOf = new Map(dayRows.map((row) => [`${row.organization_id}|${row.day}`, row]));
  for (const [key, { organization, day, events }] of cashDays) {
    const name = `${organization.label} ${day}`;
    const opened = events.find((event) => event.type === 'BusinessDayOpened');
    const close = closeOf(organization.id, day);
    const openingCash = opened?.type === 'BusinessDayOpened' ? opened.data.openingCash : 0;
    const row = dayRowOf.get(key);
    dayRowOf.delete(key);
    if (events.length === 0 && row) findings.add('business_days', name, 'a row without events');
    if (events.length > 0 && !row) findings.add('business_days', name, 'no row for a day that was opened or closed');
    if (row)
      findings.compare(
        'business_days',
        name,
        { ...row, opened_at: iso(row.opened_at as Date), closed_at: iso(row.closed_at as Date) },
        {
          opening_cash: openingCash,
          opened_at: opened?.type === 'BusinessDayOpened' ? iso(opened.data.openedAt) : null,
          closed_at: close ? iso(close.data.closedAt) : null,
          closed_by: close?.metadata.actorId ?? null,
          expected: close?.data.expected ?? null,
          counted: close?.data.counted ?? null,
          difference: close?.data.difference ?? null,
          total_difference: close?.data.totalDifference ?? null,
          note: close?.data.note ?? null,
        },
      );
    const ofDay = cashPayments.filter((payment) => payment.organization === organization && payment.data.businessDay === day);
    const counted = ofDay.filter(({ data }) => !isCorrection(organization.id, data));
    const corrections = ofDay.filter(({ data }) => isCorrection(organization.id, data));
    if (close) {
      // The close's own figures must be the float plus exactly the payments it names, each a payment of that day.
      const named = close.data.paymentIds ?? [];
      for (const paymentId of named)
        if (!ofDay.some(({ data }) => data.paymentId === paymentId))
          findings.add('BusinessDayClosed', name, `names payment ${paymentId}, which is no payment of that day`);
      const namedPayments = ofDay.filter(({ data }) => named.includes(data.paymentId)).map(({ data }) => data);
      findings.compare('BusinessDayClosed', name, close.data as unknown as Record<string, unknown>, {
        expected: expectedAtClose(openingCash, totalsByMethod(namedPayments)),
      });
    }
    const finishedThatDay = tickets.filter(
      ({ ref, billing, life }) =>
        ref.organization === organization &&
        billing.exists &&
        !billing.voided &&
        life?.finishedAt &&
        localDate(new Date(life.finishedAt)) === day,
    );
    const cash = (await world.read(moneyApi.getCashDay, { day }, organization.people[0]!)) as unknown as CashDay;
    const totals = totalsByMethod(counted.map(({ data }) => data));
    findings.compare('getCashDay', name, cash as unknown as Record<string, unknown>, {
      phase: close ? 'closed' : opened ? 'open' : 'unopened',
      openingCash,
      payments: totals,
      expected: close ? close.data.expected : expectedAtClose(openingCash, totals),
      counted: close?.data.counted ?? null,
      difference: close?.data.difference ?? null,
      totalDifference: close?.data.totalDifference ?? null,
      note: close?.data.note ?? null,
      ticketsFinished: finishedThatDay.length,
      // Every sequence prices in pesos, the organization's currency (listed first, even at zero).
      charged: [
        { currency: 'CLP', amount: finishedThatDay.reduce((sum, { billing }) => sum + (billing.exists ? amountCharged(billing) : 0), 0) },
      ],
    });
    findings.compare(
      'getCashDay',
      name,
      { corrections: sortedBy(cash.corrections ?? [], (p) => p.paymentId).map((p) => [p.paymentId, p.ticketId, p.amount, p.method]) },
      {
        corrections: sortedBy(corrections, (p) => p.data.paymentId).map(({ owner, data }) => [
          data.paymentId,
          owner,
          data.amount,
          data.method,
        ]),
      },
    );
  }
  for (const row of dayRowOf.values())
    findings.add('business_days', `${row.organization_id} ${row.day}`, 'a row of a day the check did not expect');

  // Each pack's balance: its washes, those used (one per PackWashUsed, each a ticket charged to it), expired and refunded.
  const { rows: packRows } = await t.pool.query<Record<string, unknown> & { pack_id: string }>(
    `select pack_id, organization_id, plate, washes, used, amount, expired_at is not null as expired, refund_amount
       from packs where organization_id = any($1::uuid[])`,
    [organizationIds],
  );
  const packRowOf = new Map(packRows.map((row) => [row.pack_id, row]));
  for (const { ref, state } of packs) {
    const row = packRowOf.get(ref.id);
    packRowOf.delete(ref.id);
    if (!state.exists) continue;
    if (!row) {
      findings.add('packs', ref.label, 'no row for a pack sold');
      continue;
    }
    findings.compare('packs', ref.label, row, {
      organization_id: ref.organization.id,
      plate: state.plate,
      washes: state.washes,
      used: state.used.length,
      amount: state.amount,
      expired: state.expired,
      refund_amount: state.refund?.amount ?? null,
    });
    if (washesLeft(state, t.clock.now()) < 0) findings.add('packs', ref.label, 'more washes used than the pack holds');
    // Every wash used is a ticket of the pack's plate charged to this pack, and every ticket charged to it took a wash.
    const charged = tickets.filter(
      ({ billing }) => billing.exists && billing.prepaid?.kind === 'pack' && billing.prepaid.packId === ref.id,
    );
    findings.compare(
      'packs',
      ref.label,
      { tickets: sortedBy(state.used, (id) => id) },
      {
        tickets: sortedBy(
          charged.map(({ ref: ticket }) => ticket.id),
          (id) => id,
        ),
      },
    );
  }
  for (const row of packRowOf.values()) findings.add('packs', row.pack_id, 'a row of a pack nobody sold in this sequence');

  // Commission lines: commissions.ts applied to each finished ticket, under the rule in force when it was finished.
  const billingStreams = new Map<string, (RecordedEvent & BillingEvent)[]>();
  for (const organization of world.organizations)
    billingStreams.set(organization.id, (await t.store.read(billingStreamId(organization.id))) as (RecordedEvent & BillingEvent)[]);
  const { rows: lineRows } = await t.pool.query<Record<string, unknown> & { ticket_id: string; user_id: string }>(
    `select ticket_id, user_id, organization_id, to_char(day, 'YYYY-MM-DD') as day, name, percent, amount
       from commission_lines where ticket_id = any($1::uuid[]) or organization_id = any($2::uuid[])`,
    [ticketIds, organizationIds],
  );
  const linesByKey = new Map(lineRows.map((row) => [`${row.ticket_id}|${row.user_id}`, row]));
  for (const { ref, events, billing, life } of tickets) {
    const finish = events.findLast((event) => event.type === 'TicketFinished');
    if (!billing.exists || !life || finish?.type !== 'TicketFinished' || billing.voided) continue;
    const rule = fold(
      billingDecider,
      billingStreams.get(ref.organization.id)!.filter((event) => t.store.comparePositions(event.position, finish.position) < 0),
    ).commissionRule;
    const employee = finish.data.employee;
    const washers = billing.washers ?? [{ userId: employee.userId, name: fullName(employee), percent: 100 }];
    for (const line of commissionLines(ticketCommission(rule, billing.serviceCode, amountCharged(billing)), washers)) {
      const key = `${ref.id}|${line.userId}`;
      const name = `of ticket ${ref.label}, washer ${line.name} (${line.userId})`;
      const row = linesByKey.get(key);
      linesByKey.delete(key);
      if (!row) findings.add('commission_lines', name, `no row; the events give ${JSON.stringify(line)} under ${JSON.stringify(rule)}`);
      else
        findings.compare('commission_lines', name, row, {
          organization_id: ref.organization.id,
          day: localDate(new Date(finish.data.finishedAt)),
          name: line.name,
          percent: line.percent,
          amount: line.amount,
        });
    }
  }
  for (const row of linesByKey.values())
    findings.add(
      'commission_lines',
      `of ticket ${labelOf.get(row.ticket_id) ?? row.ticket_id}, washer ${String(row.user_id)}`,
      'a row the events do not give',
    );

  // Changes of washers listed with a closed day: exactly those whose event says which closed day they correct.
  const { rows: changeRows } = await t.pool.query<Record<string, unknown> & { ticket_id: string; revision: number }>(
    `select ticket_id, revision, organization_id, to_char(day, 'YYYY-MM-DD') as day, changed_by, before, after, reason
       from commission_changes where ticket_id = any($1::uuid[]) or organization_id = any($2::uuid[])`,
    [ticketIds, organizationIds],
  );
  const changesByKey = new Map(changeRows.map((row) => [`${row.ticket_id}|${row.revision}`, row]));
  for (const { ref, events } of tickets)
    for (const [index, event] of events.entries()) {
      if (event.type !== 'TicketWashersSet' || !event.data.correctsClosedDay) continue;
      const name = `of ticket ${ref.label}, revision ${event.revision}`;
      const row = changesByKey.get(`${ref.id}|${event.revision}`);
      changesByKey.delete(`${ref.id}|${event.revision}`);
      if (!row) {
        findings.add('commission_changes', name, `no row; the event corrects the closed day ${event.data.correctsClosedDay}`);
        continue;
      }
      const earlier = events.slice(0, index);
      const responsible = foldTicketLife(earlier)?.responsible;
      const before = fold(ticketBillingDecider, earlier);
      findings.compare('commission_changes', name, row, {
        organization_id: ref.organization.id,
        day: event.data.correctsClosedDay,
        changed_by: event.metadata.actorId,
        before:
          (before.exists && before.washers) ||
          (responsible ? [{ userId: responsible.userId, name: fullName(responsible), percent: 100 }] : []),
        after: event.data.washers,
        reason: event.data.reason ?? null,
      });
    }
  for (const row of changesByKey.values())
    findings.add(
      'commission_changes',
      `of ticket ${labelOf.get(row.ticket_id) ?? row.ticket_id}, revision ${row.revision}`,
      'a row whose event corrects no closed day',
    );

  // The records, the counts and the board.
  const { rows: recordRows } = await t.pool.query<Record<string, unknown> & { id: string }>(
    `select id, organization_id, status, employee_id, started_at, finished_at, status_since, service_type,
            owner_name, driver, vehicle_type, color, observations
       from wash_records where id = any($1::uuid[]) or organization_id = any($2::uuid[])`,
    [ticketIds, organizationIds],
  );
  const recordOf = new Map(recordRows.map((row) => [row.id, row]));
  for (const { ref, life, events } of tickets) {
    const row = recordOf.get(ref.id);
    recordOf.delete(ref.id);
    if (!life) continue;
    if (!row) {
      findings.add('wash_records', ref.label, 'no row for a created ticket');
      continue;
    }
    findings.compare(
      'wash_records',
      ref.label,
      {
        ...row,
        started_at: iso(row.started_at as Date),
        finished_at: iso(row.finished_at as Date),
        status_since: iso(row.status_since as Date),
      },
      {
        organization_id: life.organizationId,
        status: life.status,
        employee_id: life.responsible?.userId ?? null,
        started_at: iso(life.startedAt),
        finished_at: iso(life.finishedAt),
        status_since: iso(life.statusSince),
        ...detailsOf(events),
      },
    );
  }
  for (const row of recordOf.values()) findings.add('wash_records', row.id, 'a row of a ticket nobody created in this sequence');

  // The customers' answers: one row per ticket with a TicketFeedbackGiven, as it says; none without one.
  const { rows: feedbackRows } = await t.pool.query<Record<string, unknown> & { ticket_id: string }>(
    `select ticket_id, organization_id, score, comment, given_at from ticket_feedback
      where ticket_id = any($1::uuid[]) or organization_id = any($2::uuid[])`,
    [ticketIds, organizationIds],
  );
  const feedbackOf = new Map(feedbackRows.map((row) => [row.ticket_id, row]));
  for (const { ref, events, life } of tickets) {
    const answers = events.flatMap((event) => (event.type === 'TicketFeedbackGiven' ? [event.data] : []));
    const row = feedbackOf.get(ref.id);
    feedbackOf.delete(ref.id);
    if (answers.length > 1) findings.add('TicketFeedbackGiven', ref.label, `${answers.length} answers on one ticket`);
    const [answer] = answers;
    if (answer && life?.finishedAt === null) findings.add('TicketFeedbackGiven', ref.label, 'an answer on a ticket never finished');
    if (!answer) {
      if (row) findings.add('ticket_feedback', ref.label, `a row without its event: ${JSON.stringify(row)}`);
      continue;
    }
    if (!row) {
      findings.add('ticket_feedback', ref.label, 'the TicketFeedbackGiven event has no row');
      continue;
    }
    findings.compare(
      'ticket_feedback',
      ref.label,
      { ...row, given_at: iso(row.given_at as Date) },
      {
        ticket_id: ref.id,
        organization_id: answer.organizationId,
        score: answer.score,
        comment: answer.comment,
        given_at: iso(answer.givenAt),
      },
    );
  }
  for (const row of feedbackOf.values())
    findings.add('ticket_feedback', row.ticket_id, 'a row of a ticket nobody created in this sequence');
  for (const organization of world.organizations) {
    const { rows: counts } = await t.pool.query<{ service_type: string; count: number }>(
      'select service_type, count from wash_counts where organization_id = $1 order by service_type',
      [organization.id],
    );
    // 'Total Servicios' counts the tickets created and not voided.
    const created = new Map<string, number>();
    for (const { ref, events } of tickets) {
      const creation = events.find((event) => event.type === 'TicketCreated');
      const voided = events.some((event) => event.type === 'TicketVoided');
      if (ref.organization === organization && creation?.type === 'TicketCreated' && !voided)
        created.set(creation.data.serviceType, (created.get(creation.data.serviceType) ?? 0) + 1);
    }
    findings.compare(
      'wash_counts',
      organization.label,
      // A service whose every ticket was voided keeps its row at 0.
      { counts: Object.fromEntries(counts.filter((row) => row.count !== 0).map((row) => [row.service_type, row.count])) },
      { counts: Object.fromEntries([...created].sort(([a], [b]) => a.localeCompare(b))) },
    );
    // A sequence holds far fewer tickets than a lane's limit, so the board's first page is all of it.
    const { tickets: board } = (await world.read(washApi.getBoard, {}, organization.people[0]!)) as unknown as {
      tickets: { id: string; status: number }[];
    };
    const today = localDate(t.clock.now());
    const onBoard = tickets.filter(({ ref, events, life }) => {
      const creation = events.find((event) => event.type === 'TicketCreated');
      if (ref.organization !== organization || !life || creation?.type !== 'TicketCreated') return false;
      const finishedOn = life.finishedAt ? localDate(new Date(life.finishedAt)) : null;
      return isOnBoard({ status: life.status, endDate: creation.data.endDate, finishedOn }, today);
    });
    findings.compare(
      'board (getWashTicketByOrganizationId)',
      organization.label,
      { cards: sortedBy(board, (card) => card.id).map((card) => `${labelOf.get(card.id) ?? card.id} status ${card.status}`) },
      { cards: sortedBy(onBoard, ({ ref }) => ref.id).map(({ ref, life }) => `${ref.label} status ${life!.status}`) },
    );
  }

  if (findings.lines.length > 0)
    throw new FoldedMismatch(`The read models differ from the events:\n  ${findings.lines.slice(0, 30).join('\n  ')}${world.story()}`);
}

// ---------------------------------------------------------------------------------------------------------
// Incremental projection against a rebuild from the events

async function expectEveryProjectorToEqualItsRebuild(): Promise<void> {
  if (restarted) {
    expect(await t.projectorsCaughtUp()).toBe(true);
    await restarted.stop();
  } else await t.stopProjectors();
  let differences: string[];
  try {
    differences = await differencesFromRebuild({ pool: t.pool, store: t.store, logger: t.app.deps.logger });
  } finally {
    restarted = startProjectors(projectors, { pool: t.pool, store: t.store, logger: t.app.deps.logger });
  }
  if (differences.length > 0)
    throw new Error(`Incremental projection differs from a rebuild from the events:\n  ${differences.slice(0, 30).join('\n  ')}`);
}

// ---------------------------------------------------------------------------------------------------------

async function runSequence(commands: Iterable<fc.AsyncCommand<Model, World>>, { rebuild }: { rebuild: boolean }): Promise<void> {
  const world = await newWorld();
  await fc.asyncModelRun(() => ({ model: { tickets: 0 }, real: world }), commands);
  await expectReadModelsToEqualEvents(world);
  if (rebuild) await expectEveryProjectorToEqualItsRebuild();
}

/** What the property knows of its first failure while fast-check shrinks it. */
const shrinking = { since: null as number | null, foldedMismatch: false, skipped: 0 };

/**
 * One generated sequence. Once one failed, fast-check only shrinks it: a failure against the folded
 * events needs no rebuild to show again, and past the shrinking budget every smaller candidate is
 * skipped, so fast-check reports the smallest failing sequence found so far (its path resumes it).
 */
async function property(commands: Iterable<fc.AsyncCommand<Model, World>>): Promise<void> {
  if (shrinking.since !== null && performance.now() - shrinking.since > SHRINK_BUDGET_MS) {
    shrinking.skipped += 1;
    fc.pre(false);
  }
  try {
    await runSequence(commands, { rebuild: !shrinking.foldedMismatch });
  } catch (error) {
    shrinking.since ??= performance.now();
    if (error instanceof FoldedMismatch) shrinking.foldedMismatch = true;
    throw error;
  }
}

describe('read models equal their events (model-based, fast-check)', () => {
  it('a paymentId already accepted on another ticket of the organization, or on a ticket of another organization, is refused or recorded: never dropped by the money projector', async () => {
    const paid = (ticket: number, id: PaymentIdSource) =>
      recordPayment({ ticket, who: { kind: 'member', foreign: false, person: 0 }, id, pick: 0, method: 'cash', amount: { kind: 'half' } });
    await runSequence(
      [
        createTicket({ org: 0, person: 0, service: 'FL', vehicleType: 'SED' }),
        paid(0, 'fresh'),
        createTicket({ org: 0, person: 0, service: 'FL', vehicleType: 'SED' }),
        paid(1, 'other ticket'),
        createTicket({ org: 1, person: 0, service: 'FL', vehicleType: 'SED' }),
        paid(2, 'other org'),
        paid(0, 'same ticket'),
      ],
      { rebuild: true },
    );
  }, 120_000);
  it("a customer's answer after the wash is one ticket_feedback row, as its event says; one before the finish or a second one is refused, never a second row", async () => {
    const answered = async (): Promise<number> =>
      (await t.pool.query<{ count: number }>('select count(*)::int as count from ticket_feedback')).rows[0]!.count;
    const before = await answered();
    const responsible = { kind: 'responsible' as const };
    await runSequence(
      [
        createTicket({ org: 0, person: 1, service: 'FL', vehicleType: 'SED' }),
        giveFeedback({ ticket: 0, score: 9, comment: '' }),
        boardAction({ action: 'start', ticket: 0, who: { kind: 'member', foreign: false, person: 1 } }),
        boardAction({ action: 'finish', ticket: 0, who: responsible }),
        giveFeedback({ ticket: 0, score: 3, comment: 'Quedó sucio el parabrisas.' }),
        giveFeedback({ ticket: 0, score: 10, comment: '' }),
      ],
      { rebuild: true },
    );
    expect(await answered()).toBe(before + 1);
  }, 120_000);
  // Half the sequences with the inline read models applied by each append, half with every read model left to its runner.
  it(
    'after any sequence of ticket and money commands by ADs and EMs of two organizations, with the inline read models applied in the transaction of each append, no answer is a 5xx, and payments, ticket charges, cash days, commission lines, records, counts and the board equal the events folded by the deciders, and every projector equals its rebuild',
    () => modelRun({ inline: true }),
    900_000,
  );
  it(
    'after any sequence of ticket and money commands by ADs and EMs of two organizations, with the inline read models applied by their runners alone, no answer is a 5xx, and payments, ticket charges, cash days, commission lines, records, counts and the board equal the events folded by the deciders, and every projector equals its rebuild',
    () => modelRun({ inline: false }),
    900_000,
  );
});

/** Half of the generated sequences, with the inline read models applied by each append or left to their runners. */
async function modelRun({ inline }: { inline: boolean }): Promise<void> {
  Object.assign(statistics, { sequences: 0, commands: 0, accepted: 0, packsSold: 0, packWashes: 0 });
  t.deps.inline = inline ? inlineReadModels : undefined;
  try {
    await fc.assert(
      fc.asyncProperty(fc.commands(commandArbitraries, { maxCommands: MAX_COMMANDS, size: 'max', replayPath: REPLAY_PATH }), property),
      { seed: SEED, path: PATH, numRuns: Math.ceil(RUNS / 2), verbose: 1 },
    );
  } catch (error) {
    if (error instanceof Error && shrinking.skipped > 0)
      error.message += `\nShrinking stopped after ${SHRINK_BUDGET_MS / 1000} s (MODEL_SHRINK_SECONDS): replay the seed, path and replayPath above to shrink further.`;
    throw error;
  }
  console.info(
    `read-models model test: seed ${SEED}, ${statistics.sequences} sequences, ${statistics.commands} calls, ${statistics.accepted} answered 200, ${statistics.packsSold} packs sold, ${statistics.packWashes} pack washes used`,
  );
}
