import { settingsApi } from '@lavado/shared/settings/settings.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_CHANGED } from '@lavado/shared/settings/settings.events';
import { applicationParametersSchema, type ApplicationParameters } from '@lavado/shared/settings/settings.schemas';
import { call } from '../api/apiClient';
import { useFeed } from '../realtime/useFeed';

export { SETTINGS_CHANGED };

const settingsKeys = {
  parameters: ['settings', 'applicationParameters'] as const,
};

/**
 * The platform parameters (maintenance, onboarding, mail service, session time, maintenance end),
 * kept live: a `settings.changed` push replaces them in the cache, so every screen using this hook
 * follows a change at once, without a refetch.
 */
export function useApplicationParameters(): ApplicationParameters | undefined {
  const queryClient = useQueryClient();
  useFeed(SETTINGS_CHANGED, (payload) => {
    const pushed = applicationParametersSchema.safeParse(payload);
    if (pushed.success) queryClient.setQueryData(settingsKeys.parameters, [pushed.data]);
    else void queryClient.invalidateQueries({ queryKey: settingsKeys.parameters });
  });
  const { data } = useQuery({
    queryKey: settingsKeys.parameters,
    queryFn: () => call(settingsApi.getPlatformSettings, {}),
    select: (list) => list[0],
  });
  return data;
}
