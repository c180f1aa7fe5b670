import { organizationId, ticketId } from '../events/example-values';
import type { EventDeclarations } from '../events/declaration';
import type { BillingEvent } from './billing.events';

/**
 * What an organization charges and pays (`billing.events.ts`): one declaration per event
 * (docs/conventions.md, "Declaring an event"). Not in the SA's log: the AD's price list is theirs.
 */
export const billingEventCatalog = {
  BillingCurrencySet: { readModels: ['money'], log: null, personal: null, example: { organizationId, currency: 'CLP' } },
  BillingCurrencyLocked: { readModels: ['money'], log: null, personal: null, example: { organizationId, currency: 'CLP', ticketId } },
  ServiceAdded: {
    readModels: ['money'],
    log: null,
    personal: null,
    notPersonal: { name: "a service's name on the price list ('Lavado de motor'), not a person's" },
    example: { organizationId, code: 'X1', name: 'Lavado de motor' },
  },
  PriceSet: {
    readModels: ['money'],
    log: null,
    personal: null,
    example: { organizationId, serviceCode: 'FL', vehicleGroup: 'AUT', amount: 15990, currency: 'CLP', effectiveFrom: '2026-11-21' },
  },
  CommissionRuleSet: {
    readModels: ['money'],
    log: null,
    personal: null,
    example: { organizationId, rule: { kind: 'fixed', amounts: { FL: 2000 } } },
  },
  PaymentPolicySet: { readModels: ['money'], log: null, personal: null, example: { organizationId, employeesMayRecordPayments: true } },
} as const satisfies EventDeclarations<BillingEvent>;
