import { formatInZone } from '@lavado/shared/time/zone';
import type { LocalClock } from '../api/boardTickets';

const MINUTE_MS = 60_000;

/** The date and time `instant` shows on a wall clock in `timeZone`. */
export function localClock(instant: Date, timeZone: string): LocalClock {
  return { date: formatInZone(instant, 'yyyy-MM-dd', timeZone), time: formatInZone(instant, 'HH:mm', timeZone) };
}

/** Until the next minute starts (time zones in use move by whole minutes, Chile's by hours). */
export function msUntilNextMinute(nowMs: number): number {
  return MINUTE_MS - (nowMs % MINUTE_MS);
}

const weekdayDateFormat = new Intl.DateTimeFormat('es', { timeZone: 'UTC', dateStyle: 'full' });

/** '2025-06-02' → 'Lunes, 2 de junio de 2025' (the board's header). */
export function formatBoardDate(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const text = weekdayDateFormat.format(new Date(Date.UTC(year, month - 1, day, 12)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}
