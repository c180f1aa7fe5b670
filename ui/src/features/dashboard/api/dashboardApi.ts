import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TICKET_CHANGED } from '@lavado/shared/wash/ticket-feed-topic';
import type { ApiRoute } from '@lavado/shared/api/route';
import { dashboardApi } from '@lavado/shared/dashboard/dashboard.contract';
import type { WashCount } from '@lavado/shared/dashboard/dashboard.schemas';
import type { organizationScopedBody } from '@lavado/shared/organizations/organization.schemas';
import type { z } from 'zod';
import { call } from '../../../lib/api/apiClient';
import { useFeed } from '../../../lib/realtime/useFeed';
import { useMoneyFeed } from '../../../lib/money/moneyFeed';
import { useSessionOrganizationId } from '../../../lib/lavados/organizationScope';

/** Each dashboard figure is one call's answer: `of(route)` holds it for every organization, `for` the organization's. */
const dashboardKeys = {
  of: (route: ApiRoute) => ['dashboard', route.path] as const,
  for: (route: ApiRoute, organizationId: string | null) => [...dashboardKeys.of(route), organizationId] as const,
};

export type { WashCount };

/** The car-wash module this dashboard belongs to. */
const WASH_MODULE = 'CarWash';

function useDashboardQuery<Response extends z.ZodType>(route: ApiRoute<string, typeof organizationScopedBody, Response>) {
  const organizationId = useSessionOrganizationId();
  return useQuery({
    queryKey: dashboardKeys.for(route, organizationId),
    queryFn: () => call(route, { organizationId }),
  });
}

export function useWashModule() {
  const query = useDashboardQuery(dashboardApi.getOrganizationMenu);
  return { ...query, data: query.data?.find((module) => module.module === WASH_MODULE) };
}

export const useEmployeesCount = () => useDashboardQuery(dashboardApi.countEmployees);
export const useAdminsCount = () => useDashboardQuery(dashboardApi.countAdministrators);
export const useClientsCount = () => useDashboardQuery(dashboardApi.countClients);

/** The setup checklist; a first service registered anywhere ticks a step, so it is read again on every ticket push. */
export function useSetupProgress() {
  const queryClient = useQueryClient();
  useFeed(TICKET_CHANGED, () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.of(dashboardApi.getSetupProgress) }));
  return useDashboardQuery(dashboardApi.getSetupProgress);
}

/** Washes per service; a ticket pushed from anywhere may be a new one, so the counts are read again. */
export function useWashCounts() {
  const queryClient = useQueryClient();
  useFeed(TICKET_CHANGED, () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.of(dashboardApi.countServices) }));
  return useDashboardQuery(dashboardApi.countServices);
}

/** Today's money (AD): payments, what today's finished tickets were charged, done and waiting; kept live with the board and the money. */
export function useMoneyToday() {
  const queryClient = useQueryClient();
  const organizationId = useSessionOrganizationId();
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.of(dashboardApi.getMoneyToday) });
  useFeed(TICKET_CHANGED, readAgain);
  useMoneyFeed(readAgain);
  return useQuery({
    queryKey: dashboardKeys.for(dashboardApi.getMoneyToday, organizationId),
    queryFn: () => call(dashboardApi.getMoneyToday, { organizationId }),
  });
}
