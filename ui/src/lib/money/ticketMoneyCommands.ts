import { moneyApi } from '@lavado/shared/money/money.contract';
import type { PaymentMethod } from '@lavado/shared/money/money';
import { sessionOrganizationId } from '../lavados/organizationScope';
import { useMoneyCommand } from './moneyQueries';

const organizationId = () => sessionOrganizationId();

export const useRecordPayment = (id: string) =>
  useMoneyCommand(moneyApi.recordPayment, (payment: { paymentId: string; method: PaymentMethod; amount: number; boleta: string }) => ({
    organizationId: organizationId(),
    id,
    ...payment,
  }));
export const usePriceTicket = (id: string) =>
  useMoneyCommand(moneyApi.priceTicket, (values: { amount: number; reason: string }) => ({
    organizationId: organizationId(),
    id,
    ...values,
  }));
export const useDiscountTicket = (id: string) =>
  useMoneyCommand(moneyApi.discountTicket, (values: { amount: number; reason: string }) => ({
    organizationId: organizationId(),
    id,
    ...values,
  }));
export const useMarkCourtesy = (id: string) =>
  useMoneyCommand(moneyApi.markCourtesy, ({ reason }: { reason: string }) => ({ organizationId: organizationId(), id, reason }));
export const useVoidTicket = (id: string) =>
  useMoneyCommand(moneyApi.voidTicket, ({ reason }: { reason: string }) => ({ organizationId: organizationId(), id, reason }));
export const useSetWashers = (id: string) =>
  useMoneyCommand(moneyApi.setWashers, ({ washers, reason }: { washers: { userId: string; percent: number }[]; reason?: string }) => ({
    organizationId: organizationId(),
    id,
    washers,
    ...(reason ? { reason } : {}),
  }));
