import { formatInZone } from '@lavado/shared/time/zone';
import { describe, expect, it } from 'vitest';
import { localClockTime, localDay, localTimeToTheSecond } from './zonedClock';

// Around midnight, noon and both of Chile's clock changes (April and September 2025), every 7 minutes and 13 seconds.
const instants = ['2025-04-05T22:00:00Z', '2025-06-10T03:30:00Z', '2025-06-10T15:30:00Z', '2025-09-06T22:00:00Z'].flatMap((start) =>
  Array.from({ length: 60 }, (_, step) => new Date(Date.parse(start) + step * 433_000)),
);

describe('the car washes’ clock by Intl', () => {
  it('reads every instant as date-fns-tz does in the organization’s zone', () => {
    for (const instant of instants) {
      expect([localDay(instant), localClockTime(instant), localTimeToTheSecond(instant)]).toEqual([
        formatInZone(instant, 'yyyy-MM-dd'),
        formatInZone(instant, 'HH:mm'),
        formatInZone(instant, 'H:mm:ss'),
      ]);
    }
  });
});
