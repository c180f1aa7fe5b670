import { moneyApi } from '@lavado/shared/money/money.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/apiClient';
import { sessionOrganizationId } from '../lavados/organizationScope';

/**
 * Every money read sits under this key: a payment changes the ticket, the unpaid list, the cash day
 * and the reports at once, so each money command refreshes them all.
 */
export const moneyQueryKey = ['money'] as const;

export function useBillingSetup() {
  return useQuery({
    queryKey: [...moneyQueryKey, 'setup'],
    queryFn: () => call(moneyApi.getBillingSetup, { organizationId: sessionOrganizationId() }),
  });
}

export function useTicketMoney(ticketId: string) {
  return useQuery({
    queryKey: [...moneyQueryKey, 'ticket', ticketId],
    queryFn: () => call(moneyApi.getTicketMoney, { organizationId: sessionOrganizationId(), id: ticketId }),
  });
}

/** A money command that refreshes every money read once it succeeded. */
export function useMoneyCommand<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyQueryKey }),
  });
}
