import { moneyApi } from '@lavado/shared/money/money.contract';
import type { PaymentMethod } from '@lavado/shared/money/money';
import { call } from '../api/apiClient';
import { sessionOrganizationId } from '../lavados/organizationScope';
import { useMoneyCommand } from './moneyQueries';

const organizationId = () => sessionOrganizationId();

export const useRecordPayment = (id: string) =>
  useMoneyCommand((payment: { paymentId: string; method: PaymentMethod; amount: number; boleta: string }) =>
    call(moneyApi.recordPayment, { organizationId: organizationId(), id, ...payment }),
  );
export const usePriceTicket = (id: string) =>
  useMoneyCommand((values: { amount: number; reason: string }) =>
    call(moneyApi.priceTicket, { organizationId: organizationId(), id, ...values }),
  );
export const useDiscountTicket = (id: string) =>
  useMoneyCommand((values: { amount: number; reason: string }) =>
    call(moneyApi.discountTicket, { organizationId: organizationId(), id, ...values }),
  );
export const useMarkCourtesy = (id: string) =>
  useMoneyCommand(({ reason }: { reason: string }) => call(moneyApi.markCourtesy, { organizationId: organizationId(), id, reason }));
export const useVoidTicket = (id: string) =>
  useMoneyCommand(({ reason }: { reason: string }) => call(moneyApi.voidTicket, { organizationId: organizationId(), id, reason }));
export const useSetWashers = (id: string) =>
  useMoneyCommand(({ washers }: { washers: { userId: string; percent: number }[] }) =>
    call(moneyApi.setWashers, { organizationId: organizationId(), id, washers }),
  );
