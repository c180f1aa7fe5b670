import { formatMoney, type Currency } from '@lavado/shared/money/money';

/** A difference with its sign: short is '-$2.000', over is '+$500'. */
export function formatSigned(amount: number, currency: Currency): string {
  if (amount === 0) return formatMoney(0, currency);
  return `${amount > 0 ? '+' : '-'}${formatMoney(Math.abs(amount), currency)}`;
}
