/**
 * Organizations work in Chile unless told otherwise; "today" on the board is that zone's today.
 * Its own module, free of date libraries, so the customers' small page can read it too.
 */
export const DEFAULT_TIME_ZONE = 'America/Santiago';
