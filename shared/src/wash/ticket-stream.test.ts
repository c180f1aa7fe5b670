import { describe, expect, it } from 'vitest';
import { fold } from '../domain/decider';
import { eventExamples } from '../events/examples';
import { ticketBillingDecider } from '../money/ticket-billing.decider';
import { customerNoticeDecider } from './customer-notice.decider';
import { ticketDecider } from './ticket.decider';
import { foldTicketLife, isLifecycleEvent, ticketStatus, type TicketStreamEvent } from './ticket.lifecycle';
import { foldTicketTimeline } from './ticket-timeline';

const ticketId = eventExamples.TicketCreated.data.ticketId;
const ana = eventExamples.TicketStarted.data.employee;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 14, minute)).toISOString();

/** A ticket's whole stream: its life on the board interleaved with its money and a notice. */
const life: TicketStreamEvent[] = [
  eventExamples.TicketCreated,
  eventExamples.TicketPriced,
  { type: 'TicketStarted', data: { ticketId, employee: ana, startedAt: at(1) } },
  eventExamples.TicketDiscounted,
  { type: 'TicketPaused', data: { ticketId, employee: ana, pausedAt: at(2), reason: { preset: 'drying' } } },
  {
    type: 'TicketCustomerNotified',
    data: { ticketId, status: ticketStatus.paused, channel: 'whatsapp', phone: 912345678, notifiedAt: at(3) },
  },
  { type: 'TicketStarted', data: { ticketId, employee: ana, startedAt: at(4) } },
  eventExamples.TicketWashersSet,
  { type: 'TicketFinished', data: { ticketId, employee: ana, finishedAt: at(5) } },
];

describe("a ticket's stream has one state", () => {
  it('every decider of the stream folds the same life, through the one state machine', () => {
    for (let count = 0; count <= life.length; count += 1) {
      const events = life.slice(0, count);
      const expected = foldTicketLife(events);
      const billing = fold(ticketBillingDecider, events);
      expect(billing.exists ? billing.life : null).toEqual(expected);
      const board = fold(ticketDecider, events.filter(isLifecycleEvent));
      expect(board.status === 'none' ? null : board).toEqual(expected);
      expect(fold(customerNoticeDecider, events.filter(isLifecycleEvent)).ticket).toEqual(board);
    }
  });

  it('the money side reads Anulado from the life, and charges nothing for it', () => {
    const voided = fold(ticketBillingDecider, [...life, { type: 'TicketVoided', data: { ticketId, reason: 'Error', voidedAt: at(6) } }]);
    expect(voided.exists && [voided.life.status, voided.voided]).toEqual([ticketStatus.voided, true]);
    const open = fold(ticketBillingDecider, life);
    expect(open.exists && [open.life.status, open.voided]).toEqual([ticketStatus.finished, false]);
  });

  it('the timeline steps are the states the life went through (a pause with its reason), and the notices it sent', () => {
    expect(foldTicketTimeline(life)).toEqual({
      stateChanges: [
        { status: ticketStatus.pending, at: eventExamples.TicketCreated.data.createdAt },
        { status: ticketStatus.inProgress, at: at(1) },
        { status: ticketStatus.paused, at: at(2), reason: { preset: 'drying' } },
        { status: ticketStatus.inProgress, at: at(4) },
        { status: ticketStatus.finished, at: at(5) },
      ],
      customerNotifications: [{ status: ticketStatus.paused, at: at(3) }],
    });
  });
});
