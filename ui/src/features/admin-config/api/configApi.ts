import { settingsApi } from '@lavado/shared/settings/settings.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { useCommand } from '../../../lib/query/useCommand';

const configKeys = {
  parameters: ['admin', 'applicationParameters'] as const,
};

export function useApplicationParametersToEdit() {
  return useQuery({
    queryKey: configKeys.parameters,
    queryFn: () => call(settingsApi.getPlatformSettingsForAdmin, {}),
    select: ([parameters]) => parameters,
  });
}

/** Saves every parameter; clients follow through the settings push, this screen through its refetch. */
export const useSaveApplicationParameters = () => useCommand(settingsApi.setPlatformSettings, { invalidates: [configKeys.parameters] });
