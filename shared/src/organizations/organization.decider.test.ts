import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors';
import { given } from '../../../tests/support/given';
import { organizationDecider } from './organization.decider';
import type { OrganizationEvent } from './organization.events';

const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const now = new Date('2026-11-21T12:00:00.000Z');
const registered: OrganizationEvent = {
  type: 'OrganizationRegistered',
  data: {
    organizationId,
    name: 'Lavado Sur',
    identification: '12345678-5',
    domain: 'lavadosur.cl',
    parentId: null,
    registeredAt: now.toISOString(),
  },
};
const register = {
  type: 'RegisterOrganization' as const,
  organizationId,
  name: 'Lavado Sur',
  identification: '12345678-5',
  domain: 'lavadosur.cl',
  parentId: null,
  now,
};

describe('organization decider', () => {
  it('registers a new organization', () => {
    expect(given(organizationDecider, []).when(register)).toEqual([registered]);
  });

  it('refuses to register the same organization twice', () => {
    expect(() => given(organizationDecider, [registered]).when(register)).toThrow(DomainError);
  });

  it('flips the state the client shows: 1 blocks, 0 unblocks', () => {
    expect(given(organizationDecider, [registered]).when({ type: 'ToggleOrganizationState', shownEnable: 1 })).toEqual([
      { type: 'OrganizationDisabled', data: { organizationId } },
    ]);
    const disabled: OrganizationEvent = { type: 'OrganizationDisabled', data: { organizationId } };
    expect(given(organizationDecider, [registered, disabled]).when({ type: 'ToggleOrganizationState', shownEnable: 0 })).toEqual([
      { type: 'OrganizationEnabled', data: { organizationId } },
    ]);
  });

  it('changes nothing when the shown state is already stale', () => {
    expect(given(organizationDecider, [registered]).when({ type: 'ToggleOrganizationState', shownEnable: 0 })).toEqual([]);
    const disabled: OrganizationEvent = { type: 'OrganizationDisabled', data: { organizationId } };
    expect(given(organizationDecider, [registered, disabled]).when({ type: 'ToggleOrganizationState', shownEnable: 1 })).toEqual([]);
  });

  it('blocks again an organization that was unblocked', () => {
    const disabled: OrganizationEvent = { type: 'OrganizationDisabled', data: { organizationId } };
    const enabled: OrganizationEvent = { type: 'OrganizationEnabled', data: { organizationId } };
    expect(given(organizationDecider, [registered, disabled, enabled]).when({ type: 'ToggleOrganizationState', shownEnable: 1 })).toEqual([
      disabled,
    ]);
  });

  it('deletes once; a deleted or unknown organization is not found', () => {
    expect(given(organizationDecider, [registered]).when({ type: 'DeleteOrganization' })).toEqual([
      { type: 'OrganizationDeleted', data: { organizationId } },
    ]);
    const deleted: OrganizationEvent = { type: 'OrganizationDeleted', data: { organizationId } };
    for (const history of [[], [registered, deleted]]) {
      expect(() => given(organizationDecider, history).when({ type: 'DeleteOrganization' })).toThrow(
        expect.objectContaining({ kind: 'not_found' }),
      );
      expect(() => given(organizationDecider, history).when({ type: 'ToggleOrganizationState', shownEnable: 1 })).toThrow(
        expect.objectContaining({ kind: 'not_found' }),
      );
    }
  });

  describe('contact card and logo', () => {
    const card = {
      publicName: 'Lavado Los Andes',
      phone: 912345678,
      whatsapp: 987654321,
      address: 'Av. Los Andes 1234',
      openingHours: 'Lun a Vie 9:00–19:00',
    };
    const cardSet: OrganizationEvent = { type: 'OrganizationContactCardSet', data: { organizationId, ...card } };
    const logo = { contentType: 'image/png' as const, width: 64, height: 64, data: 'iVBORw0KGgo=' };
    const logoSet: OrganizationEvent = { type: 'OrganizationLogoSet', data: { organizationId, logo } };
    const disabled: OrganizationEvent = { type: 'OrganizationDisabled', data: { organizationId } };
    const deleted: OrganizationEvent = { type: 'OrganizationDeleted', data: { organizationId } };

    it('sets the card of an organization, blocked or not, and changes nothing when it is the same again', () => {
      expect(given(organizationDecider, [registered]).when({ type: 'SetContactCard', card })).toEqual([cardSet]);
      expect(given(organizationDecider, [registered, disabled]).when({ type: 'SetContactCard', card })).toEqual([cardSet]);
      expect(given(organizationDecider, [registered, cardSet]).when({ type: 'SetContactCard', card })).toEqual([]);
      const moved = { ...card, address: 'Av. Nueva 1' };
      for (const changed of [
        moved,
        { ...card, phone: null },
        { ...card, whatsapp: 912345678 },
        { ...card, publicName: 'Otro' },
        { ...card, openingHours: '' },
      ])
        expect(given(organizationDecider, [registered, cardSet]).when({ type: 'SetContactCard', card: changed })).toEqual([
          { type: 'OrganizationContactCardSet', data: { organizationId, ...changed } },
        ]);
    });

    it('sets, replaces and removes the logo, each once', () => {
      expect(given(organizationDecider, [registered]).when({ type: 'SetLogo', logo })).toEqual([logoSet]);
      expect(given(organizationDecider, [registered, logoSet]).when({ type: 'SetLogo', logo })).toEqual([]);
      const other = { ...logo, data: 'UklGRg==', contentType: 'image/webp' as const };
      expect(given(organizationDecider, [registered, logoSet]).when({ type: 'SetLogo', logo: other })).toEqual([
        { type: 'OrganizationLogoSet', data: { organizationId, logo: other } },
      ]);
      expect(given(organizationDecider, [registered, logoSet]).when({ type: 'SetLogo', logo: null })).toEqual([
        { type: 'OrganizationLogoRemoved', data: { organizationId } },
      ]);
      const removed: OrganizationEvent = { type: 'OrganizationLogoRemoved', data: { organizationId } };
      expect(given(organizationDecider, [registered]).when({ type: 'SetLogo', logo: null })).toEqual([]);
      expect(given(organizationDecider, [registered, logoSet, removed]).when({ type: 'SetLogo', logo: null })).toEqual([]);
      expect(given(organizationDecider, [registered, logoSet, removed]).when({ type: 'SetLogo', logo })).toEqual([logoSet]);
    });

    it('remembers the card and logo of a blocked organization as of an active one', () => {
      const removed: OrganizationEvent = { type: 'OrganizationLogoRemoved', data: { organizationId } };
      expect(given(organizationDecider, [registered, disabled, cardSet]).when({ type: 'SetContactCard', card })).toEqual([]);
      expect(given(organizationDecider, [registered, disabled, logoSet]).when({ type: 'SetLogo', logo })).toEqual([]);
      expect(given(organizationDecider, [registered, disabled, logoSet, removed]).when({ type: 'SetLogo', logo: null })).toEqual([]);
      expect(given(organizationDecider, [registered, disabled, logoSet, removed]).when({ type: 'SetLogo', logo })).toEqual([logoSet]);
    });

    it('answers a deleted or unknown organization as not found', () => {
      for (const history of [[], [registered, deleted]]) {
        expect(() => given(organizationDecider, history).when({ type: 'SetContactCard', card })).toThrow(
          expect.objectContaining({ kind: 'not_found' }),
        );
        expect(() => given(organizationDecider, history).when({ type: 'SetLogo', logo })).toThrow(
          expect.objectContaining({ kind: 'not_found' }),
        );
      }
    });
  });

  describe('check-in policy', () => {
    const policySet = (services: ('BA' | 'FL' | 'EM')[], retentionDays: number): OrganizationEvent => ({
      type: 'OrganizationCheckInPolicySet',
      data: { organizationId, services, retentionDays },
    });

    it("sets the services in the catalogue's order and the retention, and changes nothing when it is the same again", () => {
      const set = { type: 'SetCheckInPolicy' as const, services: ['EM', 'BA'] as ('BA' | 'FL' | 'EM')[], retentionDays: 45 };
      expect(given(organizationDecider, [registered]).when({ ...set, services: ['EM', 'BA'] })).toEqual([policySet(['BA', 'EM'], 45)]);
      expect(given(organizationDecider, [registered, policySet(['BA', 'EM'], 45)]).when({ ...set, services: ['BA', 'EM'] })).toEqual([]);
      expect(given(organizationDecider, [registered, policySet(['BA', 'EM'], 45)]).when({ ...set, retentionDays: 46 })).toEqual([
        policySet(['BA', 'EM'], 46),
      ]);
      expect(given(organizationDecider, [registered, policySet(['BA', 'EM'], 45)]).when({ ...set, services: [] })).toEqual([
        policySet([], 45),
      ]);
    });

    it('answers a deleted or unknown organization as not found', () => {
      for (const history of [[], [registered, { type: 'OrganizationDeleted', data: { organizationId } } as OrganizationEvent]])
        expect(() => given(organizationDecider, history).when({ type: 'SetCheckInPolicy', services: ['FL'], retentionDays: 30 })).toThrow(
          expect.objectContaining({ kind: 'not_found' }),
        );
    });
  });

  describe('SetClientRetention', () => {
    const retentionSet = (months: number): OrganizationEvent => ({
      type: 'OrganizationClientRetentionSet',
      data: { organizationId, months },
    });
    const setRetention = (months: number) => ({ type: 'SetClientRetention' as const, months });

    it('records the months of retention, and nothing when they are the ones already set', () => {
      expect(given(organizationDecider, [registered]).when(setRetention(24))).toEqual([retentionSet(24)]);
      expect(given(organizationDecider, [registered, retentionSet(24)]).when(setRetention(24))).toEqual([]);
      expect(given(organizationDecider, [registered, retentionSet(24)]).when(setRetention(12))).toEqual([retentionSet(12)]);
      expect(given(organizationDecider, [registered, retentionSet(24), retentionSet(12)]).when(setRetention(24))).toEqual([
        retentionSet(24),
      ]);
    });

    it('answers a deleted or unknown organization as not found', () => {
      for (const history of [[], [registered, { type: 'OrganizationDeleted', data: { organizationId } } as OrganizationEvent]])
        expect(() => given(organizationDecider, history).when(setRetention(12))).toThrow(expect.objectContaining({ kind: 'not_found' }));
    });
  });
});
