/**
 * The locale (docs/specification.md#locale) shows dates as d/M/yy and times as H:mm. The API already gives dates and times
 * in the organization's time zone ('YYYY-MM-DD', 'HH:mm', 'YYYY-MM-DD HH:mm'), so formatting them
 * is a matter of rearranging digits: no time-zone arithmetic happens in the browser.
 */

export { shortDate, shortTime } from '@lavado/shared/time/short-date';

/** 'YYYY-MM-DD HH:mm' (a ticket's `arrivalDate`) → its date and its time. */
export function splitDateTime(dateTime: string): { date: string; time: string } {
  const [date = '', time = ''] = dateTime.split(' ');
  return { date, time };
}
