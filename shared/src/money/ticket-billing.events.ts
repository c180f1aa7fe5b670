import { type Currency, type PaymentMethod, type VehicleGroup, formatMoney, PAYMENT_METHODS } from './money';
import { at, clientId, organizationId, otherUserId, ticketId, userId } from '../events/example-values';
import type { DataSubject } from '../events/declaration';
import type { TicketStreamEventDeclarations } from '../wash/ticket-stream.declaration';

/** One washer's share of a ticket's commission, in whole percent. */
export type WasherShare = { userId: string; name: string; percent: number };

/**
 * The money side of a wash ticket. These events live on the ticket's own stream, beside its life on
 * the board, so one read of the stream tells an auditor what was done and what was charged.
 */
export type TicketBillingEvent =
  | {
      type: 'TicketPriced';
      data: {
        ticketId: string;
        organizationId: string;
        serviceCode: string;
        vehicleGroup: VehicleGroup;
        amount: number;
        currency: Currency;
        /** `list`: copied from the price list when the ticket was created; `manual`: set by an AD. */
        source: 'list' | 'manual';
        reason: string | null;
      };
    }
  | { type: 'TicketDiscounted'; data: { ticketId: string; amount: number; reason: string } }
  | { type: 'TicketMarkedCourtesy'; data: { ticketId: string; reason: string } }
  | {
      type: 'TicketPaymentRecorded';
      data: {
        ticketId: string;
        paymentId: string;
        method: PaymentMethod;
        amount: number;
        /** The boleta or voucher number handed to the customer. */
        boleta: string;
        /** The business day (YYYY-MM-DD, organization's time zone) whose cash this payment belongs to. */
        businessDay: string;
        /** True when that day was already closed: a correction shown against the closed day. */
        correction: boolean;
        recordedAt: string;
      };
    }
  | {
      /** The ticket is paid with a wash of a prepaid pack (`pack-<packId>` holds the matching PackWashUsed): nothing to collect. */
      type: 'TicketChargedToPack';
      data: { ticketId: string; packId: string; packName: string };
    }
  | {
      /** The plate's `washNumber`-th wash of the service, free under the organization's loyalty rule (every `every`-th). */
      type: 'TicketFreeByLoyalty';
      data: { ticketId: string; washNumber: number; every: number };
    }
  | {
      type: 'TicketWashersSet';
      data: {
        ticketId: string;
        washers: WasherShare[];
        /** Why they changed, when the ticket's day was already closed (absent from events stored before it was asked). */
        reason?: string | null;
        /**
         * The closed business day (YYYY-MM-DD) this change corrects: the day the ticket was finished, when the
         * decider was told that day's cash was already closed; null when it was not. The change is listed with
         * that day's close. Absent from events stored before the decider said it: those are listed as they
         * always were, when that day's close was projected before them (docs/money.md, Washers).
         */
        correctsClosedDay?: string | null;
      };
    };

export type TicketBillingEventType = TicketBillingEvent['type'];
export const ticketBillingEventTypes: readonly TicketBillingEventType[] = [
  'TicketPriced',
  'TicketDiscounted',
  'TicketMarkedCourtesy',
  'TicketPaymentRecorded',
  'TicketWashersSet',
  'TicketChargedToPack',
  'TicketFreeByLoyalty',
];

/** A reason typed for a ticket may name its customer: it is theirs (through the ticket). */
const ticketReason = {
  subject: (data: { ticketId: string }): DataSubject => ({ kind: 'ticket', id: data.ticketId }),
  fields: { reason: 'freeText' },
} as const;

/**
 * The money side of a wash ticket: one declaration per event above
 * (docs/conventions.md, "Declaring an event"). None changes the ticket's state, and none is in the
 * SA's log: the ticket's history tells them.
 */
export const ticketBillingEventCatalog = {
  TicketPriced: {
    readModels: ['money'],
    lifecycle: null,
    history: (data) => ({
      label: 'Precio',
      details: `${formatMoney(data.amount, data.currency)}${data.source === 'list' ? ' (lista de precios)' : ` (fijado a mano: ${data.reason ?? ''})`}`,
    }),
    log: null,
    personal: ticketReason,
    example: {
      ticketId,
      organizationId,
      serviceCode: 'FL',
      vehicleGroup: 'AUT',
      amount: 15990,
      currency: 'CLP',
      source: 'manual',
      reason: 'Precio convenido con el cliente',
    },
  },
  TicketDiscounted: {
    readModels: ['money'],
    lifecycle: null,
    history: (data, { currency }) => ({
      label: 'Descuento',
      details: `${formatMoney(data.amount, currency)} · Motivo: ${data.reason}`,
    }),
    log: null,
    personal: ticketReason,
    example: { ticketId, amount: 1000, reason: 'Cliente frecuente' },
  },
  TicketMarkedCourtesy: {
    readModels: ['money'],
    lifecycle: null,
    history: (data) => ({ label: 'Cortesía', details: `Motivo: ${data.reason}` }),
    log: null,
    personal: ticketReason,
    example: { ticketId, reason: 'Reclamo del cliente' },
  },
  TicketPaymentRecorded: {
    readModels: ['money'],
    lifecycle: null,
    history: (data, { currency }) => ({
      label: data.correction ? 'Pago (corrección de caja cerrada)' : 'Pago registrado',
      details: `${formatMoney(data.amount, currency)} · ${PAYMENT_METHODS[data.method]} · Boleta ${data.boleta} · Caja del ${data.businessDay}`,
    }),
    log: null,
    personal: null,
    example: {
      ticketId,
      paymentId: clientId,
      method: 'cash',
      amount: 14990,
      boleta: '000123',
      businessDay: '2026-11-21',
      correction: false,
      recordedAt: at,
    },
  },
  TicketWashersSet: {
    readModels: ['money'],
    lifecycle: null,
    history: (data) => ({
      // A change its decider marked as a correction of the closed day is told as the payment taken after a close is.
      label: data.correctsClosedDay ? 'Lavadores (corrección de caja cerrada)' : 'Lavadores',
      details: [
        data.washers.map((washer) => `${washer.name} ${washer.percent}%`).join(', '),
        ...(data.reason ? [`Motivo: ${data.reason}`] : []),
      ].join(' · '),
    }),
    log: null,
    personal: {
      subject: (data) => ({ kind: 'ticket', id: data.ticketId }),
      // Each washer's name is that washer's; the reason for a change after the close is free text on the ticket.
      fields: { 'washers[].name': { kind: 'name', subject: 'user', idAt: 'washers[].userId' }, reason: 'freeText' },
    },
    example: {
      ticketId,
      washers: [
        { userId, name: 'Ana Rojas', percent: 60 },
        { userId: otherUserId, name: 'Luis Soto', percent: 40 },
      ],
      reason: 'Luis terminó el secado',
      correctsClosedDay: '2026-11-21',
    },
  },
  TicketChargedToPack: {
    readModels: ['money'],
    lifecycle: null,
    history: (data) => ({ label: 'Cobrado al pack', details: data.packName }),
    log: null,
    personal: null,
    notPersonal: { packName: "a pack's name on the price list ('Pack 10 lavados'), not a person's" },
    example: { ticketId, packId: otherUserId, packName: 'Pack 10 lavados' },
  },
  TicketFreeByLoyalty: {
    readModels: ['money'],
    lifecycle: null,
    history: (data) => ({ label: 'Gratis por fidelidad', details: `${data.washNumber}º lavado` }),
    log: null,
    personal: null,
    example: { ticketId, washNumber: 10, every: 10 },
  },
} as const satisfies TicketStreamEventDeclarations<TicketBillingEvent>;
