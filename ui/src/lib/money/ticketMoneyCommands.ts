import { moneyApi } from '@lavado/shared/money/money.contract';
import { useCommand } from '../query/useCommand';
import { moneyCommand } from './moneyQueries';

export const useRecordPayment = () => useCommand(moneyApi.recordPayment, moneyCommand);
export const usePriceTicket = () => useCommand(moneyApi.priceTicket, moneyCommand);
export const useDiscountTicket = () => useCommand(moneyApi.discountTicket, moneyCommand);
export const useMarkCourtesy = () => useCommand(moneyApi.markCourtesy, moneyCommand);
export const useVoidTicket = () => useCommand(moneyApi.voidTicket, moneyCommand);
export const useSetWashers = () => useCommand(moneyApi.setWashers, moneyCommand);
