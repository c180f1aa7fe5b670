import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TICKET_CHANGED } from '@lavado/shared/wash/ticket-feed';
import { clientsCountSchema, countSchema, menuSchema, washCountsSchema, type WashCount } from '@lavado/shared/dashboard/dashboard.schemas';
import { apiPost } from '../../../lib/api/apiClient';
import { useFeed } from '../../../lib/realtime/useFeed';
import { useSessionOrganizationId } from '../../../lib/lavados/organizationScope';

/** Every dashboard query starts with this key: invalidate it to refresh the whole screen. */
export const dashboardQueryKey = ['dashboard'] as const;

export type { WashCount };

/** The car-wash module this dashboard belongs to. */
const WASH_MODULE = 'CarWash';

function useDashboardQuery<T>(path: string, parse: (data: unknown) => T) {
  const organizationId = useSessionOrganizationId();
  return useQuery({
    queryKey: [...dashboardQueryKey, path, organizationId],
    queryFn: () => apiPost(path, { organizationId }, parse),
  });
}

export function useWashModule() {
  const query = useDashboardQuery('menu/getOrganizationsMenu', menuSchema.parse);
  return { ...query, data: query.data?.find((module) => module.module === WASH_MODULE) };
}

export const useEmployeesCount = () => useDashboardQuery('dashboard/getEmployeesCount', countSchema.parse);
export const useAdminsCount = () => useDashboardQuery('dashboard/getUserCount', countSchema.parse);
export const useClientsCount = () => useDashboardQuery('dashboard/getClientsCount', clientsCountSchema.parse);

const WASH_COUNT_PATH = 'dashboard/getWashCount';

/** Washes per service; a ticket pushed from anywhere may be a new one, so the counts are read again. */
export function useWashCounts() {
  const queryClient = useQueryClient();
  useFeed(TICKET_CHANGED, () => void queryClient.invalidateQueries({ queryKey: [...dashboardQueryKey, WASH_COUNT_PATH] }));
  return useDashboardQuery(WASH_COUNT_PATH, washCountsSchema.parse);
}
