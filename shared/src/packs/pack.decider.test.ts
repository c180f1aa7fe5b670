import { describe, expect, it } from 'vitest';
import { fold } from '../domain/decider';
import { given } from '../../../tests/support/given';
import type { BillingActor } from '../money/ticket-billing.decider';
import {
  MAX_PACK_OFFERS,
  packDecider,
  packMessages,
  packOffersDecider,
  washesLeft,
  type PackCommand,
  type PackOffer,
  type PackOffersCommand,
} from './pack.decider';
import type { PackEvent, PackOfferEvent } from './pack.events';

const now = new Date('2026-11-25T15:00:00.000Z');
const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const otherOrganization = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const packId = '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c';
const offerId = '2d3c4b5a-6978-4a1b-8c2d-3e4f5a6b7c8d';
const admin: BillingActor = { userId: 'u-admin', role: 'AD' };
const employee: BillingActor = { userId: 'u-ana', role: 'EM' };
const refusal = (kind: string, message: string) => expect.objectContaining({ kind, message });

const offer: PackOffer = {
  offerId,
  name: 'Pack 3 lavados',
  serviceCodes: ['BA', 'FL'],
  washes: 3,
  price: 30000,
  currency: 'CLP',
  validDays: 30,
};
const offerPack = (overrides: Partial<Extract<PackOffersCommand, { type: 'OfferPack' }>> = {}): PackOffersCommand => ({
  type: 'OfferPack',
  organizationId,
  actor: admin,
  offerId,
  name: ' Pack 3 lavados ',
  serviceCodes: ['BA', 'FL', 'BA'],
  washes: 3,
  price: 30000,
  validDays: 30,
  currency: 'CLP',
  servicesOffered: ['BA', 'FL', 'EM'],
  now,
  ...overrides,
});
const offered: PackOfferEvent = {
  type: 'PackOffered',
  data: { organizationId, ...offer, offeredAt: now.toISOString() },
};

const sell = (overrides: Partial<Extract<PackCommand, { type: 'SellPack' }>> = {}): PackCommand => ({
  type: 'SellPack',
  organizationId,
  actor: employee,
  packId,
  offer,
  plate: 'abcd12',
  paymentId: 'pay-1',
  method: 'debit',
  boleta: ' 000124 ',
  businessDay: '2026-11-25',
  dayClosed: false,
  employeesMayRecordPayments: true,
  now,
  ...overrides,
});
const sold: PackEvent = {
  type: 'PackSold',
  data: {
    packId,
    organizationId,
    offerId,
    name: 'Pack 3 lavados',
    serviceCodes: ['BA', 'FL'],
    washes: 3,
    plate: 'ABCD12',
    paymentId: 'pay-1',
    method: 'debit',
    amount: 30000,
    currency: 'CLP',
    boleta: '000124',
    businessDay: '2026-11-25',
    correction: false,
    soldAt: now.toISOString(),
    expiresAt: '2026-12-25T15:00:00.000Z',
  },
};
const ticket = (ticketId: string, overrides: { plate?: string; serviceCode?: string } = {}) => ({
  ticketId,
  plate: 'ABCD12',
  serviceCode: 'FL',
  ...overrides,
});
const use = (ticketId: string, at = now, overrides: { plate?: string; serviceCode?: string } = {}): PackCommand => ({
  type: 'UsePackWash',
  organizationId,
  actor: employee,
  ticket: ticket(ticketId, overrides),
  now: at,
});
const used = (ticketId: string): PackEvent => ({ type: 'PackWashUsed', data: { packId, ticketId, usedAt: now.toISOString() } });
const refund = (overrides: Partial<Extract<PackCommand, { type: 'RefundPack' }>> = {}): PackCommand => ({
  type: 'RefundPack',
  organizationId,
  actor: admin,
  paymentId: 'refund-1',
  method: 'cash',
  amount: 10000,
  reason: ' Se mudó ',
  businessDay: '2026-11-26',
  dayClosed: false,
  now,
  ...overrides,
});

describe('pack offers and the loyalty rule', () => {
  it('an AD offers a pack of the services the organization offers, in its currency, once per command', () => {
    expect(given(packOffersDecider, []).when(offerPack())).toEqual([offered]);
    expect(given(packOffersDecider, [offered]).when(offerPack())).toEqual([]);
    expect(() => given(packOffersDecider, []).when(offerPack({ actor: employee }))).toThrow(refusal('forbidden', packMessages.adminOnly));
    expect(() => given(packOffersDecider, []).when(offerPack({ name: '  ' }))).toThrow(
      refusal('validation', packMessages.offerNameRequired),
    );
    expect(() => given(packOffersDecider, []).when(offerPack({ serviceCodes: [] }))).toThrow(
      refusal('validation', packMessages.offerServicesRequired),
    );
    expect(() => given(packOffersDecider, []).when(offerPack({ serviceCodes: ['X9'] }))).toThrow(
      refusal('not_found', packMessages.serviceUnknown),
    );
  });

  it(`keeps at most ${MAX_PACK_OFFERS} offers on sale; a withdrawn one makes room`, () => {
    const many: PackOfferEvent[] = Array.from({ length: MAX_PACK_OFFERS }, (_, index) => ({
      ...offered,
      data: { ...offered.data, offerId: `offer-${index}` },
    }));
    expect(() => given(packOffersDecider, many).when(offerPack())).toThrow(refusal('conflict', packMessages.tooManyOffers));
    const withdrawn: PackOfferEvent = { type: 'PackOfferWithdrawn', data: { organizationId, offerId: 'offer-0' } };
    expect(given(packOffersDecider, [...many, withdrawn]).when(offerPack())).toHaveLength(1);
  });

  it('withdraws an offer once, and refuses one that does not exist', () => {
    const withdraw: PackOffersCommand = { type: 'WithdrawPackOffer', organizationId, actor: admin, offerId };
    const withdrawn: PackOfferEvent = { type: 'PackOfferWithdrawn', data: { organizationId, offerId } };
    expect(given(packOffersDecider, [offered]).when(withdraw)).toEqual([withdrawn]);
    expect(given(packOffersDecider, [offered, withdrawn]).when(withdraw)).toEqual([]);
    expect(fold(packOffersDecider, [offered, withdrawn]).offers[offerId]?.withdrawn).toBe(true);
    expect(() => given(packOffersDecider, []).when(withdraw)).toThrow(refusal('not_found', packMessages.offerNotFound));
  });

  it('sets every how many washes of a service one is free: 0 (none) or 2 to 50', () => {
    const rule = (every: number, serviceCode = 'BA'): PackOffersCommand => ({
      type: 'SetLoyaltyRule',
      organizationId,
      actor: admin,
      serviceCode,
      every,
      servicesOffered: ['BA', 'FL'],
    });
    const set: PackOfferEvent = { type: 'LoyaltyRuleSet', data: { organizationId, serviceCode: 'BA', every: 10 } };
    expect(given(packOffersDecider, []).when(rule(10))).toEqual([set]);
    expect(given(packOffersDecider, [set]).when(rule(10))).toEqual([]);
    expect(given(packOffersDecider, []).when(rule(0))).toEqual([]);
    expect(given(packOffersDecider, [set]).when(rule(0))).toHaveLength(1);
    for (const every of [1, 51, -2, 2.5])
      expect(() => given(packOffersDecider, []).when(rule(every))).toThrow(refusal('validation', packMessages.loyaltyEvery));
    expect(() => given(packOffersDecider, []).when(rule(10, 'EM'))).toThrow(refusal('not_found', packMessages.serviceUnknown));
    expect(() => given(packOffersDecider, []).when({ ...rule(10), actor: employee } as PackOffersCommand)).toThrow(
      refusal('forbidden', packMessages.adminOnly),
    );
  });
});

describe('a pack sold to a plate', () => {
  it('is sold as a payment of the day: the offer copied, the plate upper-cased, its expiry from its validity', () => {
    expect(given(packDecider, []).when(sell())).toEqual([sold]);
    // The same sale sent again is the one stored; another sale under the same id is refused.
    expect(given(packDecider, [sold]).when(sell())).toEqual([]);
    expect(() => given(packDecider, [sold]).when(sell({ paymentId: 'pay-2' }))).toThrow(refusal('conflict', packMessages.alreadySold));
  });

  it('is sold by an employee only when the AD allows payments, and after the close only by an AD, as a correction', () => {
    expect(() => given(packDecider, []).when(sell({ employeesMayRecordPayments: false }))).toThrow(
      refusal('forbidden', packMessages.employeesMayNotSell),
    );
    expect(given(packDecider, []).when(sell({ actor: admin, employeesMayRecordPayments: false }))).toHaveLength(1);
    expect(() => given(packDecider, []).when(sell({ dayClosed: true }))).toThrow(refusal('conflict', packMessages.dayClosed));
    expect(given(packDecider, []).when(sell({ actor: admin, dayClosed: true }))).toEqual([
      { ...sold, data: { ...sold.data, correction: true } },
    ]);
  });

  it('needs an offer on sale and a boleta', () => {
    expect(() => given(packDecider, []).when(sell({ offer: null }))).toThrow(refusal('not_found', packMessages.offerNotFound));
    expect(() => given(packDecider, []).when(sell({ boleta: '  ' }))).toThrow(refusal('validation', packMessages.boletaRequired));
  });

  it('gives one wash per ticket of its plate and services until none is left, never below zero', () => {
    expect(given(packDecider, [sold]).when(use('t1'))).toEqual([used('t1')]);
    expect(given(packDecider, [sold, used('t1')]).when(use('t1'))).toEqual([]);
    const full = [sold, used('t1'), used('t2'), used('t3')];
    expect(washesLeft(fold(packDecider, full), now)).toBe(0);
    expect(washesLeft(fold(packDecider, full.slice(0, 3)), now)).toBe(1);
    expect(() => given(packDecider, full).when(use('t4'))).toThrow(refusal('conflict', packMessages.empty));
    expect(() => given(packDecider, [sold]).when(use('t1', now, { plate: 'ZZZZ99' }))).toThrow(
      refusal('conflict', packMessages.otherPlate),
    );
    expect(() => given(packDecider, [sold]).when(use('t1', now, { serviceCode: 'EM' }))).toThrow(
      refusal('conflict', packMessages.otherService),
    );
    expect(() => given(packDecider, []).when(use('t1'))).toThrow(refusal('not_found', packMessages.packNotFound));
    expect(() => given(packDecider, [sold]).when({ ...use('t1'), organizationId: otherOrganization } as PackCommand)).toThrow(
      refusal('not_found', packMessages.packNotFound),
    );
  });

  it('covers nothing from its expiry on', () => {
    const lastMoment = new Date(Date.parse(sold.data.expiresAt) - 1);
    expect(given(packDecider, [sold]).when(use('t1', lastMoment))).toHaveLength(1);
    expect(() => given(packDecider, [sold]).when(use('t1', new Date(sold.data.expiresAt)))).toThrow(
      refusal('conflict', packMessages.expired),
    );
    expect(washesLeft(fold(packDecider, [sold]), new Date(sold.data.expiresAt))).toBe(0);
    expect(washesLeft(fold(packDecider, [sold]), lastMoment)).toBe(3);
  });

  it('is expired early by an AD with a reason, once', () => {
    const expire = (actor = admin, reason = ' Vendido por error '): PackCommand => ({
      type: 'ExpirePack',
      organizationId,
      actor,
      reason,
      now,
    });
    const expired: PackEvent = { type: 'PackExpired', data: { packId, reason: 'Vendido por error', expiredAt: now.toISOString() } };
    expect(given(packDecider, [sold]).when(expire())).toEqual([expired]);
    expect(() => given(packDecider, [sold]).when(expire(employee))).toThrow(refusal('forbidden', packMessages.adminOnly));
    expect(() => given(packDecider, [sold]).when(expire(admin, ' '))).toThrow(refusal('validation', packMessages.reasonRequired));
    expect(() => given(packDecider, [sold, expired]).when(expire())).toThrow(refusal('conflict', packMessages.alreadyExpired));
    expect(() => given(packDecider, [sold, expired]).when(use('t1'))).toThrow(refusal('conflict', packMessages.expired));
    expect(washesLeft(fold(packDecider, [sold, expired]), now)).toBe(0);
  });

  it('is refunded by an AD with a reason, up to what was paid, once: money out of the day it is handed back', () => {
    const refunded: PackEvent = {
      type: 'PackRefunded',
      data: {
        packId,
        organizationId,
        currency: 'CLP',
        paymentId: 'refund-1',
        method: 'cash',
        amount: 10000,
        reason: 'Se mudó',
        businessDay: '2026-11-26',
        correction: false,
        refundedAt: now.toISOString(),
      },
    };
    expect(given(packDecider, [sold, used('t1')]).when(refund())).toEqual([refunded]);
    expect(given(packDecider, [sold, refunded]).when(refund())).toEqual([]);
    expect(() => given(packDecider, [sold, refunded]).when(refund({ amount: 5000 }))).toThrow(
      refusal('conflict', packMessages.alreadyRefunded),
    );
    expect(() => given(packDecider, [sold]).when(refund({ actor: employee }))).toThrow(refusal('forbidden', packMessages.adminOnly));
    expect(() => given(packDecider, [sold]).when(refund({ reason: '' }))).toThrow(refusal('validation', packMessages.reasonRequired));
    expect(() => given(packDecider, [sold]).when(refund({ amount: 30001 }))).toThrow(
      refusal('validation', packMessages.refundTooHigh('$30.000')),
    );
    expect(given(packDecider, [sold]).when(refund({ amount: 30000 }))).toHaveLength(1);
    expect(given(packDecider, [sold]).when(refund({ dayClosed: true }))).toEqual([
      { ...refunded, data: { ...refunded.data, correction: true } },
    ]);
    expect(() => given(packDecider, [sold, refunded]).when(use('t1'))).toThrow(refusal('conflict', packMessages.refunded));
    expect(washesLeft(fold(packDecider, [sold, refunded]), now)).toBe(0);
  });
});
