import { moneyApi } from '@lavado/shared/money/money.contract';
import type { Currency, VehicleGroup } from '@lavado/shared/money/money';
import type { BillingSetup } from '@lavado/shared/money/money.schemas';
import { call } from '../../../lib/api/apiClient';
import { sessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { useMoneyCommand } from '../../../lib/money/moneyQueries';

export { useBillingSetup } from '../../../lib/money/moneyQueries';

const organizationId = () => sessionOrganizationId();

export const useSetCurrency = () =>
  useMoneyCommand((currency: Currency) => call(moneyApi.setCurrency, { organizationId: organizationId(), currency }));
export const useAddService = () => useMoneyCommand((name: string) => call(moneyApi.addService, { organizationId: organizationId(), name }));
export const useSetPrice = () =>
  useMoneyCommand((price: { serviceCode: string; vehicleGroup: VehicleGroup; amount: number; effectiveFrom: string }) =>
    call(moneyApi.setPrice, { organizationId: organizationId(), ...price }),
  );
export const useSetCommissionRule = () =>
  useMoneyCommand((rule: BillingSetup['commissionRule']) => call(moneyApi.setCommissionRule, { organizationId: organizationId(), rule }));
export const useSetPaymentPolicy = () =>
  useMoneyCommand((employeesMayRecordPayments: boolean) =>
    call(moneyApi.setPaymentPolicy, { organizationId: organizationId(), employeesMayRecordPayments }),
  );
