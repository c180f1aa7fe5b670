import { z } from 'zod';
import type { ServiceType } from '../wash/wash.catalog';
import type { ContactCardFields, StoredLogo } from './contact-card';

export const organizationRegisteredSchema = z.object({
  organizationId: z.uuid(),
  name: z.string(),
  identification: z.string(),
  domain: z.string(),
  parentId: z.uuid().nullable(),
  registeredAt: z.string(),
});

export type OrganizationEvent =
  | { type: 'OrganizationRegistered'; data: z.infer<typeof organizationRegisteredSchema> }
  | { type: 'OrganizationEnabled'; data: { organizationId: string } }
  | { type: 'OrganizationDisabled'; data: { organizationId: string } }
  | { type: 'OrganizationDeleted'; data: { organizationId: string } }
  /** The AD set the car wash's contact card: the whole card, as its customers will see it. */
  | { type: 'OrganizationContactCardSet'; data: { organizationId: string } & ContactCardFields }
  /** The AD uploaded a logo, checked on its bytes (contact-card.ts): small, PNG, JPEG or WebP. */
  | { type: 'OrganizationLogoSet'; data: { organizationId: string; logo: StoredLogo } }
  | { type: 'OrganizationLogoRemoved'; data: { organizationId: string } }
  /** The AD's photo check-in policy (wash/check-in.ts): the services whose intake proposes it, and how many days its files are kept. */
  | { type: 'OrganizationCheckInPolicySet'; data: { organizationId: string; services: ServiceType[]; retentionDays: number } };

export type OrganizationEventType = OrganizationEvent['type'];
export const organizationEventTypes: readonly OrganizationEventType[] = [
  'OrganizationRegistered',
  'OrganizationEnabled',
  'OrganizationDisabled',
  'OrganizationDeleted',
  'OrganizationContactCardSet',
  'OrganizationLogoSet',
  'OrganizationLogoRemoved',
  'OrganizationCheckInPolicySet',
];

export const organizationStreamId = (organizationId: string) => `organization-${organizationId}`;
