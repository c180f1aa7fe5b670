import { describe, expect, it } from 'vitest';
import { given } from '../../../tests/support/given';
import { fold } from '../domain/decider';
import { billingDecider, billingMessages, priceOn } from './billing.decider';
import type { BillingEvent } from './billing.events';

const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const priceSet = (serviceCode: string, amount: number, effectiveFrom: string, currency: 'CLP' | 'EUR' = 'CLP'): BillingEvent => ({
  type: 'PriceSet',
  data: { organizationId, serviceCode, vehicleGroup: 'AUT', amount, currency, effectiveFrom },
});
const refusal = (kind: string, message: string) => expect.objectContaining({ kind, message });

describe('billing decider (price list, currency, commission rule, payment policy)', () => {
  it('starts in Chilean pesos with the three services of the original product, no prices and no commission', () => {
    expect(billingDecider.initialState).toMatchObject({
      currency: 'CLP',
      services: [
        { code: 'BA', name: 'Basico' },
        { code: 'FL', name: 'Full' },
        { code: 'EM', name: 'E. Minero' },
      ],
      prices: [],
      commissionRule: { kind: 'percent', percent: 0 },
      employeesMayRecordPayments: false,
      currencyLocked: false,
    });
  });

  it('sets a price in the current currency from a day on; setting the same price again changes nothing', () => {
    const command = {
      type: 'SetPrice',
      organizationId,
      serviceCode: 'FL',
      vehicleGroup: 'AUT',
      amount: 12990,
      effectiveFrom: '2026-11-01',
    } as const;
    expect(given(billingDecider, []).when(command)).toEqual([priceSet('FL', 12990, '2026-11-01')]);
    expect(given(billingDecider, [priceSet('FL', 12990, '2026-11-01')]).when(command)).toEqual([]);
  });

  it('refuses a price for a service the organization does not offer', () => {
    expect(() =>
      given(billingDecider, []).when({
        type: 'SetPrice',
        organizationId,
        serviceCode: 'X1',
        vehicleGroup: 'AUT',
        amount: 1,
        effectiveFrom: '2026-11-01',
      }),
    ).toThrow(refusal('not_found', billingMessages.unknownService));
  });

  it('sets several cells of the list at once, from the same day, leaving out those already at that amount', () => {
    const cell = (serviceCode: string, vehicleGroup: 'AUT' | 'CAM' | 'OTR', amount: number) => ({ serviceCode, vehicleGroup, amount });
    const setPrices = {
      type: 'SetPrices',
      organizationId,
      effectiveFrom: '2026-11-01',
      prices: [cell('BA', 'AUT', 8000), cell('FL', 'AUT', 12990), cell('FL', 'CAM', 15990)],
    } as const;
    expect(given(billingDecider, [priceSet('FL', 12990, '2026-11-01')]).when(setPrices)).toEqual([
      priceSet('BA', 8000, '2026-11-01'),
      {
        type: 'PriceSet',
        data: { organizationId, serviceCode: 'FL', vehicleGroup: 'CAM', amount: 15990, currency: 'CLP', effectiveFrom: '2026-11-01' },
      },
    ]);
    expect(given(billingDecider, [priceSet('FL', 12990, '2026-11-01')]).when({ ...setPrices, prices: [cell('FL', 'AUT', 12990)] })).toEqual(
      [],
    );
  });

  it('refuses the whole list when one cell names a service the organization does not offer, or a cell comes twice', () => {
    const prices = [
      { serviceCode: 'BA', vehicleGroup: 'AUT', amount: 8000 },
      { serviceCode: 'X1', vehicleGroup: 'AUT', amount: 9000 },
    ] as const;
    expect(() => given(billingDecider, []).when({ type: 'SetPrices', organizationId, effectiveFrom: '2026-11-01', prices })).toThrow(
      refusal('not_found', billingMessages.unknownService),
    );
    const twice = [
      { serviceCode: 'BA', vehicleGroup: 'AUT', amount: 8000 },
      { serviceCode: 'BA', vehicleGroup: 'AUT', amount: 9000 },
    ] as const;
    expect(() => given(billingDecider, []).when({ type: 'SetPrices', organizationId, effectiveFrom: '2026-11-01', prices: twice })).toThrow(
      refusal('validation', billingMessages.repeatedPrice),
    );
    const sameServiceOtherGroup = [twice[0], { serviceCode: 'BA', vehicleGroup: 'CAM', amount: 9000 }] as const;
    expect(
      given(billingDecider, []).when({ type: 'SetPrices', organizationId, effectiveFrom: '2026-11-01', prices: sameServiceOtherGroup }),
    ).toHaveLength(2);
  });

  it('adds services with their own codes and refuses a second service of the same name, whatever its case or accents', () => {
    const added = given(billingDecider, []).when({ type: 'AddService', organizationId, name: '  Lavado de motor ' });
    expect(added).toEqual([{ type: 'ServiceAdded', data: { organizationId, code: 'X1', name: 'Lavado de motor' } }]);
    expect(given(billingDecider, added).when({ type: 'AddService', organizationId, name: 'Pulido' })).toEqual([
      { type: 'ServiceAdded', data: { organizationId, code: 'X2', name: 'Pulido' } },
    ]);
    expect(() => given(billingDecider, added).when({ type: 'AddService', organizationId, name: 'LAVADO DE MÓTOR' })).toThrow(
      refusal('conflict', billingMessages.serviceExists),
    );
    expect(() => given(billingDecider, []).when({ type: 'AddService', organizationId, name: 'básico' })).toThrow(
      refusal('conflict', billingMessages.serviceExists),
    );
  });

  it('finds the price in force on a day: the latest effective date not after it, the last one set on a tie', () => {
    const state = fold(billingDecider, [
      priceSet('FL', 10000, '2026-01-01'),
      priceSet('FL', 12000, '2026-06-01'),
      priceSet('FL', 12500, '2026-06-01'),
    ]);
    expect(priceOn(state, 'FL', 'AUT', '2025-12-31')).toBeNull();
    expect(priceOn(state, 'FL', 'AUT', '2026-03-15')).toBe(10000);
    expect(priceOn(state, 'FL', 'AUT', '2026-06-01')).toBe(12500);
    expect(priceOn(state, 'FL', 'CAM', '2026-06-01')).toBeNull();
    expect(priceOn(state, 'BA', 'AUT', '2026-06-01')).toBeNull();
  });

  it('after a change of currency, only prices set in the new currency are in force', () => {
    const changed: BillingEvent = { type: 'BillingCurrencySet', data: { organizationId, currency: 'EUR' } };
    const state = fold(billingDecider, [priceSet('FL', 12990, '2026-01-01'), changed]);
    expect(priceOn(state, 'FL', 'AUT', '2026-06-01')).toBeNull();
    expect(
      priceOn(
        fold(billingDecider, [priceSet('FL', 12990, '2026-01-01'), changed, priceSet('FL', 1500, '2026-02-01', 'EUR')]),
        'FL',
        'AUT',
        '2026-06-01',
      ),
    ).toBe(1500);
    expect(
      given(billingDecider, [changed]).when({ type: 'SetCurrency', organizationId, currency: 'EUR', pricedTicketsOnRecord: false }),
    ).toEqual([]);
  });

  it('changes the currency freely until a ticket is priced, then refuses to, in Spanish', () => {
    const setCurrency = (currency: 'CLP' | 'EUR', pricedTicketsOnRecord = false) =>
      ({ type: 'SetCurrency', organizationId, currency, pricedTicketsOnRecord }) as const;
    const toEuros: BillingEvent = { type: 'BillingCurrencySet', data: { organizationId, currency: 'EUR' } };
    expect(given(billingDecider, [priceSet('FL', 12990, '2026-01-01')]).when(setCurrency('EUR'))).toEqual([toEuros]);

    const locked: BillingEvent = { type: 'BillingCurrencyLocked', data: { organizationId, currency: 'CLP', ticketId: 't-1' } };
    expect(() => given(billingDecider, [locked]).when(setCurrency('EUR'))).toThrow(
      refusal('conflict', '¡No se puede cambiar la moneda: ya hay servicios con precio en CLP!'),
    );
    expect(given(billingDecider, [locked]).when(setCurrency('CLP'))).toEqual([]);
    // A store older than the lock: its priced tickets are on record, though this stream never recorded a lock.
    expect(() => given(billingDecider, []).when(setCurrency('EUR', true))).toThrow(
      refusal('conflict', billingMessages.currencyInUse('CLP')),
    );
  });

  it('locks the currency in force when the first ticket is priced, once', () => {
    const lock = (ticketId: string) => ({ type: 'LockCurrency', organizationId, ticketId }) as const;
    const toEuros: BillingEvent = { type: 'BillingCurrencySet', data: { organizationId, currency: 'EUR' } };
    const locked = given(billingDecider, [toEuros]).when(lock('t-1'));
    expect(locked).toEqual([{ type: 'BillingCurrencyLocked', data: { organizationId, currency: 'EUR', ticketId: 't-1' } }]);
    expect(given(billingDecider, [toEuros, ...locked]).when(lock('t-2'))).toEqual([]);
    expect(fold(billingDecider, [toEuros, ...locked])).toMatchObject({ currency: 'EUR', currencyLocked: true });
  });

  it('sets a commission rule: a percentage within 0–100, or fixed amounts for services it offers', () => {
    expect(given(billingDecider, []).when({ type: 'SetCommissionRule', organizationId, rule: { kind: 'percent', percent: 30 } })).toEqual([
      { type: 'CommissionRuleSet', data: { organizationId, rule: { kind: 'percent', percent: 30 } } },
    ]);
    expect(() =>
      given(billingDecider, []).when({ type: 'SetCommissionRule', organizationId, rule: { kind: 'percent', percent: 101 } }),
    ).toThrow(refusal('validation', billingMessages.percentRange));
    expect(() =>
      given(billingDecider, []).when({ type: 'SetCommissionRule', organizationId, rule: { kind: 'fixed', amounts: { BA: 1000, X9: 5 } } }),
    ).toThrow(refusal('not_found', billingMessages.unknownService));
    expect(given(billingDecider, []).when({ type: 'SetCommissionRule', organizationId, rule: { kind: 'percent', percent: 0 } })).toEqual(
      [],
    );
  });

  it('lets employees record payments only once the AD allows it', () => {
    expect(given(billingDecider, []).when({ type: 'SetPaymentPolicy', organizationId, employeesMayRecordPayments: true })).toEqual([
      { type: 'PaymentPolicySet', data: { organizationId, employeesMayRecordPayments: true } },
    ]);
    expect(given(billingDecider, []).when({ type: 'SetPaymentPolicy', organizationId, employeesMayRecordPayments: false })).toEqual([]);
  });

  it('a back-dated price entered after a newer one applies only from its own date until the newer one', () => {
    const state = fold(billingDecider, [priceSet('FL', 12000, '2026-06-01'), priceSet('FL', 10000, '2026-01-01')]);
    expect(priceOn(state, 'FL', 'AUT', '2025-12-31')).toBeNull();
    expect(priceOn(state, 'FL', 'AUT', '2026-03-15')).toBe(10000);
    expect(priceOn(state, 'FL', 'AUT', '2026-06-01')).toBe(12000);
    expect(priceOn(state, 'FL', 'AUT', '2026-09-30')).toBe(12000);
  });

  it('the same amount is a new price for another service, vehicle group, date or currency', () => {
    const fullCar = {
      type: 'SetPrice',
      organizationId,
      serviceCode: 'FL',
      vehicleGroup: 'AUT',
      amount: 12990,
      effectiveFrom: '2026-11-01',
    } as const;
    const history = [priceSet('FL', 12990, '2026-11-01')];
    expect(given(billingDecider, history).when(fullCar)).toEqual([]);
    expect(given(billingDecider, history).when({ ...fullCar, serviceCode: 'BA' })).toEqual([priceSet('BA', 12990, '2026-11-01')]);
    expect(given(billingDecider, history).when({ ...fullCar, vehicleGroup: 'CAM' })).toEqual([
      {
        type: 'PriceSet',
        data: { organizationId, serviceCode: 'FL', vehicleGroup: 'CAM', amount: 12990, currency: 'CLP', effectiveFrom: '2026-11-01' },
      },
    ]);
    expect(given(billingDecider, history).when({ ...fullCar, effectiveFrom: '2026-12-01' })).toEqual([priceSet('FL', 12990, '2026-12-01')]);
    const inEuros: BillingEvent = { type: 'BillingCurrencySet', data: { organizationId, currency: 'EUR' } };
    expect(given(billingDecider, [...history, inEuros]).when(fullCar)).toEqual([priceSet('FL', 12990, '2026-11-01', 'EUR')]);
  });

  it('changes the currency the prices are set in', () => {
    expect(given(billingDecider, []).when({ type: 'SetCurrency', organizationId, currency: 'EUR', pricedTicketsOnRecord: false })).toEqual([
      { type: 'BillingCurrencySet', data: { organizationId, currency: 'EUR' } },
    ]);
    expect(given(billingDecider, []).when({ type: 'SetCurrency', organizationId, currency: 'CLP', pricedTicketsOnRecord: false })).toEqual(
      [],
    );
  });

  it('a commission of 0% or 100% is valid, a negative one is refused', () => {
    const percent = (value: number) => ({ type: 'SetCommissionRule', organizationId, rule: { kind: 'percent', percent: value } }) as const;
    expect(given(billingDecider, []).when(percent(100))).toEqual([
      { type: 'CommissionRuleSet', data: { organizationId, rule: { kind: 'percent', percent: 100 } } },
    ]);
    const thirty: BillingEvent = { type: 'CommissionRuleSet', data: { organizationId, rule: { kind: 'percent', percent: 30 } } };
    expect(given(billingDecider, [thirty]).when(percent(0))).toEqual([
      { type: 'CommissionRuleSet', data: { organizationId, rule: { kind: 'percent', percent: 0 } } },
    ]);
    expect(() => given(billingDecider, []).when(percent(-1))).toThrow(refusal('validation', billingMessages.percentRange));
  });

  it('a fixed-amount commission rule for services the organization offers is set', () => {
    const added: BillingEvent = { type: 'ServiceAdded', data: { organizationId, code: 'X1', name: 'Lavado de motor' } };
    const rule = { kind: 'fixed', amounts: { BA: 1000, FL: 1500, X1: 2000 } } as const;
    expect(given(billingDecider, [added]).when({ type: 'SetCommissionRule', organizationId, rule })).toEqual([
      { type: 'CommissionRuleSet', data: { organizationId, rule } },
    ]);
    expect(
      given(billingDecider, [added, { type: 'CommissionRuleSet', data: { organizationId, rule } }]).when({
        type: 'SetCommissionRule',
        organizationId,
        rule,
      }),
    ).toEqual([]);
  });
});
