import { organizationApi } from '@lavado/shared/organizations/organization.contract';
import { useQuery } from '@tanstack/react-query';
import { type organizationInputSchema } from '@lavado/shared/organizations/organization.schemas';
import { z } from 'zod';
import { call } from '../../../lib/api/apiClient';
import { useCommand } from '../../../lib/query/useCommand';

/** What `admin/createOrganization` takes once the form's values went through the shared schema. */
export type NewOrganization = z.output<typeof organizationInputSchema>;

const organizationKeys = {
  all: ['admin', 'organizations'] as const,
};

export function useOrganizations() {
  return useQuery({
    queryKey: organizationKeys.all,
    queryFn: () => call(organizationApi.listOrganizations, {}),
  });
}

/** Every organization command refreshes the list in place once it succeeded. */
const organizationCommand = { invalidates: [organizationKeys.all] };

export const useCreateOrganization = () => useCommand(organizationApi.createOrganization, organizationCommand);

/** Sends the organization's current state; the server flips it. */
export const useSetOrganizationState = () => useCommand(organizationApi.setOrganizationState, organizationCommand);

export const useDeleteOrganization = () => useCommand(organizationApi.deleteOrganization, organizationCommand);
