import type { DataSubject, EventDeclarations } from '../events/declaration';
import type { PackEvent, PackOfferEvent } from './pack.events';

const offerName = { name: "a pack's name on the price list ('Pack 10 lavados'), not a person's" } as const;

/**
 * The organization's packs and loyalty rule (`pack.events.ts`): one declaration per event
 * (docs/conventions.md, "Declaring an event"). Not in the SA's log: the AD's offers are theirs.
 */
export const packOfferEventCatalog = {
  PackOffered: { readModels: ['packs'], log: null, personal: null, notPersonal: offerName },
  PackOfferWithdrawn: { readModels: ['packs'], log: null, personal: null },
  LoyaltyRuleSet: { readModels: ['packs'], log: null, personal: null },
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
  },
  PackWashUsed: { readModels: ['packs'], log: null, personal: null },
  PackExpired: { readModels: ['packs'], log: null, personal: { subject: packSubject, fields: { reason: 'freeText' } } },
  PackRefunded: { readModels: ['packs', 'money'], log: null, personal: { subject: packSubject, fields: { reason: 'freeText' } } },
} as const satisfies EventDeclarations<PackEvent>;
