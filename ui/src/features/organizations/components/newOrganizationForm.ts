import { adminMessages } from '@lavado/shared/messages/admin';
import { organizationInputSchema } from '@lavado/shared/organizations/organization.schemas';
import { z } from 'zod';
import type { NewOrganization } from '../api/organizationsApi';

export const organizationKinds = ['main', 'child'] as const;
export type OrganizationKind = (typeof organizationKinds)[number];

/** The server's organization schema plus the main/hija choice, which decides whether a parent is needed. */
export const newOrganizationFormSchema = organizationInputSchema
  .extend({ kind: z.enum(organizationKinds) })
  .superRefine(({ kind, organizationId }, context) => {
    if (kind === 'child' && !organizationId) {
      context.addIssue({
        code: 'custom',
        path: ['organizationId'],
        message: adminMessages.organizations.form.parentRequired,
      });
    }
  });

export type NewOrganizationFormValues = z.input<typeof newOrganizationFormSchema>;
export type ValidNewOrganizationForm = z.output<typeof newOrganizationFormSchema>;

export const emptyNewOrganizationForm: NewOrganizationFormValues = {
  name: '',
  identification: '',
  domain: '',
  kind: 'main',
  organizationId: null,
};

/** A main organization has no parent, whatever was picked before switching to main. */
export function toNewOrganization({ kind, organizationId, ...fields }: ValidNewOrganizationForm): NewOrganization {
  return { ...fields, organizationId: kind === 'child' ? organizationId : null };
}
