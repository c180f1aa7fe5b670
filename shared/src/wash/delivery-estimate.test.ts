import { describe, expect, it } from 'vitest';
import { DURATION_BUCKET_COUNT, durationBucket, type StateDurationSample } from './state-thresholds';
import {
  DEFAULT_SERVICE_MINUTES,
  DEFAULT_STATE_MINUTES,
  estimateBasisOf,
  estimatedDelivery,
  typicalServiceTimes,
} from './delivery-estimate';
import { ticketStatus } from './ticket-status';

/** `samples` tickets of `serviceType` that each spent `minutes` in `status`. */
function history(serviceType: StateDurationSample['serviceType'], status: number, minutes: number[]): StateDurationSample {
  const buckets = Array.from({ length: DURATION_BUCKET_COUNT }, () => 0);
  for (const each of minutes) buckets[durationBucket(each * 60)]! += 1;
  return { serviceType, status: status as StateDurationSample['status'], samples: minutes.length, buckets };
}

describe('typicalServiceTimes', () => {
  it('adds the median wait and the median wash of each service, read as their buckets’ upper bounds', () => {
    const times = typicalServiceTimes([
      history('FL', ticketStatus.pending, [8, 9, 12, 14, 60]),
      history('FL', ticketStatus.inProgress, [33, 35, 38, 45, 200]),
    ]);
    // Median wait 12 min → the (10, 15] bucket; median wash 38 min → (30, 40].
    expect(times.find((time) => time.serviceType === 'FL')).toEqual({ serviceType: 'FL', minutes: 15 + 40, fromHistory: true });
  });

  it('uses the default for a service with too little history in either state', () => {
    const times = typicalServiceTimes([
      history('BA', ticketStatus.pending, [5, 5, 5, 5]),
      history('BA', ticketStatus.inProgress, [20, 20, 20, 20, 20]),
      history('EM', ticketStatus.inProgress, [20, 20, 20, 20, 20]),
    ]);
    expect(times).toEqual([
      { serviceType: 'BA', minutes: DEFAULT_SERVICE_MINUTES, fromHistory: false },
      { serviceType: 'FL', minutes: DEFAULT_SERVICE_MINUTES, fromHistory: false },
      { serviceType: 'EM', minutes: DEFAULT_SERVICE_MINUTES, fromHistory: false },
    ]);
  });

  it('reads five samples as enough history', () => {
    const times = typicalServiceTimes([
      history('BA', ticketStatus.pending, [5, 5, 5, 5, 5]),
      history('BA', ticketStatus.inProgress, [20, 20, 20, 20, 20]),
    ]);
    expect(times[0]).toEqual({ serviceType: 'BA', minutes: 25, fromHistory: true });
  });
});

describe('estimatedDelivery', () => {
  it('adds the minutes and rounds up to the next five minutes on the car wash’s clock', () => {
    // 10:02:30 in Santiago (UTC-4 in June) + 60 min = 11:02:30 → 11:05.
    expect(estimatedDelivery(new Date('2025-06-05T14:02:30Z'), 60)).toEqual({ endDate: '2025-06-05', endTime: '11:05' });
  });

  it('keeps a time already on a step', () => {
    expect(estimatedDelivery(new Date('2025-06-05T14:00:00Z'), 55)).toEqual({ endDate: '2025-06-05', endTime: '10:55' });
  });

  it('moves to the next day past midnight', () => {
    expect(estimatedDelivery(new Date('2025-06-06T03:40:00Z'), 45)).toEqual({ endDate: '2025-06-06', endTime: '00:25' });
  });
});

describe('estimateBasisOf', () => {
  it("reads the service's median wait, wash and pause from the organization's history, with the queue as given", () => {
    const basis = estimateBasisOf(
      [
        history('FL', ticketStatus.pending, [8, 9, 12, 14, 60]),
        history('FL', ticketStatus.inProgress, [33, 35, 38, 45, 200]),
        history('FL', ticketStatus.paused, [4, 4, 5, 6, 30]),
        history('BA', ticketStatus.inProgress, [5, 5, 5, 5, 5]),
      ],
      'FL',
      { ahead: 2, washing: 1 },
    );
    // Medians 12, 38 and 5 minutes: the (10, 15], (30, 40] and (3, 5] buckets.
    expect(basis).toEqual({ waitMinutes: 15, washMinutes: 40, pauseMinutes: 5, fromHistory: true, queueAhead: 2, washing: 1 });
  });

  it('falls back to the defaults of each state with fewer than five samples, and says so', () => {
    const basis = estimateBasisOf([history('FL', ticketStatus.pending, [8, 9, 12, 14])], 'FL', { ahead: 0, washing: 0 });
    expect(basis).toEqual({
      waitMinutes: DEFAULT_STATE_MINUTES.waiting,
      washMinutes: DEFAULT_STATE_MINUTES.washing,
      pauseMinutes: DEFAULT_STATE_MINUTES.pause,
      fromHistory: false,
      queueAhead: 0,
      washing: 0,
    });
    expect(DEFAULT_STATE_MINUTES.waiting + DEFAULT_STATE_MINUTES.washing).toBe(DEFAULT_SERVICE_MINUTES);
  });
});
