import type { Currency, PaymentMethod, VehicleGroup } from './money';

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
