import { organizationApi } from '@lavado/shared/organizations/organization.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Enable, type organizationInputSchema } from '@lavado/shared/organizations/organization.schemas';
import { z } from 'zod';
import { call } from '../../../lib/api/apiClient';

/** What `admin/createOrganization` takes once the form's values went through the shared schema. */
export type NewOrganization = z.output<typeof organizationInputSchema>;

export const organizationsQueryKey = ['admin', 'organizations'] as const;

export function useOrganizations() {
  return useQuery({
    queryKey: organizationsQueryKey,
    queryFn: () => call(organizationApi.listOrganizations, {}),
  });
}

/** Every organization command refreshes the list in place once it succeeded. */
function useOrganizationCommand<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationsQueryKey }),
  });
}

export function useCreateOrganization() {
  return useOrganizationCommand((organization: NewOrganization) => call(organizationApi.createOrganization, { organization }));
}

/** Sends the organization's current state; the server flips it. */
export function useSetOrganizationState() {
  return useOrganizationCommand(({ id, enable }: { id: string; enable: Enable }) =>
    call(organizationApi.setOrganizationState, { id, enable }),
  );
}

export function useDeleteOrganization() {
  return useOrganizationCommand((id: string) => call(organizationApi.deleteOrganization, { id }));
}
