import { assertNever, type Decider } from '../domain/decider';
import { conflict, notFound } from '../domain/errors';
import { CHECK_IN_SIGNATURE_LINE, checkInMessages } from './check-in';
import { ticketDecider, ticketMessages, type TicketActor, type TicketState } from './ticket.decider';
import type { TicketCheckInPhoto, TicketEmployee, TicketEvent } from './ticket.events';
import { ticketStatus } from './ticket-status';

const DAY_MS = 24 * 3600 * 1000;

export type TicketCheckInCommand =
  | {
      type: 'RecordCheckIn';
      organizationId: string;
      actor: TicketActor;
      photos: TicketCheckInPhoto[];
      signatureHash: string;
      /** The organization's retention when the customer signs (its check-in policy). */
      retentionDays: number;
      now: Date;
    }
  | { type: 'OpenClaim'; organizationId: string; actor: TicketActor; reason: string; now: Date }
  /** The retention job: deletes the files once their days ran out, unless a claim is open. */
  | { type: 'DeleteExpiredCheckIn'; organizationId: string; now: Date };

export interface TicketCheckInState {
  ticket: TicketState;
  checkIn: { signedAt: string; retentionDays: number; deleted: boolean } | null;
  claimOpen: boolean;
}

const employeeOf = ({ userId, employeeNumber, firstName, secondName }: TicketActor): TicketEmployee => ({
  userId,
  employeeNumber,
  firstName,
  secondName,
});

/** When a check-in's files may go, if no claim holds them. */
export const checkInDeleteAfter = (signedAt: string, retentionDays: number): Date =>
  new Date(Date.parse(signedAt) + retentionDays * DAY_MS);

/** Photo check-in on the ticket's own stream: once per ticket, kept while a claim is open, deleted when its retention ran out. */
export const ticketCheckInDecider: Decider<TicketCheckInCommand, TicketCheckInState, TicketEvent> = {
  initialState: { ticket: ticketDecider.initialState, checkIn: null, claimOpen: false },

  evolve(state, event) {
    const ticket = ticketDecider.evolve(state.ticket, event);
    switch (event.type) {
      case 'TicketCheckInRecorded':
        return { ...state, ticket, checkIn: { signedAt: event.data.signedAt, retentionDays: event.data.retentionDays, deleted: false } };
      case 'TicketClaimOpened':
        return { ...state, ticket, claimOpen: true };
      case 'TicketCheckInPhotosDeleted':
        return { ...state, ticket, checkIn: state.checkIn && { ...state.checkIn, deleted: true } };
      default:
        return { ...state, ticket };
    }
  },

  decide(command, { ticket, checkIn, claimOpen }) {
    // Another organization's ticket behaves exactly like one that does not exist.
    if (ticket.status === 'none' || ticket.organizationId !== command.organizationId) throw notFound(ticketMessages.notFound);
    switch (command.type) {
      case 'RecordCheckIn':
        if (checkIn) throw conflict(checkInMessages.alreadyRecorded);
        if (ticket.status === ticketStatus.voided) throw conflict(checkInMessages.voided);
        return [
          {
            type: 'TicketCheckInRecorded',
            data: {
              ticketId: ticket.ticketId,
              organizationId: ticket.organizationId,
              photos: command.photos,
              signatureHash: command.signatureHash,
              signatureLine: CHECK_IN_SIGNATURE_LINE,
              employee: employeeOf(command.actor),
              signedAt: command.now.toISOString(),
              retentionDays: command.retentionDays,
            },
          },
        ];
      case 'OpenClaim':
        if (claimOpen) throw conflict(checkInMessages.claimAlreadyOpen);
        return [
          {
            type: 'TicketClaimOpened',
            data: {
              ticketId: ticket.ticketId,
              reason: command.reason,
              employee: employeeOf(command.actor),
              openedAt: command.now.toISOString(),
            },
          },
        ];
      case 'DeleteExpiredCheckIn':
        if (!checkIn || checkIn.deleted || claimOpen) return [];
        if (command.now < checkInDeleteAfter(checkIn.signedAt, checkIn.retentionDays)) return [];
        return [{ type: 'TicketCheckInPhotosDeleted', data: { ticketId: ticket.ticketId, deletedAt: command.now.toISOString() } }];
      default:
        return assertNever(command);
    }
  },
};
