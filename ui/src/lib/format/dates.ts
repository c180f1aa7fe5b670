/**
 * The locale (docs/specification.md#locale) shows dates as d/M/yy and times as H:mm. The API already gives dates and times
 * in the organization's time zone ('YYYY-MM-DD', 'HH:mm', 'YYYY-MM-DD HH:mm'), so formatting them
 * is a matter of rearranging digits: no time-zone arithmetic happens in the browser.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^(\d{2}):(\d{2})/;

/** '2025-06-01' → '1/6/25'; anything else is shown as it came. */
export function shortDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, year = '', month = '', day = ''] = match;
  return `${Number(day)}/${Number(month)}/${year.slice(2)}`;
}

/** '08:05' → '8:05'; anything else is shown as it came. */
export function shortTime(clockTime: string): string {
  const match = CLOCK_TIME.exec(clockTime);
  if (!match) return clockTime;
  const [, hours = '', minutes = ''] = match;
  return `${Number(hours)}:${minutes}`;
}

/** 'YYYY-MM-DD HH:mm' (a ticket's `arrivalDate`) → its date and its time. */
export function splitDateTime(dateTime: string): { date: string; time: string } {
  const [date = '', time = ''] = dateTime.split(' ');
  return { date, time };
}
