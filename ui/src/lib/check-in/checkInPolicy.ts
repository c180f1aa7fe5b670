import { checkInApi } from '@lavado/shared/wash/check-in.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/apiClient';
import { sessionOrganizationId } from '../lavados/organizationScope';
import { useCommand } from '../query/useCommand';

export const checkInPolicyKeys = { all: ['organization', 'checkInPolicy'] as const };

/** The organization's photo check-in policy: the services whose intake proposes the photos, and how many days they are kept. */
export function useCheckInPolicy() {
  return useQuery({
    queryKey: checkInPolicyKeys.all,
    queryFn: () => call(checkInApi.getCheckInPolicy, { organizationId: sessionOrganizationId() }),
    staleTime: 5 * 60 * 1000,
  });
}

/** The AD's change of the policy; intake reads it again. */
export const useSetCheckInPolicy = () => useCommand(checkInApi.setCheckInPolicy, { invalidates: [checkInPolicyKeys.all] });
