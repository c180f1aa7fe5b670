import { moneyApi } from '@lavado/shared/money/money.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { sessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { moneyCommand, moneyKeys } from '../../../lib/money/moneyQueries';
import { useCommand } from '../../../lib/query/useCommand';

export function useCashDay(day: string) {
  return useQuery({
    queryKey: moneyKeys.cash(day),
    queryFn: () => call(moneyApi.getCashDay, { organizationId: sessionOrganizationId(), day }),
  });
}

export const useOpenDay = () => useCommand(moneyApi.openCashDay, moneyCommand);
export const useCloseDay = () => useCommand(moneyApi.closeCashDay, moneyCommand);
