import type { PauseReason } from '@lavado/shared/wash/pause-reason';
import { publicStatusLabel, type LivePublicTicket } from '@lavado/shared/wash/public-ticket';
import { isTicketStatus, ticketStatus, ticketStatuses, ticketStatusName } from '@lavado/shared/wash/ticket-status';

export type StepState = 'done' | 'current' | 'next';

export interface TimelineStep {
  status: number;
  /** Recibido, En lavado, Pausado, Listo para retirar. */
  label: string;
  /** ISO instant it was reached; null for a step still to come. */
  at: string | null;
  state: StepState;
  /** A wash taken up again after a pause. */
  resumed: boolean;
  /** Why a pause happened, when the washer said. */
  reason: PauseReason | null;
}

/** What may still come after a state, as its declaration says (ticket-status.ts): a paused wash goes on washing, then is ready. */
function stillToCome(status: number): number[] {
  return isTicketStatus(status) ? ticketStatuses[ticketStatusName(status)].stillToCome.map((name) => ticketStatus[name]) : [];
}

/**
 * The ticket's steps as the customer follows them: every state it went through, in order and with
 * its time (Pausado only when it happened), the state it is in now, then the ones still to come.
 */
export function timelineSteps(ticket: Pick<LivePublicTicket, 'status' | 'steps'>): TimelineStep[] {
  // A ticket projected without its states still shows where it stands.
  const reached: readonly { status: number; at: string | null; reason?: PauseReason | undefined }[] =
    ticket.steps.length > 0 ? ticket.steps : [{ status: ticket.status, at: null }];
  let paused = false;
  const past = reached.map(({ status, at, reason }, index): TimelineStep => {
    const step: TimelineStep = {
      status,
      label: publicStatusLabel(status),
      at,
      state: index === reached.length - 1 ? 'current' : 'done',
      resumed: status === ticketStatus.inProgress && paused,
      reason: reason ?? null,
    };
    paused ||= status === ticketStatus.paused;
    return step;
  });
  const toCome = stillToCome(ticket.status).map((status): TimelineStep => ({
    status,
    label: publicStatusLabel(status),
    at: null,
    state: 'next',
    resumed: false,
    reason: null,
  }));
  return [...past, ...toCome];
}
