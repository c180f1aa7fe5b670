import type { Organization } from '@lavado/shared/organizations/organization.schemas';
import { describe, expect, it } from 'vitest';
import { filterOrganizations, noOrganizationFilter } from './organizationFilter';

const main: Organization = {
  id: '4f7a2b8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Lavado Peñalolén',
  identification: '12345678-5',
  domain: 'penalolen.cl',
  enable: 1,
  organizationId: null,
  expirateAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const child: Organization = { ...main, id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', name: 'Lavado Sur', enable: 0, organizationId: main.id };

describe('filterOrganizations', () => {
  it('keeps everything without filters', () => {
    expect(filterOrganizations([main, child], noOrganizationFilter)).toEqual([main, child]);
  });

  it('matches part of the name regardless of case and accents', () => {
    expect(filterOrganizations([main, child], { ...noOrganizationFilter, name: ' penalolen ' })).toEqual([main]);
  });

  it('filters by state and by type', () => {
    expect(filterOrganizations([main, child], { ...noOrganizationFilter, state: 0 })).toEqual([child]);
    expect(filterOrganizations([main, child], { ...noOrganizationFilter, kind: 'main' })).toEqual([main]);
    expect(filterOrganizations([main, child], { name: 'sur', state: 1, kind: null })).toEqual([]);
  });
});
