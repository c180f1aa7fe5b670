import type { Currency, PaymentMethod } from '../money/money';
import { at, clientId, organizationId, otherUserId, ticketId, userId } from '../events/example-values';
import type { DataSubject, EventDeclarations } from '../events/declaration';

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

const offerName = { name: "a pack's name on the price list ('Pack 10 lavados'), not a person's" } as const;

/**
 * The organization's packs and loyalty rule: one declaration per event above
 * (docs/conventions.md, "Declaring an event"). Not in the SA's log: the AD's offers are theirs.
 */
export const packOfferEventCatalog = {
  PackOffered: {
    readModels: ['packs'],
    log: null,
    personal: null,
    notPersonal: offerName,
    example: {
      organizationId,
      offerId: clientId,
      name: 'Pack 10 lavados',
      serviceCodes: ['BA', 'FL'],
      washes: 10,
      price: 99000,
      currency: 'CLP',
      validDays: 180,
      offeredAt: at,
    },
  },
  PackOfferWithdrawn: { readModels: ['packs'], log: null, personal: null, example: { organizationId, offerId: clientId } },
  LoyaltyRuleSet: { readModels: ['packs'], log: null, personal: null, example: { organizationId, serviceCode: 'BA', every: 10 } },
} as const satisfies EventDeclarations<PackOfferEvent>;

/** A pack's plate is its keeper's, and what an AD typed about the pack may name them: the pack is their subject. */
const packSubject = (data: { packId: string }): DataSubject => ({ kind: 'pack', id: data.packId });

/**
 * One pack sold to a plate. The sale and the refund are money of the day's cash, so the `money`
 * read model takes them as payments; the balance is the `packs` read model's.
 */
export const packEventCatalog = {
  PackSold: {
    readModels: ['packs', 'money'],
    log: null,
    personal: { subject: packSubject, fields: { plate: 'plate' } },
    notPersonal: offerName,
    example: {
      packId: otherUserId,
      organizationId,
      offerId: clientId,
      name: 'Pack 10 lavados',
      serviceCodes: ['BA', 'FL'],
      washes: 10,
      plate: 'ABCD12',
      paymentId: userId,
      method: 'debit',
      amount: 99000,
      currency: 'CLP',
      boleta: '000124',
      businessDay: '2026-11-21',
      correction: false,
      soldAt: at,
      expiresAt: '2027-05-20T13:00:00.000Z',
    },
  },
  PackWashUsed: { readModels: ['packs'], log: null, personal: null, example: { packId: otherUserId, ticketId, usedAt: at } },
  PackExpired: {
    readModels: ['packs'],
    log: null,
    personal: { subject: packSubject, fields: { reason: 'freeText' } },
    example: { packId: otherUserId, reason: 'Vendido por error', expiredAt: at },
  },
  PackRefunded: {
    readModels: ['packs', 'money'],
    log: null,
    personal: { subject: packSubject, fields: { reason: 'freeText' } },
    example: {
      packId: otherUserId,
      organizationId,
      currency: 'CLP',
      paymentId: organizationId,
      method: 'cash',
      amount: 49500,
      reason: 'Se cambió de ciudad',
      businessDay: '2026-11-21',
      correction: false,
      refundedAt: at,
    },
  },
} as const satisfies EventDeclarations<PackEvent>;
