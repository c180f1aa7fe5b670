import { moneyApi } from '@lavado/shared/money/money.contract';
import { moneyCommand } from '../../../lib/money/moneyQueries';
import { useCommand } from '../../../lib/query/useCommand';

export { useBillingSetup } from '../../../lib/money/moneyQueries';

export const useSetCurrency = () => useCommand(moneyApi.setCurrency, moneyCommand);
export const useAddService = () => useCommand(moneyApi.addService, moneyCommand);
export const useSetPrices = () => useCommand(moneyApi.setPrices, moneyCommand);
export const useSetCommissionRule = () => useCommand(moneyApi.setCommissionRule, moneyCommand);
export const useSetPaymentPolicy = () => useCommand(moneyApi.setPaymentPolicy, moneyCommand);
