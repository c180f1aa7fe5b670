import type { EventDeclarations } from '../events/declaration';
import type { BillingEvent } from './billing.events';

/**
 * What an organization charges and pays (`billing.events.ts`): one declaration per event
 * (docs/conventions.md, "Declaring an event"). Not in the SA's log: the AD's price list is theirs.
 */
export const billingEventCatalog = {
  BillingCurrencySet: { readModels: ['money'], log: null, personal: null },
  BillingCurrencyLocked: { readModels: ['money'], log: null, personal: null },
  ServiceAdded: {
    readModels: ['money'],
    log: null,
    personal: null,
    notPersonal: { name: "a service's name on the price list ('Lavado de motor'), not a person's" },
  },
  PriceSet: { readModels: ['money'], log: null, personal: null },
  CommissionRuleSet: { readModels: ['money'], log: null, personal: null },
  PaymentPolicySet: { readModels: ['money'], log: null, personal: null },
} as const satisfies EventDeclarations<BillingEvent>;
