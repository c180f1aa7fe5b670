import { formatInZone, localDate } from '@lavado/shared/time/zone';
import { shortDate, shortTime } from './dates';

/** An ISO instant ('2025-06-01T14:05:00.000Z') as Chile's wall clock shows it, the way of docs/specification.md#locale: '1/6/25 10:05'. */
export function shortDateTime(isoInstant: string): string {
  const instant = new Date(isoInstant);
  if (Number.isNaN(instant.getTime())) return isoInstant;
  return `${shortDate(localDate(instant))} ${shortTime(formatInZone(instant, 'HH:mm'))}`;
}
