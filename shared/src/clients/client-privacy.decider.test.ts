import { describe, expect, it } from 'vitest';
import { fold } from '../domain/decider';
import { given } from '../../../tests/support/given';
import { clientPrivacyDecider, noticeRefusalOf, type ClientPrivacyCommand } from './client-privacy.decider';
import type { ClientEvent, ClientRegisteredData } from './client.events';

const now = new Date('2026-11-21T13:00:00.000Z');
const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const otherOrganizationId = '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968';
const clientId = '3c9a1f2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';
const client: ClientRegisteredData = {
  clientId,
  organizationId,
  name: 'Juan Pérez',
  type: 'P',
  identification: '10000013-K',
  contactName: 'Juan Pérez',
  clientAddress: '',
  clientEmail: '',
  clientPhone: 912345678,
  registeredAt: '2026-11-20T10:00:00.000Z',
};
/** Registered before consent was asked: no `consents`. */
const registeredBefore: ClientEvent = { type: 'ClientRegistered', data: client };
const registeredWith = (serviceMessages: boolean, marketing: boolean): ClientEvent => ({
  type: 'ClientRegistered',
  data: { ...client, consents: { serviceMessages, marketing } },
});
const changed = (purpose: 'serviceMessages' | 'marketing', granted: boolean): ClientEvent => ({
  type: 'ClientConsentChanged',
  data: { clientId, organizationId, purpose, granted, changedAt: now.toISOString() },
});
const blocked: ClientEvent = {
  type: 'ClientBlocked',
  data: { clientId, organizationId, reason: 'Lo pidió', blockedAt: now.toISOString() },
};
const unblocked: ClientEvent = { type: 'ClientUnblocked', data: { clientId, organizationId, unblockedAt: now.toISOString() } };
const erased: ClientEvent = {
  type: 'ClientErased',
  data: {
    clientId,
    organizationId,
    reason: 'request',
    ticketIds: [],
    vehicleStreamIds: [],
    loggedEventIds: [],
    reservationStreamIds: [],
    erasedAt: now.toISOString(),
  },
};

const change = (purpose: 'serviceMessages' | 'marketing', granted: boolean, org = organizationId): ClientPrivacyCommand => ({
  type: 'ChangeClientConsent',
  organizationId: org,
  purpose,
  granted,
  now,
});
const block = (org = organizationId): ClientPrivacyCommand => ({ type: 'BlockClient', organizationId: org, reason: 'Lo pidió', now });
const unblock = (org = organizationId): ClientPrivacyCommand => ({ type: 'UnblockClient', organizationId: org, now });

const refusal = (kind: string, message: string) => expect.objectContaining({ kind, message });

describe('client privacy decider: consent per purpose', () => {
  it('reads a client registered before consent was asked as agreeing to service messages and not to marketing', () => {
    expect(fold(clientPrivacyDecider, [registeredBefore]).consents).toEqual({ serviceMessages: true, marketing: false });
    expect(fold(clientPrivacyDecider, [registeredWith(false, true)]).consents).toEqual({ serviceMessages: false, marketing: true });
  });

  it('withdraws one purpose in one event, leaving the other as it was', () => {
    expect(given(clientPrivacyDecider, [registeredWith(true, true)]).when(change('serviceMessages', false))).toEqual([
      changed('serviceMessages', false),
    ]);
    expect(fold(clientPrivacyDecider, [registeredWith(true, true), changed('serviceMessages', false)]).consents).toEqual({
      serviceMessages: false,
      marketing: true,
    });
  });

  it('grants a purpose again after a withdrawal', () => {
    expect(given(clientPrivacyDecider, [registeredBefore, changed('marketing', true)]).when(change('marketing', false))).toEqual([
      changed('marketing', false),
    ]);
    expect(given(clientPrivacyDecider, [registeredWith(false, false)]).when(change('serviceMessages', true))).toEqual([
      changed('serviceMessages', true),
    ]);
  });

  it('appends nothing when the purpose is already as asked (a retried tap)', () => {
    expect(given(clientPrivacyDecider, [registeredBefore]).when(change('serviceMessages', true))).toEqual([]);
    expect(
      given(clientPrivacyDecider, [registeredBefore, changed('serviceMessages', false)]).when(change('serviceMessages', false)),
    ).toEqual([]);
  });
});

describe('client privacy decider: blocking', () => {
  it('blocks a client with the reason, and unblocks them', () => {
    expect(given(clientPrivacyDecider, [registeredBefore]).when(block())).toEqual([blocked]);
    expect(fold(clientPrivacyDecider, [registeredBefore, blocked]).blocked).toEqual({ reason: 'Lo pidió', since: now.toISOString() });
    expect(given(clientPrivacyDecider, [registeredBefore, blocked]).when(unblock())).toEqual([unblocked]);
    expect(fold(clientPrivacyDecider, [registeredBefore, blocked, unblocked]).blocked).toBeNull();
  });

  it('appends nothing when blocking a blocked client or unblocking one that is not', () => {
    expect(given(clientPrivacyDecider, [registeredBefore, blocked]).when(block())).toEqual([]);
    expect(given(clientPrivacyDecider, [registeredBefore]).when(unblock())).toEqual([]);
    expect(given(clientPrivacyDecider, [registeredBefore, blocked, unblocked]).when(unblock())).toEqual([]);
  });

  it('keeps consents through a block', () => {
    expect(fold(clientPrivacyDecider, [registeredWith(true, true), blocked, unblocked]).consents).toEqual({
      serviceMessages: true,
      marketing: true,
    });
  });
});

describe('client privacy decider: whose client', () => {
  it.each([
    ['a consent change', change('marketing', true, otherOrganizationId)],
    ['a block', block(otherOrganizationId)],
    ['an unblock', unblock(otherOrganizationId)],
  ])("refuses %s on another organization's client as on a nonexistent one", (_, command) => {
    expect(() => given(clientPrivacyDecider, [registeredBefore]).when(command)).toThrow(refusal('not_found', 'El cliente no existe.'));
    expect(() => given(clientPrivacyDecider, []).when({ ...command, organizationId })).toThrow(
      refusal('not_found', 'El cliente no existe.'),
    );
  });

  it('refuses every change to an erased client', () => {
    expect(() => given(clientPrivacyDecider, [registeredBefore, erased]).when(change('marketing', true))).toThrow(
      refusal('not_found', 'El cliente no existe.'),
    );
    expect(() => given(clientPrivacyDecider, [registeredBefore, erased]).when(block())).toThrow(
      refusal('not_found', 'El cliente no existe.'),
    );
  });
});

describe('whether a ticket notice may be sent to the client', () => {
  it('not while blocked, not after withdrawing service messages, otherwise yes', () => {
    expect(noticeRefusalOf(fold(clientPrivacyDecider, [registeredBefore]))).toBeNull();
    expect(noticeRefusalOf(fold(clientPrivacyDecider, [registeredBefore, changed('serviceMessages', false)]))).toBe('withdrawn');
    expect(noticeRefusalOf(fold(clientPrivacyDecider, [registeredBefore, changed('marketing', false), blocked]))).toBe('blocked');
    expect(noticeRefusalOf(fold(clientPrivacyDecider, [registeredWith(false, false), blocked]))).toBe('blocked');
    expect(noticeRefusalOf(fold(clientPrivacyDecider, [registeredBefore, blocked, unblocked]))).toBeNull();
  });
});
