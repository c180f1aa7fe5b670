import { ticketStatus } from './ticket-status';

/**
 * What the estimate of a ticket's page is computed from, besides the ticket itself: the
 * organization's typical times for the ticket's service (`estimateBasisOf`, from the
 * ticket-durations read model) and the queue it is in when it is read.
 */
export interface EstimateBasis {
  /** Typical minutes a car of this service waits before its wash starts (Recibido). */
  waitMinutes: number;
  /** Typical minutes its wash takes (En lavado). */
  washMinutes: number;
  /** Typical minutes a pause of it lasts (Pausado). */
  pauseMinutes: number;
  /** Whether the minutes come from the organization's own history (enough samples) or are the defaults. */
  fromHistory: boolean;
  /** Cars received before this one and still waiting. */
  queueAhead: number;
  /** Cars being washed now: how many the car wash moves at once (at least one). */
  washing: number;
}

export interface EstimatedTicket {
  status: number;
  /** Every state it entered, in order, with its ISO instant. */
  steps: readonly { status: number; at: string }[];
  /** The delivery promised at the counter, as an ISO instant. */
  deliveryAt: string;
}

export type LiveEstimate =
  /** Ready: when it was finished. */
  | { kind: 'ready'; readyAt: Date }
  /**
   * Still on its way: when it should be ready, rounded up to a five-minute step and never before
   * now; `late` once now is past the promised delivery, or past what the service typically needs.
   */
  | { kind: 'estimate'; readyAt: Date; late: boolean; fromHistory: boolean }
  /** Voided, or a state this page does not know: nothing to promise. */
  | { kind: 'none' };

const MINUTE_MS = 60_000;
/** The estimate is said the way people say times at the counter: 10:05, 10:10… */
export const ESTIMATE_STEP_MINUTES = 5;

/**
 * When the car should be ready, revised from where the ticket stands now:
 * - Recibido: what is left of the typical wait, or the cars ahead shared among the washes under way
 *   (each taking the typical wash), whichever is longer; then the typical wash.
 * - En lavado: what is left of the typical wash, counting every stretch it was washed (pauses not).
 * - Pausado: what is left of the typical pause, then what is left of the wash.
 * A wash that runs past its typical time is late, and its estimate is the next step from now.
 */
export function liveEstimate(ticket: EstimatedTicket, basis: EstimateBasis, now: Date): LiveEstimate {
  const nowMs = now.getTime();
  const enteredAt = Date.parse(ticket.steps.at(-1)?.at ?? '');
  const since = Number.isNaN(enteredAt) ? 0 : Math.max(0, nowMs - enteredAt);
  const wash = basis.washMinutes * MINUTE_MS;
  let remainingMs: number;
  switch (ticket.status) {
    case ticketStatus.finished:
      return { kind: 'ready', readyAt: Number.isNaN(enteredAt) ? now : new Date(enteredAt) };
    case ticketStatus.pending: {
      const lanes = Math.max(1, basis.washing);
      const queued = Math.ceil(Math.max(0, basis.queueAhead) / lanes) * wash;
      remainingMs = Math.max(basis.waitMinutes * MINUTE_MS - since, queued, 0) + wash;
      break;
    }
    case ticketStatus.inProgress:
      remainingMs = wash - washedMs(ticket.steps, nowMs);
      break;
    case ticketStatus.paused:
      remainingMs = Math.max(basis.pauseMinutes * MINUTE_MS - since, 0) + Math.max(wash - washedMs(ticket.steps, nowMs), 0);
      break;
    default:
      return { kind: 'none' };
  }
  const deliveryMs = Date.parse(ticket.deliveryAt);
  const late = remainingMs < 0 || (!Number.isNaN(deliveryMs) && nowMs > deliveryMs);
  const stepMs = ESTIMATE_STEP_MINUTES * MINUTE_MS;
  const readyAt = new Date(Math.ceil((nowMs + Math.max(remainingMs, 0)) / stepMs) * stepMs);
  return { kind: 'estimate', readyAt, late, fromHistory: basis.fromHistory };
}

/** How long the car has been washed so far: every En lavado stretch, up to the next step or now. */
function washedMs(steps: EstimatedTicket['steps'], nowMs: number): number {
  let total = 0;
  for (const [index, step] of steps.entries()) {
    if (step.status !== ticketStatus.inProgress) continue;
    const from = Date.parse(step.at);
    const next = steps[index + 1];
    const to = next ? Date.parse(next.at) : nowMs;
    if (!Number.isNaN(from) && !Number.isNaN(to) && to > from) total += to - from;
  }
  return total;
}
