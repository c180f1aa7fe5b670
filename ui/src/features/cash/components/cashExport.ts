import { moneyMessages } from '@lavado/shared/messages/money';
import { formatMoney, PAYMENT_METHODS, paymentMethods } from '@lavado/shared/money/money';
import type { CashDay } from '@lavado/shared/money/money.schemas';
import type { ExcelTable } from '../../../lib/export/excelFile';
import { dateTimeCell, moneyCell, type SpreadsheetCell } from '../../../lib/export/spreadsheetCell';

const texts = moneyMessages.cash;

/**
 * A closed day as a sheet: one row per method, the totals, the note, payments in another currency, and the
 * corrections and commission changes recorded since, each amount in its own currency.
 */
export function cashCloseTable(day: CashDay): ExcelTable {
  const money = (amount: number | null | undefined) => (amount === null || amount === undefined ? null : moneyCell(amount, day.currency));
  const rows: SpreadsheetCell[][] = paymentMethods.map((method) => [
    PAYMENT_METHODS[method],
    money(day.payments[method]),
    money(day.expected[method]),
    money(day.counted?.[method]),
    money(day.difference?.[method]),
  ]);
  rows.push([
    texts.total,
    money(paymentMethods.reduce((sum, method) => sum + day.payments[method], 0)),
    null,
    null,
    money(day.totalDifference),
  ]);
  rows.push([texts.openingCash, money(day.openingCash), null, null, null]);
  for (const { denomination, quantity } of day.cashCount ?? [])
    rows.push([`${texts.cashCount}: ${formatMoney(denomination, 'CLP')}`, quantity, moneyCell(denomination * quantity, 'CLP'), null, null]);
  if (day.note) rows.push([texts.note, day.note, null, null, null]);
  for (const { currency, payments } of day.otherPayments)
    for (const method of paymentMethods)
      if (payments[method] !== 0)
        rows.push([texts.otherPayments, PAYMENT_METHODS[method], moneyCell(payments[method], currency), null, null]);
  for (const correction of day.corrections) {
    rows.push([
      `${texts.corrections}: ${correction.ppu}`,
      PAYMENT_METHODS[correction.method],
      moneyCell(correction.amount, correction.currency),
      correction.boleta,
      dateTimeCell(correction.recordedAt),
    ]);
  }
  const shares = (list: CashDay['commissionChanges'][number]['after']) => list.map((share) => `${share.name} ${share.percent}%`).join(', ');
  for (const change of day.commissionChanges) {
    rows.push([
      `${texts.commissionChanges}: ${change.ppu}`,
      `${shares(change.before)} → ${shares(change.after)}`,
      change.reason ?? '',
      change.changedBy ?? '',
      dateTimeCell(change.changedAt),
    ]);
  }
  return {
    fileName: texts.exportFile(day.day),
    sheetName: texts.exportSheet,
    header: [texts.method, texts.payments, texts.expected, texts.counted, texts.difference],
    rows,
  };
}
