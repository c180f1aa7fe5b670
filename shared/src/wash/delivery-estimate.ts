import { z } from 'zod';
import { DEFAULT_TIME_ZONE, formatInZone } from '../time/zone';
import { MIN_THRESHOLD_SAMPLES, percentileSeconds, type StateDurationSample } from './state-thresholds';
import type { EstimateBasis } from './live-estimate';
import { ticketStatus } from './ticket-status';
import { serviceTypeSchema, SERVICE_TYPES, type ServiceType } from './wash.catalog';

/**
 * How long a service is promised for while the organization has too little history of it (fewer
 * than MIN_THRESHOLD_SAMPLES tickets that waited and were washed): an hour, which covers a wash and
 * a short queue at most car washes; the AD can still change the time by hand.
 */
export const DEFAULT_SERVICE_MINUTES = 60;
/** A promised time is a whole step of five minutes (10:05, 10:10…), as people say them at the counter. */
export const DELIVERY_STEP_MINUTES = 5;
const MEDIAN = 0.5;
const MINUTE_MS = 60_000;

export const typicalServiceTimeSchema = z.object({
  serviceType: serviceTypeSchema,
  /** From the ticket's creation to the end of its wash, typically. */
  minutes: z.number().int(),
  /** Whether the minutes come from the organization's history or are DEFAULT_SERVICE_MINUTES. */
  fromHistory: z.boolean(),
});
export type TypicalServiceTime = z.infer<typeof typicalServiceTimeSchema>;
export const typicalServiceTimesResponse = z.array(typicalServiceTimeSchema);

/**
 * The organization's typical time of each service, from the ticket-durations read model: the median
 * wait (Pendiente) plus the median wash (En Curso), each read as the upper bound of its histogram
 * bucket, so the promise leans late rather than early. Pauses are left out: the read model counts
 * them per pause, not per ticket, and most tickets never pause.
 */
export function typicalServiceTimes(history: readonly StateDurationSample[]): TypicalServiceTime[] {
  const services = Object.keys(SERVICE_TYPES) as ServiceType[];
  return services.map((serviceType) => {
    const median = (status: number) => {
      const found = history.find((row) => row.serviceType === serviceType && row.status === status);
      return found && found.samples >= MIN_THRESHOLD_SAMPLES ? percentileSeconds(found.buckets, found.samples, MEDIAN) : null;
    };
    const waiting = median(ticketStatus.pending);
    const washing = median(ticketStatus.inProgress);
    if (waiting === null || washing === null) return { serviceType, minutes: DEFAULT_SERVICE_MINUTES, fromHistory: false };
    return { serviceType, minutes: Math.ceil((waiting + washing) / 60), fromHistory: true };
  });
}

/** The delivery promised for a service started at `now`: `minutes` later, rounded up to the next step, on the car wash's clock. */
export function estimatedDelivery(now: Date, minutes: number, timeZone: string = DEFAULT_TIME_ZONE): { endDate: string; endTime: string } {
  const stepMs = DELIVERY_STEP_MINUTES * MINUTE_MS;
  const due = new Date(Math.ceil((now.getTime() + minutes * MINUTE_MS) / stepMs) * stepMs);
  return { endDate: formatInZone(due, 'yyyy-MM-dd', timeZone), endTime: formatInZone(due, 'HH:mm', timeZone) };
}

/**
 * Typical minutes of each state while the organization has too little history of a service: the
 * board's first thresholds (docs/specification.md, "Board lanes and timers"), which add up to
 * DEFAULT_SERVICE_MINUTES for a wait and a wash.
 */
export const DEFAULT_STATE_MINUTES = { waiting: 20, washing: 40, pause: 10 } as const;

/**
 * What the customer's page estimates from (live-estimate.ts): the organization's median time of each
 * state for the ticket's service (the upper bound of its bucket, as `typicalServiceTimes` reads it),
 * each falling back to DEFAULT_STATE_MINUTES with fewer than MIN_THRESHOLD_SAMPLES, and the queue now.
 */
export function estimateBasisOf(
  history: readonly StateDurationSample[],
  serviceType: ServiceType,
  queue: { ahead: number; washing: number },
): EstimateBasis {
  const median = (status: number) => {
    const found = history.find((row) => row.serviceType === serviceType && row.status === status);
    return found && found.samples >= MIN_THRESHOLD_SAMPLES ? Math.ceil(percentileSeconds(found.buckets, found.samples, MEDIAN) / 60) : null;
  };
  const waiting = median(ticketStatus.pending);
  const washing = median(ticketStatus.inProgress);
  return {
    waitMinutes: waiting ?? DEFAULT_STATE_MINUTES.waiting,
    washMinutes: washing ?? DEFAULT_STATE_MINUTES.washing,
    pauseMinutes: median(ticketStatus.paused) ?? DEFAULT_STATE_MINUTES.pause,
    fromHistory: waiting !== null && washing !== null,
    queueAhead: queue.ahead,
    washing: queue.washing,
  };
}
