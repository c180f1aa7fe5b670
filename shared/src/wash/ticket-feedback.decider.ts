import type { Decider } from '../domain/decider';
import { conflict, notFound } from '../domain/errors';
import { serverMessages } from '../messages/server';
import { ticketDecider, type TicketState } from './ticket.decider';
import type { TicketEvent } from './ticket.events';
import { ticketStatus } from './ticket-status';
import { feedbackMessages } from './ticket-feedback';

/** The code's page knows no organization: whoever holds a ticket's id may answer for that ticket, once. */
export type TicketFeedbackCommand = { type: 'GiveFeedback'; score: number; comment: string; now: Date };

export interface TicketFeedbackState {
  /** The ticket as the board's decider folds it: whether it exists, whose it is, its state. */
  ticket: TicketState;
  answered: boolean;
}

/** "Feedback after the wash" on the ticket's own stream: once it is ready to collect, one answer per ticket. */
export const ticketFeedbackDecider: Decider<TicketFeedbackCommand, TicketFeedbackState, TicketEvent> = {
  initialState: { ticket: ticketDecider.initialState, answered: false },

  evolve(state, event) {
    return { ticket: ticketDecider.evolve(state.ticket, event), answered: state.answered || event.type === 'TicketFeedbackGiven' };
  },

  decide(command, { ticket, answered }) {
    if (ticket.status === 'none') throw notFound(serverMessages.publicTicketNotFound);
    if (answered) throw conflict(feedbackMessages.alreadyGiven);
    if (ticket.status !== ticketStatus.finished) throw conflict(feedbackMessages.notFinished);
    return [
      {
        type: 'TicketFeedbackGiven',
        data: {
          ticketId: ticket.ticketId,
          organizationId: ticket.organizationId,
          score: command.score,
          comment: command.comment,
          givenAt: command.now.toISOString(),
        },
      },
    ];
  },
};
