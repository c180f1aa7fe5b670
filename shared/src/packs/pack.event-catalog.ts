import { at, clientId, organizationId, otherUserId, ticketId, userId } from '../events/example-values';
import type { DataSubject, EventDeclarations } from '../events/declaration';
import type { PackEvent, PackOfferEvent } from './pack.events';

const offerName = { name: "a pack's name on the price list ('Pack 10 lavados'), not a person's" } as const;

/**
 * The organization's packs and loyalty rule (`pack.events.ts`): one declaration per event
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
