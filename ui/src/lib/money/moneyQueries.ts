import { moneyApi } from '@lavado/shared/money/money.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/apiClient';
import { sessionOrganizationId } from '../lavados/organizationScope';
import { useMoneyFeed } from './moneyFeed';
import type { Period } from './PeriodPicker';

const everyMoneyRead = ['money'] as const;

/** Every money read, under one key: `all`. */
export const moneyKeys = {
  all: everyMoneyRead,
  setup: [...everyMoneyRead, 'setup'] as const,
  ticket: (ticketId: string) => [...everyMoneyRead, 'ticket', ticketId] as const,
  unpaid: [...everyMoneyRead, 'unpaid'] as const,
  cash: (day: string) => [...everyMoneyRead, 'cash', day] as const,
  /** What is pending before a day's close: refreshed by every money command (a payment made from the warning). */
  closeWarnings: (day: string) => [...everyMoneyRead, 'close-warnings', day] as const,
  commissions: (period: Period) => [...everyMoneyRead, 'commissions', period.from, period.to] as const,
  revenue: (period: Period) => [...everyMoneyRead, 'revenue', period.from, period.to] as const,
  washerChoices: [...everyMoneyRead, 'washer-choices'] as const,
};

/**
 * What every money command reads again: a payment changes the ticket, the unpaid list, the cash day
 * and the reports at once, so each money command refreshes them all.
 */
export const moneyCommand = { invalidates: [moneyKeys.all] };

export function useBillingSetup() {
  return useQuery({
    queryKey: moneyKeys.setup,
    queryFn: () => call(moneyApi.getBillingSetup, { organizationId: sessionOrganizationId() }),
  });
}

/** A ticket's money, read again when a change to it is pushed (a payment taken on another device). */
export function useTicketMoney(ticketId: string) {
  const queryClient = useQueryClient();
  useMoneyFeed((change) => {
    if (change.ticketIds.includes(ticketId)) void queryClient.invalidateQueries({ queryKey: moneyKeys.ticket(ticketId) });
  });
  return useQuery({
    queryKey: moneyKeys.ticket(ticketId),
    queryFn: () => call(moneyApi.getTicketMoney, { organizationId: sessionOrganizationId(), id: ticketId }),
  });
}
