import { moneyApi } from '@lavado/shared/money/money.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiRoute } from '@lavado/shared/api/route';
import { call } from '../api/apiClient';
import { idempotencyHeaders, useIdempotencyKey } from '../api/idempotencyKey';
import { sessionOrganizationId } from '../lavados/organizationScope';
import { useMoneyFeed } from './moneyFeed';

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

/** A ticket's money, read again when a change to it is pushed (a payment taken on another device). */
export function useTicketMoney(ticketId: string) {
  const queryClient = useQueryClient();
  useMoneyFeed((change) => {
    if (change.ticketIds.includes(ticketId)) void queryClient.invalidateQueries({ queryKey: [...moneyQueryKey, 'ticket', ticketId] });
  });
  return useQuery({
    queryKey: [...moneyQueryKey, 'ticket', ticketId],
    queryFn: () => call(moneyApi.getTicketMoney, { organizationId: sessionOrganizationId(), id: ticketId }),
  });
}

/**
 * A money command: `route` with the body `bodyOf` builds from the user's values, sent with an
 * `Idempotency-Key` that stays the same while the same request is sent again (a retry after a failure
 * or a dropped connection, which the server then recognizes instead of acting twice) and is forgotten
 * once it succeeded, so that the same values sent later are a new command. Refreshes every money read
 * once it succeeded.
 */
export function useMoneyCommand<Route extends ApiRoute, Variables>(route: Route, bodyOf: (variables: Variables) => ApiBody<Route>) {
  const queryClient = useQueryClient();
  const { idempotencyKeyFor, forget } = useIdempotencyKey();
  return useMutation({
    mutationFn: (variables: Variables) => {
      const body = bodyOf(variables);
      return call(route, body, idempotencyHeaders(idempotencyKeyFor(body)));
    },
    onSuccess: () => {
      forget();
      return queryClient.invalidateQueries({ queryKey: moneyQueryKey });
    },
  });
}
