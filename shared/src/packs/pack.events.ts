import type { Currency, PaymentMethod } from '../money/money';

/**
 * What an organization offers beyond a single wash (docs/money.md, Packs): prepaid packs of washes
 * and the loyalty rule, on the organization's `pack-offers-<organizationId>` stream.
 */
export type PackOfferEvent =
  | {
      type: 'PackOffered';
      data: {
        organizationId: string;
        offerId: string;
        name: string;
        /** The services a wash of the pack may be (BA, FL, EM, X1…). */
        serviceCodes: string[];
        washes: number;
        price: number;
        currency: Currency;
        /** How long a pack sold under this offer lasts, in days from its sale. */
        validDays: number;
        offeredAt: string;
      };
    }
  | { type: 'PackOfferWithdrawn'; data: { organizationId: string; offerId: string } }
  | {
      type: 'LoyaltyRuleSet';
      data: {
        organizationId: string;
        serviceCode: string;
        /** Every this-many-th wash of the service for a plate is free; 0: no rule for the service. */
        every: number;
      };
    };

/**
 * One pack sold to a plate, on its own stream `pack-<packId>` (a random id: the plate, personal data,
 * is never in a stream name). Its balance is its washes less those used, and nothing once it expired
 * or was refunded.
 */
export type PackEvent =
  | {
      type: 'PackSold';
      data: {
        packId: string;
        organizationId: string;
        offerId: string;
        name: string;
        serviceCodes: string[];
        washes: number;
        /** The plate the pack belongs to (normalised, upper case). */
        plate: string;
        /** The sale is a payment like any other: it is in the day's cash. */
        paymentId: string;
        method: PaymentMethod;
        amount: number;
        currency: Currency;
        boleta: string;
        businessDay: string;
        /** True when that day was already closed: a correction shown against the closed day. */
        correction: boolean;
        soldAt: string;
        expiresAt: string;
      };
    }
  | { type: 'PackWashUsed'; data: { packId: string; ticketId: string; usedAt: string } }
  | { type: 'PackExpired'; data: { packId: string; reason: string; expiredAt: string } }
  | {
      type: 'PackRefunded';
      data: {
        packId: string;
        organizationId: string;
        /** The pack's currency, which the refund is in. */
        currency: Currency;
        /** The refund is money going out of the day's cash: a payment of a negative amount in the close. */
        paymentId: string;
        method: PaymentMethod;
        amount: number;
        reason: string;
        businessDay: string;
        correction: boolean;
        refundedAt: string;
      };
    };

export type PackOfferEventType = PackOfferEvent['type'];
export const packOfferEventTypes: readonly PackOfferEventType[] = ['PackOffered', 'PackOfferWithdrawn', 'LoyaltyRuleSet'];
export type PackEventType = PackEvent['type'];
export const packEventTypes: readonly PackEventType[] = ['PackSold', 'PackWashUsed', 'PackExpired', 'PackRefunded'];

export const packOffersStreamId = (organizationId: string) => `pack-offers-${organizationId}`;
export const packStreamId = (packId: string) => `pack-${packId}`;
