import { z } from 'zod';

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
  | { type: 'OrganizationDeleted'; data: { organizationId: string } };

export type OrganizationEventType = OrganizationEvent['type'];
export const organizationEventTypes: readonly OrganizationEventType[] = [
  'OrganizationRegistered',
  'OrganizationEnabled',
  'OrganizationDisabled',
  'OrganizationDeleted',
];

export const organizationStreamId = (organizationId: string) => `organization-${organizationId}`;
