import { moneyApi } from '@lavado/shared/money/money.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { sessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { useMoneyFeed } from '../../../lib/money/moneyFeed';
import { moneyKeys } from '../../../lib/money/moneyQueries';

/** Finished tickets with a balance, oldest first (as the server lists them); read again when a ticket's money changes anywhere. */
export function useUnpaidTickets() {
  const queryClient = useQueryClient();
  useMoneyFeed((change) => {
    if (change.ticketIds.length > 0) void queryClient.invalidateQueries({ queryKey: moneyKeys.unpaid });
  });
  return useQuery({
    queryKey: moneyKeys.unpaid,
    queryFn: () => call(moneyApi.listUnpaidTickets, { organizationId: sessionOrganizationId() }),
  });
}
