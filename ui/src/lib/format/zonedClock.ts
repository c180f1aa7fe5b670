import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/default-zone';

/**
 * An instant as the car washes' clock shows it, by the browser's own Intl: the same figures as
 * `formatInZone` (shared/src/time/zone.ts), without date-fns in the pages that only show them.
 */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: DEFAULT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const secondsFormat = new Intl.DateTimeFormat('es', {
  timeZone: DEFAULT_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The local date of `instant`, 'YYYY-MM-DD'. */
export const localDay = (instant: Date): string => dayFormat.format(instant);

/** The local time of `instant`, 'HH:mm'. */
export const localClockTime = (instant: Date): string => timeFormat.format(instant);

/** The local time of `instant` to the second, 'H:mm:ss'. */
export const localTimeToTheSecond = (instant: Date): string => secondsFormat.format(instant);
