import { assertNever, type Decider } from '../domain/decider';
import { conflict, invalid, notFound } from '../domain/errors';
import { SERVICE_TYPES } from '../wash/wash.catalog';
import type { BillingEvent, CommissionRule } from './billing.events';
import { DEFAULT_CURRENCY, type Currency, type VehicleGroup } from './money';

export const billingMessages = {
  serviceExists: 'Ya existe un servicio con ese nombre.',
  unknownService: 'El servicio no existe.',
  percentRange: 'El porcentaje de comisión debe estar entre 0 y 100.',
  currencyInUse: (currency: Currency) => `¡No se puede cambiar la moneda: ya hay servicios con precio en ${currency}!`,
  repeatedPrice: 'Cada servicio y grupo de vehículos puede tener un solo precio por guardado.',
} as const;

/** One cell of the price list: a service's price for a vehicle group. */
export type PriceCell = { serviceCode: string; vehicleGroup: VehicleGroup; amount: number };

export type PriceEntry = { serviceCode: string; vehicleGroup: VehicleGroup; amount: number; currency: Currency; effectiveFrom: string };

export type BillingState = {
  currency: Currency;
  /** Set once a ticket was priced: the currency can no longer change. */
  currencyLocked: boolean;
  /** Every service the organization offers: the three of the original product, then the ones its AD added. */
  services: { code: string; name: string }[];
  /** Every price ever set, in the order it was set. */
  prices: PriceEntry[];
  commissionRule: CommissionRule;
  employeesMayRecordPayments: boolean;
};

export type BillingCommand =
  | {
      type: 'SetCurrency';
      organizationId: string;
      currency: Currency;
      /**
       * Whether tickets were priced before this stream recorded the lock (stores older than it): read
       * by the route from the tickets' charges, which those old tickets reached long ago.
       */
      pricedTicketsOnRecord: boolean;
    }
  /** Decided right before a ticket is priced, which is priced in the currency this leaves in force. */
  | { type: 'LockCurrency'; organizationId: string; ticketId: string }
  | { type: 'AddService'; organizationId: string; name: string }
  | ({ type: 'SetPrice'; organizationId: string; effectiveFrom: string } & PriceCell)
  /** Several cells of the list at once, from the same day: all of them or none. */
  | { type: 'SetPrices'; organizationId: string; effectiveFrom: string; prices: readonly PriceCell[] }
  | { type: 'SetCommissionRule'; organizationId: string; rule: CommissionRule }
  | { type: 'SetPaymentPolicy'; organizationId: string; employeesMayRecordPayments: boolean };

export const BUILT_IN_SERVICES = Object.entries(SERVICE_TYPES).map(([code, { label }]) => ({ code, name: label }));

const sameName = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' }) === 0;

/** The price of a service for a vehicle group on a day: the latest one in force that day, in the current currency. */
export function priceOn(state: BillingState, serviceCode: string, vehicleGroup: VehicleGroup, day: string): number | null {
  let found: PriceEntry | null = null;
  for (const entry of state.prices) {
    if (entry.serviceCode !== serviceCode || entry.vehicleGroup !== vehicleGroup || entry.currency !== state.currency) continue;
    if (entry.effectiveFrom > day) continue;
    if (!found || entry.effectiveFrom >= found.effectiveFrom) found = entry;
  }
  return found?.amount ?? null;
}

/** A PriceSet for each cell whose amount from `effectiveFrom` changes; an unknown service refuses them all. */
function setPrices(state: BillingState, organizationId: string, effectiveFrom: string, cells: readonly PriceCell[]): BillingEvent[] {
  if (cells.some(({ serviceCode }) => !state.services.some((service) => service.code === serviceCode)))
    throw notFound(billingMessages.unknownService);
  return cells.flatMap(({ serviceCode, vehicleGroup, amount }) => {
    const current = state.prices.findLast(
      (entry) =>
        entry.serviceCode === serviceCode &&
        entry.vehicleGroup === vehicleGroup &&
        entry.effectiveFrom === effectiveFrom &&
        entry.currency === state.currency,
    );
    if (current?.amount === amount) return [];
    return [
      { type: 'PriceSet' as const, data: { organizationId, serviceCode, vehicleGroup, amount, currency: state.currency, effectiveFrom } },
    ];
  });
}

export const billingDecider: Decider<BillingCommand, BillingState, BillingEvent> = {
  initialState: {
    currency: DEFAULT_CURRENCY,
    currencyLocked: false,
    services: BUILT_IN_SERVICES,
    prices: [],
    commissionRule: { kind: 'percent', percent: 0 },
    employeesMayRecordPayments: false,
  },

  evolve(state, event) {
    switch (event.type) {
      case 'BillingCurrencySet':
        return { ...state, currency: event.data.currency };
      case 'BillingCurrencyLocked':
        return { ...state, currencyLocked: true };
      case 'ServiceAdded':
        return { ...state, services: [...state.services, { code: event.data.code, name: event.data.name }] };
      case 'PriceSet': {
        const { organizationId: _organizationId, ...entry } = event.data;
        return { ...state, prices: [...state.prices, entry] };
      }
      case 'CommissionRuleSet':
        return { ...state, commissionRule: event.data.rule };
      case 'PaymentPolicySet':
        return { ...state, employeesMayRecordPayments: event.data.employeesMayRecordPayments };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { organizationId } = command;
    switch (command.type) {
      case 'SetCurrency':
        if (command.currency === state.currency) return [];
        // Tickets keep the currency they were priced in: a change would relabel their amounts.
        if (state.currencyLocked || command.pricedTicketsOnRecord) throw conflict(billingMessages.currencyInUse(state.currency));
        return [{ type: 'BillingCurrencySet', data: { organizationId, currency: command.currency } }];
      case 'LockCurrency':
        return state.currencyLocked
          ? []
          : [{ type: 'BillingCurrencyLocked', data: { organizationId, currency: state.currency, ticketId: command.ticketId } }];
      case 'AddService': {
        const name = command.name.trim();
        if (state.services.some((service) => sameName(service.name, name))) throw conflict(billingMessages.serviceExists);
        const added = state.services.length - BUILT_IN_SERVICES.length;
        return [{ type: 'ServiceAdded', data: { organizationId, code: `X${added + 1}`, name } }];
      }
      case 'SetPrice':
        return setPrices(state, organizationId, command.effectiveFrom, [command]);
      case 'SetPrices': {
        const cells = new Set(command.prices.map(({ serviceCode, vehicleGroup }) => `${serviceCode}|${vehicleGroup}`));
        if (cells.size !== command.prices.length) throw invalid(billingMessages.repeatedPrice);
        return setPrices(state, organizationId, command.effectiveFrom, command.prices);
      }
      case 'SetCommissionRule': {
        const { rule } = command;
        if (rule.kind === 'percent' && (rule.percent < 0 || rule.percent > 100)) throw invalid(billingMessages.percentRange);
        if (rule.kind === 'fixed' && Object.keys(rule.amounts).some((code) => !state.services.some((service) => service.code === code)))
          throw notFound(billingMessages.unknownService);
        return JSON.stringify(rule) === JSON.stringify(state.commissionRule)
          ? []
          : [{ type: 'CommissionRuleSet', data: { organizationId, rule } }];
      }
      case 'SetPaymentPolicy':
        return command.employeesMayRecordPayments === state.employeesMayRecordPayments
          ? []
          : [{ type: 'PaymentPolicySet', data: { organizationId, employeesMayRecordPayments: command.employeesMayRecordPayments } }];
      default:
        return assertNever(command);
    }
  },
};
