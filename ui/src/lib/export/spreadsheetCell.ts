import { CURRENCIES, formatMoney, type Currency } from '@lavado/shared/money/money';
import { formatInZone } from '@lavado/shared/time/zone';

/** An amount, written as a number in the currency's unit with the currency's format, so a sheet can add it up. */
export interface MoneyCell {
  money: number;
  currency: Currency;
}
/** A calendar day ('YYYY-MM-DD'), written as an Excel date. */
export interface DateCell {
  date: string;
}
/** An instant (ISO 8601), written as an Excel date and time on Chile's wall clock. */
export interface DateTimeCell {
  dateTime: string;
}
/** A time of day ('HH:mm'), written as an Excel time. */
export interface TimeCell {
  time: string;
}

/** What a spreadsheet cell may hold; `null` leaves the cell empty. Typed cells are written as numbers with a format. */
export type SpreadsheetCell = string | number | null | MoneyCell | DateCell | DateTimeCell | TimeCell;

export const moneyCell = (amount: number, currency: Currency): MoneyCell => ({ money: amount, currency });
export const dateCell = (isoDate: string): DateCell => ({ date: isoDate });
export const dateTimeCell = (isoInstant: string): DateTimeCell => ({ dateTime: isoInstant });
export const timeCell = (clockTime: string): TimeCell => ({ time: clockTime });

/** Excel number formats: pesos without decimals, euros with two; dates as the app writes them (d/M/yy). */
export const EXCEL_FORMATS = {
  CLP: '"$"#,##0;-"$"#,##0',
  EUR: '#,##0.00 "€";-#,##0.00 "€"',
  date: 'd/m/yy',
  dateTime: 'd/m/yy h:mm',
  time: 'h:mm',
} as const;

/** A cell as the sheet stores it: its value, and for a typed one its type and number format. */
export interface WrittenCell {
  value: string | number | null;
  type?: 'n';
  format?: string;
  /** What the cell shows, for the column's width. */
  shown: string;
}

const DAY_MS = 86_400_000;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** Excel's serial number of a wall-clock date and time (days since 30/12/1899, the time as the fraction). */
function excelSerial(isoDate: string, clockTime = '00:00'): number | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const time = /^(\d{1,2}):(\d{2})$/.exec(clockTime);
  if (!date || !time) return null;
  const [, year, month, day] = date.map(Number) as [number, number, number, number];
  const [, hours, minutes] = time.map(Number) as [number, number, number];
  return (Date.UTC(year, month - 1, day, hours, minutes) - EXCEL_EPOCH) / DAY_MS;
}

/**
 * First characters that make a spreadsheet read text as a formula (docs/security.md rule 38, OWASP "CSV
 * injection"): `=`, `+`, `-`, `@`, tab, carriage return and NUL.
 */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r', '\0'] as const;

/** Text that a spreadsheet would run as a formula gets a leading `'`, which makes it plain text. */
export function escapeCell(cell: string | number | null): string | number | null {
  if (typeof cell !== 'string' || !FORMULA_TRIGGERS.some((trigger) => cell.startsWith(trigger))) return cell;
  return `'${cell}`;
}

/** A cell as it is written: text escaped, amounts and dates as numbers with their format (a value that is not one stays text). */
export function writtenCell(cell: SpreadsheetCell): WrittenCell {
  if (cell === null || typeof cell === 'string' || typeof cell === 'number') {
    const value = escapeCell(cell);
    return { value, shown: value === null ? '' : String(value) };
  }
  if ('money' in cell) {
    const value = cell.money / 10 ** CURRENCIES[cell.currency].minorDigits;
    return { value, type: 'n', format: EXCEL_FORMATS[cell.currency], shown: formatMoney(cell.money, cell.currency) };
  }
  if ('date' in cell) return typedDate(excelSerial(cell.date), cell.date, EXCEL_FORMATS.date);
  if ('time' in cell) return typedDate(excelSerial('1899-12-30', cell.time), cell.time, EXCEL_FORMATS.time);
  const instant = new Date(cell.dateTime);
  if (Number.isNaN(instant.getTime())) return { value: escapeCell(cell.dateTime), shown: cell.dateTime };
  const [date, time] = formatInZone(instant, 'yyyy-MM-dd HH:mm').split(' ') as [string, string];
  return typedDate(excelSerial(date, time), cell.dateTime, EXCEL_FORMATS.dateTime);
}

function typedDate(serial: number | null, text: string, format: string): WrittenCell {
  if (serial === null) return { value: escapeCell(text), shown: text };
  return { value: serial, type: 'n', format, shown: format };
}
