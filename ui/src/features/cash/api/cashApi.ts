import { moneyApi } from '@lavado/shared/money/money.contract';
import type { AmountsByMethod } from '@lavado/shared/money/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { sessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { useMoneyFeed } from '../../../lib/money/moneyFeed';
import { moneyQueryKey, useMoneyCommand } from '../../../lib/money/moneyQueries';

/** A day's cash, read again when a change to that day is pushed (a payment, a close, a ticket finished on it). */
export function useCashDay(day: string) {
  const queryClient = useQueryClient();
  useMoneyFeed((change) => {
    if (change.days.includes(day)) void queryClient.invalidateQueries({ queryKey: [...moneyQueryKey, 'cash', day] });
  });
  return useQuery({
    queryKey: [...moneyQueryKey, 'cash', day],
    queryFn: () => call(moneyApi.getCashDay, { organizationId: sessionOrganizationId(), day }),
  });
}

export const useOpenDay = () =>
  useMoneyCommand(moneyApi.openDay, ({ day, openingCash }: { day: string; openingCash: number }) => ({
    organizationId: sessionOrganizationId(),
    day,
    openingCash,
  }));

export const useCloseDay = () =>
  useMoneyCommand(moneyApi.closeDay, ({ day, counted, note }: { day: string; counted: AmountsByMethod; note: string }) => ({
    organizationId: sessionOrganizationId(),
    day,
    counted,
    note,
  }));
