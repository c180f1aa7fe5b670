import type { Currency, VehicleGroup } from './money';

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
