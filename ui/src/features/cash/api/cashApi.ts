import { moneyApi } from '@lavado/shared/money/money.contract';
import type { AmountsByMethod } from '@lavado/shared/money/money';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { sessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { moneyQueryKey, useMoneyCommand } from '../../../lib/money/moneyQueries';

export function useCashDay(day: string) {
  return useQuery({
    queryKey: [...moneyQueryKey, 'cash', day],
    queryFn: () => call(moneyApi.getCashDay, { organizationId: sessionOrganizationId(), day }),
  });
}

export const useOpenDay = () =>
  useMoneyCommand(moneyApi.openCashDay, ({ day, openingCash }: { day: string; openingCash: number }) => ({
    organizationId: sessionOrganizationId(),
    day,
    openingCash,
  }));

export const useCloseDay = () =>
  useMoneyCommand(moneyApi.closeCashDay, ({ day, counted, note }: { day: string; counted: AmountsByMethod; note: string }) => ({
    organizationId: sessionOrganizationId(),
    day,
    counted,
    note,
  }));
