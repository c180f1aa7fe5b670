import { shortDate, shortTime } from '../lib/format/dates';
import { localClockTime, localDay } from '../lib/format/zonedClock';

/** When a step was reached: its time today ('8:05'), or its date and time on another day ('1/6/25 18:30'). */
export function stepMoment(isoInstant: string, now: Date): string {
  const instant = new Date(isoInstant);
  if (Number.isNaN(instant.getTime())) return isoInstant;
  return dayAndTime(localDay(instant), localClockTime(instant), now);
}

/** A local date and time ('2025-06-02', '18:30') the same way: the time alone when it is today. */
export function dayAndTime(day: string, time: string, now: Date): string {
  return day === localDay(now) ? shortTime(time) : `${shortDate(day)} ${shortTime(time)}`;
}
