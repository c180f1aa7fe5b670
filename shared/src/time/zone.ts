import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE } from './default-zone';

export { DEFAULT_TIME_ZONE };

/** `instant` as the wall clock of `timeZone` shows it, in a date-fns pattern ('yyyy-MM-dd HH:mm'). */
export function formatInZone(instant: Date | string, pattern: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInTimeZone(instant, timeZone, pattern);
}

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInZone(instant, 'yyyy-MM-dd', timeZone);
}

/**
 * The instant at which the wall clock of `timeZone` reads `wallClock` ('YYYY-MM-DD HH:mm[:ss]', as
 * the date-time pickers give it), as ISO with that zone's offset then ('2025-06-15T10:00:00-04:00').
 * The browser's own zone plays no part: an SA abroad still means Chile's clock.
 */
export function instantOfWallClock(wallClock: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(wallClock)) throw new Error(`not a wall-clock time: ${wallClock}`);
  return formatInZone(fromZonedTime(wallClock, timeZone), "yyyy-MM-dd'T'HH:mm:ssXXX", timeZone);
}
