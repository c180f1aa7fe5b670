import type { EventFeeding } from '@lavado/shared/events/catalog';
import type { CommissionRule } from '@lavado/shared/money/billing.events';
import type { CommissionLine } from '@lavado/shared/money/commissions';
import type { WasherShare } from '@lavado/shared/money/ticket-billing.events';
import type { Projected } from '../define';

/** The events the money read model is fed, as the runner hands them over. */
export type MoneyEvent = Projected<EventFeeding<'money'>>;
export type MoneyEventOf<Type extends MoneyEvent['type']> = Extract<MoneyEvent, { type: Type }>;

/** What a ticket is charged and paid, as ticket_charges keeps it (instants as the database's text, to write back unchanged). */
export interface Charge {
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
  /** `pack` or `loyalty` when the ticket was paid beforehand (it is charged nothing). */
  prepaid: string | null;
}

export interface Setup {
  organizationId: string;
  currency: string;
  currencyLocked: boolean;
  commissionRule: CommissionRule;
  employeesMayRecordPayments: boolean;
}

/** A business day's cash (jsonb columns as their text). */
export interface Day {
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
  /** Its close's count by notes and coins (jsonb as text), or null. */
  cashCount: string | null;
}

export interface Payment {
  paymentId: string;
  organizationId: string;
  ticketId: string;
  businessDay: string;
  correction: boolean;
  /** Only for a payment recorded in this batch: the row to insert. */
  recorded?: { method: string; amount: number; boleta: string; recordedAt: string; recordedBy: string | null };
  /** A pack's sale or refund (then `ticketId` is the pack's id): its own currency, and the plate it was sold to. */
  pack?: { packId: string; currency: string; ppu: string | null };
}

export interface CommissionChange {
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

/** The rows a batch touches, as its events leave them so far, and what changed. */
export interface MoneyState {
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

export const emptyMoneyState = (): MoneyState => ({
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
});

/** A business day of an organization: what the days and payments are keyed by. */
export type DayOf = { organizationId: string; day: string };

// Ids and days as the events carry them, which their schemas keep in the form the database prints (lower-case uuids, YYYY-MM-DD).
export const dayKey = (organizationId: string, day: string) => `${organizationId}|${day}`;
export const paymentKey = (payment: { ticketId: string; paymentId: string }) => `${payment.ticketId}|${payment.paymentId}`;
export const jsonText = (value: unknown) => JSON.stringify(value) ?? null;
