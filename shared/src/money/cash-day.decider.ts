import { assertNever, type Decider } from '../domain/decider';
import { conflict, forbidden, invalid } from '../domain/errors';
import type { CashDayEvent } from './cash-day.events';
import {
  CLP_DENOMINATIONS,
  denominationsTotal,
  paymentMethods,
  zeroByMethod,
  type AmountsByMethod,
  type Currency,
  type DenominationCount,
  type PaymentMethod,
} from './money';
import type { BillingActor } from './ticket-billing.decider';

/**
 * How far back an AD may open or close a day: today and the days before it, up to this many. A close
 * is the record of what the drawer held that evening; opening or closing one weeks later is not
 * a count but a rewrite (docs/money.md, Cash close).
 */
export const CASH_DAY_WINDOW_DAYS = 7;

/** The oldest day that may still be opened or closed when the organization's day is `today` (YYYY-MM-DD). */
export function earliestCashDay(today: string): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - CASH_DAY_WINDOW_DAYS);
  return date.toISOString().slice(0, 10);
}

export const cashDayMessages = {
  adminOnly: 'Solo un administrador puede abrir o cerrar la caja.',
  alreadyOpen: 'La caja de este día ya fue abierta.',
  closed: 'La caja de este día ya está cerrada.',
  future: 'No se puede abrir ni cerrar la caja de un día futuro.',
  outsideWindow: `Solo se puede abrir o cerrar la caja de hoy y de los ${CASH_DAY_WINDOW_DAYS} días anteriores.`,
  countNotInPesos: 'El conteo por billetes y monedas es solo para una caja en pesos chilenos.',
  countRepeated: 'Cada billete o moneda se cuenta una sola vez.',
  countMismatch: 'El conteo por billetes y monedas no suma lo contado en efectivo.',
  paymentsPending: 'Hay pagos recién registrados que aún no se reflejan en la caja. Intente cerrarla de nuevo en unos segundos.',
} as const;

export type CashDayState =
  | { phase: 'unopened' }
  | { phase: 'open'; openingCash: number }
  | { phase: 'closed'; openingCash: number; expected: AmountsByMethod; counted: AmountsByMethod; totalDifference: number };

export type CashDayCommand =
  | { type: 'OpenDay'; organizationId: string; day: string; today: string; actor: BillingActor; openingCash: number; now: Date }
  | {
      type: 'CloseDay';
      organizationId: string;
      day: string;
      today: string;
      actor: BillingActor;
      /** The day's payments so far, from the payments read model: the close counts exactly these. */
      payments: readonly DayPayment[];
      /** The drawer's currency (the organization's): only payments in it are expected in the drawer. */
      currency: Currency;
      counted: AmountsByMethod;
      /** The cash counted by notes and coins, or null when it was typed as one amount. */
      cashCount: readonly DenominationCount[] | null;
      note: string;
      now: Date;
    };

export interface DayPayment {
  paymentId: string;
  method: PaymentMethod;
  amount: number;
  /** The currency of the ticket it pays. */
  currency: Currency;
}

export function totalsByMethod(payments: readonly Pick<DayPayment, 'method' | 'amount'>[]): AmountsByMethod {
  const totals = zeroByMethod();
  for (const payment of payments) totals[payment.method] += payment.amount;
  return totals;
}

/** What should be in each method at close: the payments, plus the opening float in the cash drawer. */
export function expectedAtClose(openingCash: number, payments: AmountsByMethod): AmountsByMethod {
  return { ...payments, cash: payments.cash + openingCash };
}

export function differenceByMethod(counted: AmountsByMethod, expected: AmountsByMethod): AmountsByMethod {
  const difference = zeroByMethod();
  for (const method of paymentMethods) difference[method] = counted[method] - expected[method];
  return difference;
}

/**
 * A count by notes and coins as the close records it: the denominations counted (quantity above zero), largest
 * first. Refused unless the drawer is in pesos, each denomination appears once and they add up to the cash counted.
 */
function recordedCashCount(count: readonly DenominationCount[], currency: Currency, countedCash: number): DenominationCount[] {
  if (currency !== 'CLP') throw invalid(cashDayMessages.countNotInPesos);
  if (new Set(count.map((entry) => entry.denomination)).size !== count.length) throw invalid(cashDayMessages.countRepeated);
  if (denominationsTotal(count) !== countedCash) throw invalid(cashDayMessages.countMismatch);
  return CLP_DENOMINATIONS.flatMap((denomination) =>
    count.filter((entry) => entry.denomination === denomination && entry.quantity > 0),
  ).map(({ denomination, quantity }) => ({ denomination, quantity }));
}

/** A day that was never opened closes as if it had opened with an empty drawer. */
const openingCashOf = (state: CashDayState) => (state.phase === 'unopened' ? 0 : state.openingCash);

export const cashDayDecider: Decider<CashDayCommand, CashDayState, CashDayEvent> = {
  initialState: { phase: 'unopened' },

  evolve(state, event) {
    switch (event.type) {
      case 'BusinessDayOpened':
        return { phase: 'open', openingCash: event.data.openingCash };
      case 'BusinessDayClosed': {
        const { expected, counted, totalDifference } = event.data;
        return { phase: 'closed', openingCash: openingCashOf(state), expected, counted, totalDifference };
      }
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    if (command.actor.role !== 'AD') throw forbidden(cashDayMessages.adminOnly);
    if (command.day > command.today) throw invalid(cashDayMessages.future);
    if (command.day < earliestCashDay(command.today)) throw invalid(cashDayMessages.outsideWindow);
    if (state.phase === 'closed') throw conflict(cashDayMessages.closed);
    const { organizationId, day } = command;
    switch (command.type) {
      case 'OpenDay':
        if (state.phase === 'open') throw conflict(cashDayMessages.alreadyOpen);
        return [
          {
            type: 'BusinessDayOpened',
            data: { organizationId, day, openingCash: command.openingCash, openedAt: command.now.toISOString() },
          },
        ];
      case 'CloseDay': {
        // A payment in another currency (a ticket priced before the organization changed it) is named by the close but
        // never added to the drawer's amounts: pesos and euros do not add up.
        const inDrawerCurrency = command.payments.filter((payment) => payment.currency === command.currency);
        const expected = expectedAtClose(openingCashOf(state), totalsByMethod(inDrawerCurrency));
        const difference = differenceByMethod(command.counted, expected);
        const totalDifference = paymentMethods.reduce((sum, method) => sum + difference[method], 0);
        const cashCount = command.cashCount === null ? null : recordedCashCount(command.cashCount, command.currency, command.counted.cash);
        return [
          {
            type: 'BusinessDayClosed',
            data: {
              organizationId,
              day,
              expected,
              counted: command.counted,
              difference,
              totalDifference,
              note: command.note.trim(),
              closedAt: command.now.toISOString(),
              currency: command.currency,
              paymentIds: command.payments.map((payment) => payment.paymentId),
              ...(cashCount === null ? {} : { cashCount }),
            },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};
