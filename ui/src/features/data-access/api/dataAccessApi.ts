import { dataAccessApi } from '@lavado/shared/data-access/data-access.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';

export const dataAccessKeys = {
  log: (organizationId: string | null) => ['data-access', 'log', organizationId] as const,
};

/**
 * The accountability log, newest first: the AD's organization's (the session's organization, which
 * the server checks), or every organization's for the SA (who has none).
 */
export function useDataAccessLog(organizationId: string | null) {
  return useQuery({
    queryKey: dataAccessKeys.log(organizationId),
    queryFn: () => call(dataAccessApi.listDataAccesses, organizationId ? { organizationId } : {}),
  });
}
