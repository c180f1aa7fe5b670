import { describe, expect, it } from 'vitest';
import { liveEstimate, type EstimateBasis, type EstimatedTicket } from './live-estimate';

const at = (hhmm: string) => `2026-11-27T${hhmm}:00.000Z`;
const now = (hhmm: string) => new Date(at(hhmm));
/** Typically 20 minutes waiting, 40 washing, 10 paused; nobody ahead, nobody washing. */
const basis: EstimateBasis = { waitMinutes: 20, washMinutes: 40, pauseMinutes: 10, fromHistory: true, queueAhead: 0, washing: 0 };
const ticket = (status: number, steps: [number, string][], delivery = '12:00'): EstimatedTicket => ({
  status,
  steps: steps.map(([stepStatus, hhmm]) => ({ status: stepStatus, at: at(hhmm) })),
  deliveryAt: at(delivery),
});
const estimate = (readyAt: string, late = false, fromHistory = true) => ({ kind: 'estimate', readyAt: now(readyAt), late, fromHistory });

describe('live estimate of a ticket page', () => {
  it('Recibido: what is left of the typical wait, then the typical wash', () => {
    const received = ticket(1, [[1, '10:00']]);
    expect(liveEstimate(received, basis, now('10:00'))).toEqual(estimate('11:00'));
    expect(liveEstimate(received, basis, now('10:05'))).toEqual(estimate('11:00'));
    // Waited longer than is typical: it can start any moment, and the wash still takes its time.
    expect(liveEstimate(received, basis, now('10:30'))).toEqual(estimate('11:10'));
  });

  it('Recibido: the cars ahead, shared among the washes under way, when they take longer than the typical wait', () => {
    const received = ticket(1, [[1, '10:00']]);
    // Three cars ahead and one wash at a time: three washes (120 min) before this one's 40.
    expect(liveEstimate(received, { ...basis, queueAhead: 3, washing: 1 }, now('10:00'))).toEqual(estimate('12:40', false));
    // The same three shared by three washers: one round of 40 minutes, longer than the 20 of waiting.
    expect(liveEstimate(received, { ...basis, queueAhead: 3, washing: 3 }, now('10:00'))).toEqual(estimate('11:20'));
    // Nobody washing still counts one lane (never a division by zero).
    expect(liveEstimate(received, { ...basis, queueAhead: 1, washing: 0 }, now('10:00'))).toEqual(estimate('11:20'));
  });

  it('En lavado: what is left of the typical wash, counting every stretch washed and not the pauses', () => {
    expect(
      liveEstimate(
        ticket(2, [
          [1, '10:00'],
          [2, '10:10'],
        ]),
        basis,
        now('10:30'),
      ),
    ).toEqual(estimate('10:50'));
    // Washed 10:10–10:20 and 10:50 on: at 11:00 it has 20 of its 40 minutes done.
    const resumed = ticket(2, [
      [1, '10:00'],
      [2, '10:10'],
      [3, '10:20'],
      [2, '10:50'],
    ]);
    expect(liveEstimate(resumed, basis, now('11:00'))).toEqual(estimate('11:20'));
  });

  it('Pausado: what is left of the typical pause, then what is left of the wash', () => {
    const paused = ticket(3, [
      [1, '10:00'],
      [2, '10:10'],
      [3, '10:30'],
    ]);
    // 20 of 40 washed; 10 of pause left at 10:30, then 20 of wash.
    expect(liveEstimate(paused, basis, now('10:30'))).toEqual(estimate('11:00'));
    // A pause longer than is typical adds its own time: the estimate follows the clock.
    expect(liveEstimate(paused, basis, now('10:50'))).toEqual(estimate('11:10'));
  });

  it('is late once the wash runs past its typical time, and once now is past the promised delivery', () => {
    // Started 10:10, 40 typical: at 10:55 it is five minutes over; the estimate is the next five-minute step.
    expect(
      liveEstimate(
        ticket(
          2,
          [
            [1, '10:00'],
            [2, '10:10'],
          ],
          '12:00',
        ),
        basis,
        now('10:55'),
      ),
    ).toEqual(estimate('10:55', true));
    expect(
      liveEstimate(
        ticket(
          2,
          [
            [1, '10:00'],
            [2, '10:10'],
          ],
          '12:00',
        ),
        basis,
        now('10:49'),
      ),
    ).toEqual(estimate('10:50', false));
    // Promised for 10:30, received at 10:00: at 10:31 it is late whatever the history says.
    expect(liveEstimate(ticket(1, [[1, '10:00']], '10:30'), basis, now('10:31'))).toEqual(estimate('11:15', true));
    expect(liveEstimate(ticket(1, [[1, '10:00']], '10:30'), basis, now('10:30'))).toEqual(estimate('11:10', false));
  });

  it('rounds up to a five-minute step and says whether the history or the defaults gave the minutes', () => {
    const received = ticket(1, [[1, '10:00']]);
    expect(liveEstimate(received, { ...basis, washMinutes: 41, fromHistory: false }, now('10:00'))).toEqual(
      estimate('11:05', false, false),
    );
  });

  it('Listo: since it was finished; voided or unknown: nothing to promise', () => {
    expect(
      liveEstimate(
        ticket(4, [
          [1, '10:00'],
          [2, '10:10'],
          [4, '10:52'],
        ]),
        basis,
        now('11:30'),
      ),
    ).toEqual({
      kind: 'ready',
      readyAt: now('10:52'),
    });
    expect(
      liveEstimate(
        ticket(5, [
          [1, '10:00'],
          [5, '10:05'],
        ]),
        basis,
        now('11:30'),
      ),
    ).toEqual({ kind: 'none' });
    expect(liveEstimate(ticket(9, [[1, '10:00']]), basis, now('11:30'))).toEqual({ kind: 'none' });
  });
});
