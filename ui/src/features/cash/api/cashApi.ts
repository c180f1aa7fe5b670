import { moneyApi } from '@lavado/shared/money/money.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { sessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { useMoneyFeed } from '../../../lib/money/moneyFeed';
import { moneyCommand, moneyKeys } from '../../../lib/money/moneyQueries';
import { useCommand } from '../../../lib/query/useCommand';

/** A day's cash, read again when a change to that day is pushed (a payment, a close, a ticket finished on it). */
export function useCashDay(day: string) {
  const queryClient = useQueryClient();
  useMoneyFeed((change) => {
    if (change.days.includes(day)) void queryClient.invalidateQueries({ queryKey: moneyKeys.cash(day) });
  });
  return useQuery({
    queryKey: moneyKeys.cash(day),
    queryFn: () => call(moneyApi.getCashDay, { organizationId: sessionOrganizationId(), day }),
  });
}

export const useOpenDay = () => useCommand(moneyApi.openCashDay, moneyCommand);
export const useCloseDay = () => useCommand(moneyApi.closeCashDay, moneyCommand);

/**
 * What is still pending before `day` is closed (`cash/getCloseWarnings`): read when the close's warning opens and
 * again on every push of a money change while it is open (a ticket paid or finished from the warning).
 */
export function useCloseWarnings(day: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useMoneyFeed(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: moneyKeys.closeWarnings(day) });
  });
  return useQuery({
    queryKey: moneyKeys.closeWarnings(day),
    queryFn: () => call(moneyApi.getCloseWarnings, { organizationId: sessionOrganizationId(), day }),
    enabled,
    staleTime: 0,
  });
}
