/**
 * Organizations work in Chile unless told otherwise; "today" on the board is that zone's today.
 * Its own module, free of date-fns: the app's shell and the customers' small page read it without loading the date library.
 */
export const DEFAULT_TIME_ZONE = 'America/Santiago';
