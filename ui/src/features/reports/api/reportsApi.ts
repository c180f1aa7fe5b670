import { moneyApi } from '@lavado/shared/money/money.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { sessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { moneyKeys } from '../../../lib/money/moneyQueries';
import type { Period } from '../../../lib/money/PeriodPicker';

export function useRevenueReport(period: Period, valid: boolean) {
  return useQuery({
    queryKey: moneyKeys.revenue(period),
    queryFn: () => call(moneyApi.getRevenueReport, { organizationId: sessionOrganizationId(), ...period }),
    enabled: valid,
  });
}
