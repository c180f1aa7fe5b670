import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE } from './default-zone';

export { DEFAULT_TIME_ZONE };

/** `instant` as the wall clock of `timeZone` shows it, in a date-fns pattern ('yyyy-MM-dd HH:mm'). */
export function formatInZone(instant: Date | string, pattern: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInTimeZone(instant, timeZone, pattern);
}

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and every command asks for today. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = dateFormatOf(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)!.value;
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** Wall-clock times already converted, per zone: deliveries repeat the same few dates and times all day. */
const instantsOfWallClocks = new Map<string, string>();
const MAX_REMEMBERED_INSTANTS = 1_000;

/**
 * The instant at which the wall clock of `timeZone` reads `wallClock` ('YYYY-MM-DD HH:mm[:ss]', as
 * the date-time pickers give it), as ISO with that zone's offset then ('2025-06-15T10:00:00-04:00').
 * The browser's own zone plays no part: an SA abroad still means Chile's clock.
 */
export function instantOfWallClock(wallClock: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const key = `${timeZone} ${wallClock}`;
  const remembered = instantsOfWallClocks.get(key);
  if (remembered !== undefined) return remembered;
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(wallClock)) throw new Error(`not a wall-clock time: ${wallClock}`);
  const instant = formatInZone(fromZonedTime(wallClock, timeZone), "yyyy-MM-dd'T'HH:mm:ssXXX", timeZone);
  if (instantsOfWallClocks.size >= MAX_REMEMBERED_INSTANTS) instantsOfWallClocks.clear();
  instantsOfWallClocks.set(key, instant);
  return instant;
}
