import { formatInZone, instantOfWallClock } from '@lavado/shared/time/zone';
import { isTimedStatus, timerTone, type StateThreshold, type TimerTone } from '@lavado/shared/wash/state-thresholds';
import { ticketStatus } from '@lavado/shared/wash/ticket.lifecycle';
import type { WallScreenCard } from '@lavado/shared/wash/board';

/** '45 min', '1 h 05 min', '2 d 3 h': short enough for a card, exact to the minute. */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** What a card's clocks say at `nowMs`. */
export interface CardTimers {
  /** Seconds in its current state, with its tone; null for a finished ticket. */
  inState: { seconds: number; tone: TimerTone } | null;
  /** Seconds until delivery (negative once late); null for a finished ticket. */
  untilDelivery: number | null;
  /** 'H:mm' it was finished at, on the organization's clock. */
  finishedAt: string | null;
}

export function cardTimers(ticket: WallScreenCard, nowMs: number, thresholds: readonly StateThreshold[]): CardTimers {
  if (ticket.status === ticketStatus.finished || !isTimedStatus(ticket.status)) {
    return { inState: null, untilDelivery: null, finishedAt: ticket.finishedAt ? formatInZone(ticket.finishedAt, 'H:mm') : null };
  }
  const status = ticket.status;
  const seconds = Math.max(0, Math.floor((nowMs - Date.parse(ticket.statusSince)) / 1000));
  const threshold = thresholds.find((row) => row.serviceType === ticket.serviceType && row.status === status);
  const delivery = Date.parse(instantOfWallClock(`${ticket.endDate} ${ticket.endTime}`));
  return {
    inState: { seconds, tone: threshold ? timerTone(seconds, threshold) : 'normal' },
    untilDelivery: Math.floor((delivery - nowMs) / 1000),
    finishedAt: null,
  };
}

export const toneColors: Record<TimerTone, string> = { normal: 'green', amber: 'yellow', red: 'red' };
