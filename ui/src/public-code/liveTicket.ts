import { PUBLIC_CONNECT_ERRORS, PUBLIC_NAMESPACE, PUBLIC_TICKET_EVENT, REALTIME_PATH } from '@lavado/realtime/protocol';
import { livePublicTicketSchema, type LivePublicTicket } from '@lavado/shared/wash/public-ticket';
import { openSocketOnceLoaded } from '../lib/realtime/socketOnceLoaded';

/** Wait before knocking again when the gateway could not look the ticket up. */
const RETRY_MS = 5_000;

/** The part of a Socket.IO client this page uses. */
export interface PublicSocket {
  readonly active: boolean;
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'disconnect', listener: () => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  on(event: typeof PUBLIC_TICKET_EVENT, listener: (ticket: unknown) => void): unknown;
  connect(): unknown;
}

export interface TicketFollower {
  onTicket: (ticket: LivePublicTicket) => void;
  /** Whether changes are arriving live. */
  onLive: (live: boolean) => void;
}

export function openPublicSocket(ticketId: string): PublicSocket {
  return openSocketOnceLoaded(({ io }) => io(PUBLIC_NAMESPACE, { path: REALTIME_PATH, auth: { ticketId } }));
}

/** Follows one ticket on the gateway's public namespace: the random ticket id is the only key. */
export function followTicket(ticketId: string, follower: TicketFollower, openSocket = openPublicSocket): void {
  const socket = openSocket(ticketId);
  socket.on('connect', () => follower.onLive(true));
  socket.on('disconnect', () => follower.onLive(false));
  socket.on('connect_error', (error) => {
    follower.onLive(false);
    if (!socket.active && error.message !== PUBLIC_CONNECT_ERRORS.notFound) setTimeout(() => socket.connect(), RETRY_MS);
  });
  socket.on(PUBLIC_TICKET_EVENT, (message) => {
    const ticket = livePublicTicketSchema.safeParse(message);
    if (ticket.success) follower.onTicket(ticket.data);
  });
}
