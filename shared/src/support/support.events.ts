import type { SupportTicketType } from './support.schemas';

export type SupportTicketOpenedData = {
  ticketId: string;
  ticketNumber: number;
  organizationId: string;
  authorId: string;
  type: SupportTicketType;
  issue: string;
  description: string;
  openedAt: string;
};

/** Every event names its ticket's number and organization, so the logs and the feed need nothing else. */
type SupportTicketRef = { ticketId: string; ticketNumber: number; organizationId: string };

export type SupportEvent =
  | { type: 'SupportTicketOpened'; data: SupportTicketOpenedData }
  /** `response`: what the SA wrote when starting it; may be empty. */
  | { type: 'SupportTicketStarted'; data: SupportTicketRef & { response: string; startedAt: string } }
  | { type: 'SupportTicketClosed'; data: SupportTicketRef & { response: string; closedAt: string } };

export type SupportEventType = SupportEvent['type'];
export const supportEventTypes: readonly SupportEventType[] = ['SupportTicketOpened', 'SupportTicketStarted', 'SupportTicketClosed'];

export const supportTicketStreamId = (ticketId: string) => `support-${ticketId}`;

/** Platform-wide ticket numbers: 1, 2, 3… handed out by one small stream. */
export type SupportNumberEvent = { type: 'SupportTicketNumberAssigned'; data: { ticketId: string; ticketNumber: number } };
export const SUPPORT_NUMBERS_STREAM_ID = 'support-numbers';

/** Feed topic of any support ticket change, pushed to the ticket's organization (its author sees the answer live). */
export const SUPPORT_CHANGED = 'support.changed';
