import { moneyMessages } from '@lavado/shared/messages/money';
import { formatMoney, PAYMENT_METHODS, paymentMethods } from '@lavado/shared/money/money';
import type { CashDay } from '@lavado/shared/money/money.schemas';
import type { ExcelTable } from '../../../lib/export/excelFile';
import { shortDateTime } from '../../../lib/format/instants';

const texts = moneyMessages.cash;

/** A closed day as a sheet: one row per method, the totals, the note and the corrections recorded since. */
export function cashCloseTable(day: CashDay): ExcelTable {
  const money = (amount: number | null | undefined) => (amount === null || amount === undefined ? '' : formatMoney(amount, day.currency));
  const rows: (string | number)[][] = paymentMethods.map((method) => [
    PAYMENT_METHODS[method],
    money(day.payments[method]),
    money(day.expected[method]),
    money(day.counted?.[method]),
    money(day.difference?.[method]),
  ]);
  rows.push([texts.total, '', '', '', money(day.totalDifference)]);
  rows.push([texts.openingCash, money(day.openingCash), '', '', '']);
  if (day.note) rows.push([texts.note, day.note, '', '', '']);
  for (const correction of day.corrections) {
    rows.push([
      `${texts.corrections}: ${correction.ppu}`,
      PAYMENT_METHODS[correction.method],
      money(correction.amount),
      correction.boleta,
      shortDateTime(correction.recordedAt),
    ]);
  }
  return {
    fileName: texts.exportFile(day.day),
    sheetName: texts.exportSheet,
    header: [texts.method, texts.payments, texts.expected, texts.counted, texts.difference],
    rows,
  };
}
