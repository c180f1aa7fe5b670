import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/zone';

/**
 * The maintenance end is picked on Chile's wall clock, whatever the SA's browser zone, and saved as
 * an ISO instant with Chile's offset at that moment ('2025-06-15T10:00:00-04:00').
 */

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;
const MS_PER_MINUTE = 60_000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Year, month, day, hour, minute and second (0 when left out) of a `WALL_CLOCK` match. */
function wallClockFields(match: RegExpExecArray): [number, number, number, number, number, number] {
  const field = (index: number) => Number(match[index] ?? 0);
  return [field(1), field(2), field(3), field(4), field(5), field(6)];
}

/** Chile's wall clock at `instantMs` as the date-time picker holds it: 'YYYY-MM-DD HH:mm:ss'. */
function formatWallClock(instantMs: number): string {
  const parts = Object.fromEntries(wallClockFormat.formatToParts(instantMs).map(({ type, value }) => [type, value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Minutes Chile's wall clock is ahead of UTC at `instantMs` (negative: Chile is west of Greenwich). */
function offsetMinutesAt(instantMs: number): number {
  const match = WALL_CLOCK.exec(formatWallClock(instantMs));
  if (!match) throw new Error('Intl gave an unexpected wall clock');
  const [year, month, day, hour, minute, second] = wallClockFields(match);
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return Math.round((wallClockAsUtc - Math.floor(instantMs / 1000) * 1000) / MS_PER_MINUTE);
}

function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `${sign}${twoDigits(Math.floor(absolute / 60))}:${twoDigits(absolute % 60)}`;
}

/** The ISO instant (e.g. '2025-06-15T14:00:00Z') as Chile's wall clock: '2025-06-15 10:00:00'. */
export function chileWallClock(isoInstant: string): string {
  return formatWallClock(new Date(isoInstant).getTime());
}

/** 'YYYY-MM-DD HH:mm[:ss]' on Chile's wall clock as an ISO instant with Chile's offset then. */
export function chileInstant(wallClock: string): string {
  const match = WALL_CLOCK.exec(wallClock);
  if (!match) throw new Error(`not a wall-clock time: ${wallClock}`);
  const [year, month, day, hour, minute, second] = wallClockFields(match);
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset at a first guess may differ from the offset at the answer around a DST change: ask twice.
  const firstGuess = wallClockAsUtc - offsetMinutesAt(wallClockAsUtc) * MS_PER_MINUTE;
  const offset = offsetMinutesAt(firstGuess);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}T${twoDigits(hour)}:${twoDigits(minute)}:${twoDigits(second)}${formatOffset(offset)}`;
}
