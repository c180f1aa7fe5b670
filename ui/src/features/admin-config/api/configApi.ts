import { settingsApi } from '@lavado/shared/settings/settings.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SetApplicationParameters } from '@lavado/shared/settings/settings.schemas';
import { call } from '../../../lib/api/apiClient';

const parametersQueryKey = ['admin', 'applicationParameters'] as const;

export function useApplicationParametersToEdit() {
  return useQuery({
    queryKey: parametersQueryKey,
    queryFn: () => call(settingsApi.getPlatformSettingsForAdmin, {}),
    select: ([parameters]) => parameters,
  });
}

/** Saves every parameter; clients follow through the settings push, this screen through its refetch. */
export function useSaveApplicationParameters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parameters: SetApplicationParameters) => call(settingsApi.setPlatformSettings, parameters),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parametersQueryKey }),
  });
}
