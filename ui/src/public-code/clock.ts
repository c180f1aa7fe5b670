import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/default-zone';
import { shortDate, shortTime } from '../lib/format/dates';

/** Calendar dates as 'YYYY-MM-DD' and wall-clock times as 'HH:mm', both where the car washes are. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: DEFAULT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The local date of `instant`, 'YYYY-MM-DD'. */
export const localDay = (instant: Date): string => dayFormat.format(instant);

/** When a step was reached: its time today ('8:05'), or its date and time on another day ('1/6/25 18:30'). */
export function stepMoment(isoInstant: string, now: Date): string {
  const instant = new Date(isoInstant);
  if (Number.isNaN(instant.getTime())) return isoInstant;
  return dayAndTime(localDay(instant), timeFormat.format(instant), now);
}

/** A local date and time ('2025-06-02', '18:30') the same way: the time alone when it is today. */
export function dayAndTime(day: string, time: string, now: Date): string {
  return day === localDay(now) ? shortTime(time) : `${shortDate(day)} ${shortTime(time)}`;
}
