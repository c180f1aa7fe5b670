import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { statusMessageResponse } from '@lavado/shared/identity/auth.schemas';
import { applicationParametersSchema, type SetApplicationParameters } from '@lavado/shared/settings/settings.schemas';
import { z } from 'zod';
import { apiPost } from '../../../lib/api/apiClient';

const parametersQueryKey = ['admin', 'applicationParameters'] as const;

/** The read answers a list whose first item carries the parameters (docs/specification.md#entities). */
const parametersListSchema = z.array(applicationParametersSchema).min(1);

export function useApplicationParametersToEdit() {
  return useQuery({
    queryKey: parametersQueryKey,
    queryFn: () => apiPost('admin/getAplicationParameters', {}, parametersListSchema.parse),
    select: ([parameters]) => parameters,
  });
}

/** Saves every parameter; clients follow through the settings push, this screen through its refetch. */
export function useSaveApplicationParameters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parameters: SetApplicationParameters) => apiPost('admin/setAplicationParameters', parameters, statusMessageResponse.parse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parametersQueryKey }),
  });
}
