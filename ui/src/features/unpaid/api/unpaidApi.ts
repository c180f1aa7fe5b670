import { moneyApi } from '@lavado/shared/money/money.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { sessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { moneyKeys } from '../../../lib/money/moneyQueries';

/** Finished tickets with a balance, oldest first (as the server lists them). */
export function useUnpaidTickets() {
  return useQuery({
    queryKey: moneyKeys.unpaid,
    queryFn: () => call(moneyApi.listUnpaidTickets, { organizationId: sessionOrganizationId() }),
  });
}
