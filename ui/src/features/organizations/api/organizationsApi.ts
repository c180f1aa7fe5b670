import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  enableSchema,
  organizationSchema,
  type Enable,
  type organizationInputSchema,
} from '@lavado/shared/organizations/organization.schemas';
import { z } from 'zod';
import { apiPost } from '../../../lib/api/apiClient';

/** What `admin/createOrganization` takes once the form's values went through the shared schema. */
export type NewOrganization = z.output<typeof organizationInputSchema>;

export const organizationsQueryKey = ['admin', 'organizations'] as const;

const organizationListSchema = z.array(organizationSchema);
const createdSchema = z.object({ status: z.literal(true), msg: z.string(), organization: organizationSchema });
const stateChangedSchema = z.object({ status: z.literal(true), msg: z.string(), enable: enableSchema });
const deletedSchema = z.object({ status: z.literal(true), msg: z.string() });

export function useOrganizations() {
  return useQuery({
    queryKey: organizationsQueryKey,
    queryFn: () => apiPost('admin/getOrganization', {}, organizationListSchema.parse),
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
  return useOrganizationCommand((organization: NewOrganization) =>
    apiPost('admin/createOrganization', { organization }, createdSchema.parse),
  );
}

/** Sends the organization's current state; the server flips it. */
export function useSetOrganizationState() {
  return useOrganizationCommand(({ id, enable }: { id: string; enable: Enable }) =>
    apiPost('admin/setOrganizationState', { id, enable }, stateChangedSchema.parse),
  );
}

export function useDeleteOrganization() {
  return useOrganizationCommand((id: string) => apiPost('admin/deleteOrganization', { id }, deletedSchema.parse));
}
