import { moneyApi } from '@lavado/shared/money/money.contract';
import type { Currency, VehicleGroup } from '@lavado/shared/money/money';
import type { BillingSetup } from '@lavado/shared/money/money.schemas';
import { sessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { useMoneyCommand } from '../../../lib/money/moneyQueries';

export { useBillingSetup } from '../../../lib/money/moneyQueries';

const organizationId = () => sessionOrganizationId();

export const useSetCurrency = () =>
  useMoneyCommand(moneyApi.setCurrency, (currency: Currency) => ({ organizationId: organizationId(), currency }));
export const useAddService = () => useMoneyCommand(moneyApi.addService, (name: string) => ({ organizationId: organizationId(), name }));
export const useSetPrice = () =>
  useMoneyCommand(
    moneyApi.setPrice,
    (price: { serviceCode: string; vehicleGroup: VehicleGroup; amount: number; effectiveFrom: string }) => ({
      organizationId: organizationId(),
      ...price,
    }),
  );
export const useSetCommissionRule = () =>
  useMoneyCommand(moneyApi.setCommissionRule, (rule: BillingSetup['commissionRule']) => ({ organizationId: organizationId(), rule }));
export const useSetPaymentPolicy = () =>
  useMoneyCommand(moneyApi.setPaymentPolicy, (employeesMayRecordPayments: boolean) => ({
    organizationId: organizationId(),
    employeesMayRecordPayments,
  }));
