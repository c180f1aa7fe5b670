import type { BillingSetup, TicketMoney } from '@lavado/shared/money/money.schemas';
import { ok, refused, type FakeHandler } from './fakeApi';

export const billingSetup = (changes: Partial<BillingSetup> = {}): BillingSetup => ({
  currency: 'CLP',
  services: [
    { code: 'BA', name: 'Basico' },
    { code: 'FL', name: 'Full' },
    { code: 'EM', name: 'Estandar Minero' },
  ],
  prices: [],
  commissionRule: { kind: 'percent', percent: 0 },
  employeesMayRecordPayments: true,
  currencyLocked: false,
  ...changes,
});

export const ticketMoney = (ticketId: string, changes: Partial<TicketMoney> = {}): TicketMoney => ({
  ticketId,
  currency: 'CLP',
  price: 12990,
  priceSource: 'list',
  discounts: 0,
  courtesy: false,
  voided: false,
  charged: 12990,
  paid: 0,
  balance: 12990,
  finished: true,
  finishedDayClosed: false,
  payments: [],
  washers: null,
  ...changes,
});

/**
 * The money calls of one ticket, following the accepted commands like the real API (payments are
 * recorded once per paymentId; a payment above the balance is refused in the decider's words).
 */
export function ticketMoneyHandlers(initial: TicketMoney, setup: BillingSetup = billingSetup()) {
  let money = { ...initial };
  const recompute = (changes: Partial<TicketMoney>) => {
    money = { ...money, ...changes };
    const charged = money.courtesy || money.voided || money.price === null ? 0 : money.price - money.discounts;
    money = { ...money, charged, balance: Math.max(0, charged - money.paid) };
    return ok({ status: true, msg: 'Listo.', money });
  };
  const handlers: Record<string, FakeHandler> = {
    'billing/getBillingSetup': () => ok(setup),
    'payments/getTicketMoney': () => ok(money),
    'payments/recordPayment': (body) => {
      const { paymentId, method, amount, boleta } = body as { paymentId: string; method: 'cash'; amount: number; boleta: string };
      if (money.payments.some((payment) => payment.paymentId === paymentId)) return ok({ status: true, msg: 'Listo.', money });
      if (amount > money.balance) return refused(400, `El monto supera el saldo pendiente ($${money.balance}).`);
      const payment = {
        paymentId,
        method,
        amount,
        boleta,
        businessDay: '2025-06-10',
        correction: false,
        recordedAt: '2025-06-10T15:00:00.000Z',
      };
      return recompute({ paid: money.paid + amount, payments: [...money.payments, payment] });
    },
    'payments/priceTicket': (body) => recompute({ price: (body as { amount: number }).amount, priceSource: 'manual' }),
    'payments/discountTicket': (body) => recompute({ discounts: money.discounts + (body as { amount: number }).amount }),
    'payments/markCourtesy': () => recompute({ courtesy: true }),
    'payments/voidTicket': () => recompute({ voided: true }),
    'payments/setWashers': (body) => {
      const { washers } = body as { washers: { userId: string; percent: number }[] };
      return recompute({ washers: washers.map((washer) => ({ ...washer, name: washer.userId })) });
    },
  };
  return { handlers, current: () => money };
}
