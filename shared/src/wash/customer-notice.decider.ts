import type { Decider } from '../domain/decider';
import { notifyCustomerMessages } from '../messages/tickets';
import { conflict, notFound } from '../domain/errors';
import { claimedInstant, ticketDecider, ticketMessages, type ClaimedTap, type TicketState } from './ticket.decider';
import type { TicketEvent } from './ticket.events';
import type { TicketStatus } from './ticket.lifecycle';

export const customerNoticeMessages = {
  noPhone: 'El vehículo no tiene un cliente con teléfono registrado.',
  alreadyNotified: 'El cliente ya fue avisado de este estado del servicio.',
  consentWithdrawn: notifyCustomerMessages.consentWithdrawn,
  clientBlocked: notifyCustomerMessages.clientBlocked,
} as const;

/**
 * "Avisar por WhatsApp": staff open a chat to the ticket's client with the ticket's page link. The
 * phone is the client's, looked up by the handler (null when the ticket has no client or the client
 * no phone).
 */
export type CustomerNoticeCommand = {
  type: 'NotifyCustomer';
  organizationId: string;
  phone: number | null;
  now: Date;
  /** Why the client may not be told, from their own stream (docs/privacy.md): consent withdrawn, or blocked. */
  clientRefuses?: ClientNoticeRefusal;
  /** "Avisar" tapped offline and sent later by the board's outbox: recorded at the tap, clamped (claimedInstant). */
  claimed?: ClaimedTap;
};

/** Why a ticket's client is not to be written to: they withdrew consent to service messages, or are blocked. */
export type ClientNoticeRefusal = 'withdrawn' | 'blocked';

export interface CustomerNoticeState {
  /** The ticket as the board's decider folds it: whether it exists, whose it is, its state. */
  ticket: TicketState;
  /** Every state the customer has been told about: each is announced once. */
  notifiedStatuses: readonly TicketStatus[];
}

/**
 * Decides customer notices on a ticket's own stream. The ticket's state comes from the ticket
 * decider itself, so this adds only what a notice needs: which states were already announced.
 */
export const customerNoticeDecider: Decider<CustomerNoticeCommand, CustomerNoticeState, TicketEvent> = {
  initialState: { ticket: ticketDecider.initialState, notifiedStatuses: [] },

  evolve(state, event) {
    return {
      ticket: ticketDecider.evolve(state.ticket, event),
      notifiedStatuses: event.type === 'TicketCustomerNotified' ? [...state.notifiedStatuses, event.data.status] : state.notifiedStatuses,
    };
  },

  decide(command, { ticket, notifiedStatuses }) {
    // Another organization's ticket behaves exactly like one that does not exist.
    if (ticket.status === 'none' || ticket.organizationId !== command.organizationId) throw notFound(ticketMessages.notFound);
    if (command.clientRefuses === 'blocked') throw conflict(customerNoticeMessages.clientBlocked);
    if (command.clientRefuses === 'withdrawn') throw conflict(customerNoticeMessages.consentWithdrawn);
    if (command.phone === null) throw conflict(customerNoticeMessages.noPhone);
    if (notifiedStatuses.includes(ticket.status)) throw conflict(customerNoticeMessages.alreadyNotified);
    return [
      {
        type: 'TicketCustomerNotified',
        data: {
          ticketId: ticket.ticketId,
          status: ticket.status,
          channel: 'whatsapp',
          phone: command.phone,
          notifiedAt: claimedInstant(command.now, ticket.statusSince, command.claimed).toISOString(),
        },
      },
    ];
  },
};
