import { DEFAULT_PARAMETERS } from '@lavado/shared/settings/settings.schemas';
import type { Organization } from '@lavado/shared/organizations/organization.schemas';
import { ok, type FakeHandler } from './fakeApi';

export const layoutOrganization: Organization = {
  id: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  name: 'Lavado Los Andes',
  identification: '12345678-5',
  domain: 'losandes.cl',
  enable: 1,
  organizationId: null,
  expirateAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** What the main layout asks for around every signed-in page: the organization's name and the platform parameters. */
export const layoutHandlers: Record<string, FakeHandler> = {
  'organization/getOrganization': () => ok(layoutOrganization),
  'setting/getAplicationParameters': () => ok([DEFAULT_PARAMETERS]),
};
