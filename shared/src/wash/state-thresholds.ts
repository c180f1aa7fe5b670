import { z } from 'zod';
import { serviceTypeSchema, SERVICE_TYPES, type ServiceType } from './wash.catalog';
import { ticketStatus, type TicketStatus } from './ticket.lifecycle';

/** The states a ticket waits in on the board; Finalizado has no clock. */
export const TIMED_STATUSES = [ticketStatus.pending, ticketStatus.inProgress, ticketStatus.paused] as const;
export type TimedStatus = (typeof TIMED_STATUSES)[number];

export function isTimedStatus(status: number): status is TimedStatus {
  return (TIMED_STATUSES as readonly number[]).includes(status);
}

const MINUTE = 60;

/**
 * Upper bounds (seconds) of the histogram buckets the ticket-durations read model keeps per
 * organization × service × state; the last bucket holds everything longer. Finer where washes are.
 */
export const DURATION_BUCKET_BOUNDS = [1, 2, 3, 5, 7, 10, 15, 20, 25, 30, 40, 50, 60, 75, 90, 120, 150, 180, 240, 360, 480, 720, 1440].map(
  (minutes) => minutes * MINUTE,
);
export const DURATION_BUCKET_COUNT = DURATION_BUCKET_BOUNDS.length + 1;

/** The bucket a duration falls in (0-based). */
export function durationBucket(seconds: number): number {
  const index = DURATION_BUCKET_BOUNDS.findIndex((bound) => seconds <= bound);
  return index === -1 ? DURATION_BUCKET_BOUNDS.length : index;
}

/** Below this many samples an organization's own history says too little: the defaults apply. */
export const MIN_THRESHOLD_SAMPLES = 5;

/** Amber and red after this long in a state, while the organization has little history. */
export const DEFAULT_STATE_THRESHOLDS: Record<TimedStatus, { amberSeconds: number; redSeconds: number }> = {
  [ticketStatus.pending]: { amberSeconds: 20 * MINUTE, redSeconds: 40 * MINUTE },
  [ticketStatus.inProgress]: { amberSeconds: 45 * MINUTE, redSeconds: 90 * MINUTE },
  [ticketStatus.paused]: { amberSeconds: 10 * MINUTE, redSeconds: 20 * MINUTE },
};

/** Amber once a ticket has waited longer than three in four of its peers did, red past nineteen in twenty. */
const AMBER_PERCENTILE = 0.75;
const RED_PERCENTILE = 0.95;

export const stateThresholdSchema = z.object({
  serviceType: serviceTypeSchema,
  status: z.union(TIMED_STATUSES.map((status) => z.literal(status))),
  /** How many tickets of the organization have left this state for this service. */
  samples: z.number().int(),
  amberSeconds: z.number().int(),
  redSeconds: z.number().int(),
  /** Whether the thresholds come from the organization's history or are the defaults. */
  fromHistory: z.boolean(),
});
export type StateThreshold = z.infer<typeof stateThresholdSchema>;

export const stateThresholdsResponse = z.array(stateThresholdSchema);

export interface StateDurationSample {
  serviceType: ServiceType;
  status: TicketStatus;
  samples: number;
  buckets: readonly number[];
}

/** The upper bound of the bucket where the `fraction` of the samples is reached. */
export function percentileSeconds(buckets: readonly number[], samples: number, fraction: number): number {
  const wanted = Math.ceil(samples * fraction);
  let seen = 0;
  for (const [index, count] of buckets.entries()) {
    seen += count;
    if (seen >= wanted) return DURATION_BUCKET_BOUNDS[index] ?? DURATION_BUCKET_BOUNDS.at(-1)! * 2;
  }
  return DURATION_BUCKET_BOUNDS.at(-1)! * 2;
}

/** Every service × timed state, from the organization's history where it has enough, the defaults elsewhere. */
export function stateThresholds(history: readonly StateDurationSample[]): StateThreshold[] {
  const services = Object.keys(SERVICE_TYPES) as ServiceType[];
  return services.flatMap((serviceType) =>
    TIMED_STATUSES.map((status) => {
      const found = history.find((row) => row.serviceType === serviceType && row.status === status);
      const samples = found?.samples ?? 0;
      if (!found || samples < MIN_THRESHOLD_SAMPLES) {
        return { serviceType, status, samples, ...DEFAULT_STATE_THRESHOLDS[status], fromHistory: false };
      }
      const amberSeconds = percentileSeconds(found.buckets, samples, AMBER_PERCENTILE);
      // Red is always later than amber, or a card would skip amber.
      const redSeconds = Math.max(percentileSeconds(found.buckets, samples, RED_PERCENTILE), amberSeconds + MINUTE);
      return { serviceType, status, samples, amberSeconds, redSeconds, fromHistory: true };
    }),
  );
}

export type TimerTone = 'normal' | 'amber' | 'red';

/** How a card's time in its state reads against its thresholds. */
export function timerTone(elapsedSeconds: number, threshold: Pick<StateThreshold, 'amberSeconds' | 'redSeconds'>): TimerTone {
  if (elapsedSeconds >= threshold.redSeconds) return 'red';
  if (elapsedSeconds >= threshold.amberSeconds) return 'amber';
  return 'normal';
}
