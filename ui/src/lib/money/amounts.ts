import { amountSchema, CURRENCIES, positiveAmountSchema, type Currency } from '@lavado/shared/money/money';
import { localDate } from '@lavado/shared/time/zone';
import { z } from 'zod';

/**
 * Amounts are typed as the currency is spoken (whole pesos; euros with cents) and sent in its
 * minor unit (money.ts): 12,5 € is 1250.
 */
export function toMinor(typed: number, currency: Currency): number {
  const scaled = typed * 10 ** CURRENCIES[currency].minorDigits;
  // 0.1 + 0.2 euros is 30 cents; a fraction of the minor unit is left for the schema to refuse.
  const rounded = Math.round(scaled);
  return Math.abs(scaled - rounded) < 1e-6 ? rounded : scaled;
}
export const fromMinor = (amount: number, currency: Currency) => amount / 10 ** CURRENCIES[currency].minorDigits;

/** NumberInput gives '' while the field is empty: that is "no amount", worded by the shared schema. */
const typedNumber = z.preprocess((value) => (value === '' || value === null ? undefined : value), z.number({ error: 'Ingrese un monto.' }));

/** A typed amount checked and converted to the minor unit by the shared amount schema. */
export const typedAmount = (currency: Currency) => typedNumber.transform((typed) => toMinor(typed, currency)).pipe(amountSchema);
export const typedPositiveAmount = (currency: Currency) =>
  typedNumber.transform((typed) => toMinor(typed, currency)).pipe(positiveAmountSchema);

/** The NumberInput settings for typing an amount of `currency`: es-CL thousands, cents only for EUR. */
export function amountInputProps(currency: Currency) {
  const digits = CURRENCIES[currency].minorDigits;
  return {
    thousandSeparator: '.',
    decimalSeparator: ',',
    decimalScale: digits,
    fixedDecimalScale: false,
    allowNegative: false,
    prefix: currency === 'CLP' ? '$' : undefined,
    suffix: currency === 'EUR' ? ' €' : undefined,
    hideControls: true,
  } as const;
}

/** Today's business day: the calendar day on Chile's clock, whatever the browser's zone. */
export const todayInChile = (now: Date = new Date()) => localDate(now);

const addDays = (isoDay: string, days: number) => {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The week (Monday to Sunday) that holds `isoDay`. */
export function weekOf(isoDay: string): { from: string; to: string } {
  const weekday = (new Date(`${isoDay}T12:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(isoDay, -weekday);
  return { from, to: addDays(from, 6) };
}
