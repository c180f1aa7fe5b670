import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/zone';
import { useEffect, useState } from 'react';
import type { LocalClock } from '../api/boardTickets';
import { localClock, msUntilNextMinute } from './localClock';

/** The organization's wall clock and the instant it was read (the cards' timers count from it). */
export type BoardClock = LocalClock & { at: number };

/**
 * The organization's wall clock, to the minute: overdue marks follow it, and the day it shows rolls
 * the board over at midnight by itself.
 */
export function useLocalClock(timeZone: string = DEFAULT_TIME_ZONE): BoardClock {
  const [clock, setClock] = useState<BoardClock>(() => ({ ...localClock(new Date(), timeZone), at: Date.now() }));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const instant = new Date();
      const now = { ...localClock(instant, timeZone), at: instant.getTime() };
      setClock((shown) => (shown.date === now.date && shown.time === now.time ? shown : now));
      timer = setTimeout(tick, msUntilNextMinute(Date.now()));
    };
    // Timers stop while a device sleeps: read the clock again as soon as the page is seen.
    const tickWhenVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    tick();
    document.addEventListener('visibilitychange', tickWhenVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', tickWhenVisible);
    };
  }, [timeZone]);
  return clock;
}
