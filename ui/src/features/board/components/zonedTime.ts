/**
 * The instant at which a wall clock in `timeZone` reads `local` ('YYYY-MM-DD HH:mm' or
 * 'YYYY-MM-DD HH:mm:ss', as the date-time picker gives it), in ISO form. The browser's own zone
 * plays no part: an AD in another country still asks about Chile's board.
 */
export function instantOfLocalTime(local: string, timeZone: string): string {
  const [date = '', time = ''] = local.split(' ');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  // The offset at the guess may differ from the offset at the answer around a DST change: ask twice.
  const firstGuess = wallClockAsUtc - zoneOffsetMs(wallClockAsUtc, timeZone);
  return new Date(wallClockAsUtc - zoneOffsetMs(firstGuess, timeZone)).toISOString();
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instantMs` (negative west of Greenwich). */
function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instantMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wallClock - Math.floor(instantMs / 1000) * 1000;
}
