/**
 * The locale (docs/specification.md#locale) shows dates as d/M/yy and times as H:mm. Dates and times
 * already on the organization's clock ('YYYY-MM-DD', 'HH:mm') are rearranged, never converted.
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
