import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TICKET_CHANGED } from '@lavado/shared/wash/ticket-feed';
import type { ApiRoute } from '@lavado/shared/api/route';
import { dashboardApi } from '@lavado/shared/dashboard/dashboard.contract';
import { moneyApi } from '@lavado/shared/money/money.contract';
import type { WashCount } from '@lavado/shared/dashboard/dashboard.schemas';
import type { organizationScopedBody } from '@lavado/shared/clients/client.schemas';
import type { z } from 'zod';
import { call } from '../../../lib/api/apiClient';
import { useFeed } from '../../../lib/realtime/useFeed';
import { useMoneyFeed } from '../../../lib/money/moneyFeed';
import { useSessionOrganizationId } from '../../../lib/lavados/organizationScope';

/** Every dashboard query starts with this key: invalidate it to refresh the whole screen. */
export const dashboardQueryKey = ['dashboard'] as const;

export type { WashCount };

/** The car-wash module this dashboard belongs to. */
const WASH_MODULE = 'CarWash';

function useDashboardQuery<Response extends z.ZodType>(route: ApiRoute<string, typeof organizationScopedBody, Response>) {
  const organizationId = useSessionOrganizationId();
  return useQuery({
    queryKey: [...dashboardQueryKey, route.path, organizationId],
    queryFn: () => call(route, { organizationId }),
  });
}

export function useWashModule() {
  const query = useDashboardQuery(dashboardApi.getOrganizationsMenu);
  return { ...query, data: query.data?.find((module) => module.module === WASH_MODULE) };
}

export const useEmployeesCount = () => useDashboardQuery(dashboardApi.getEmployeesCount);
export const useAdminsCount = () => useDashboardQuery(dashboardApi.getUserCount);
export const useClientsCount = () => useDashboardQuery(dashboardApi.getClientsCount);

/** Washes per service; a ticket pushed from anywhere may be a new one, so the counts are read again. */
export function useWashCounts() {
  const queryClient = useQueryClient();
  useFeed(TICKET_CHANGED, () => void queryClient.invalidateQueries({ queryKey: [...dashboardQueryKey, dashboardApi.getWashCount.path] }));
  return useDashboardQuery(dashboardApi.getWashCount);
}

/** Today's money (AD): payments, what today's finished tickets were charged, done and waiting; kept live with the board and the money. */
export function useMoneyToday() {
  const queryClient = useQueryClient();
  const organizationId = useSessionOrganizationId();
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: [...dashboardQueryKey, moneyApi.getMoneyToday.path] });
  useFeed(TICKET_CHANGED, readAgain);
  useMoneyFeed(readAgain);
  return useQuery({
    queryKey: [...dashboardQueryKey, moneyApi.getMoneyToday.path, organizationId],
    queryFn: () => call(moneyApi.getMoneyToday, { organizationId }),
  });
}
