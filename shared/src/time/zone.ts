/** Organizations work in Chile unless told otherwise; "today" on the board is that zone's today. */
export const DEFAULT_TIME_ZONE = 'America/Santiago';

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
