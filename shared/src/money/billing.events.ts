import type { Currency, VehicleGroup } from './money';
import { organizationId, ticketId } from '../events/example-values';
import type { EventDeclarations } from '../events/declaration';

/** What an organization charges and pays: its currency, services, price list, commission rule and payment policy. */
export type CommissionRule =
  /** A share of what the ticket is charged (after discounts), in whole percent. */
  | { kind: 'percent'; percent: number }
  /** A fixed amount per ticket of each service; services not listed earn nothing. */
  | { kind: 'fixed'; amounts: Record<string, number> };

export type BillingEvent =
  | { type: 'BillingCurrencySet'; data: { organizationId: string; currency: Currency } }
  /**
   * The organization's first ticket is about to be priced, in `currency`: from now on the currency is
   * fixed. Appended on this stream before the ticket's TicketPriced, so a change of currency decided
   * concurrently fails its append instead of relabelling the ticket's money (docs/money.md).
   */
  | { type: 'BillingCurrencyLocked'; data: { organizationId: string; currency: Currency; ticketId: string } }
  | { type: 'ServiceAdded'; data: { organizationId: string; code: string; name: string } }
  | {
      type: 'PriceSet';
      data: {
        organizationId: string;
        serviceCode: string;
        vehicleGroup: VehicleGroup;
        amount: number;
        currency: Currency;
        effectiveFrom: string;
      };
    }
  | { type: 'CommissionRuleSet'; data: { organizationId: string; rule: CommissionRule } }
  | { type: 'PaymentPolicySet'; data: { organizationId: string; employeesMayRecordPayments: boolean } };

export type BillingEventType = BillingEvent['type'];
export const billingEventTypes: readonly BillingEventType[] = [
  'BillingCurrencySet',
  'BillingCurrencyLocked',
  'ServiceAdded',
  'PriceSet',
  'CommissionRuleSet',
  'PaymentPolicySet',
];

export const billingStreamId = (organizationId: string) => `billing-${organizationId}`;

/**
 * What an organization charges and pays: one declaration per event above
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
