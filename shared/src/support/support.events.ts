import { type SupportTicketType, SUPPORT_TICKET_TYPES } from './support.schemas';
import { at, supportTicket, ticketId, userId } from '../events/example-values';
import type { DataSubject, EventDeclarations } from '../events/declaration';

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

/** The SA's answer is about its author's request: it is the author's (through the ticket). */
const answer = {
  subject: (data: { ticketId: string }): DataSubject => ({ kind: 'supportTicket', id: data.ticketId }),
  fields: { response: 'freeText' },
} as const;

/** A support ticket: one declaration per event above (docs/conventions.md, "Declaring an event"). */
export const supportEventCatalog = {
  SupportTicketOpened: {
    readModels: ['support-tickets'],
    log: {
      describe: (data) => `abrió el ticket de soporte N° ${data.ticketNumber} (${SUPPORT_TICKET_TYPES[data.type]}): ${data.issue}`,
      example: 'abrió el ticket de soporte N° 12 (Módulo No Carga): No carga el tablero',
    },
    personal: { subject: (data) => ({ kind: 'user', id: data.authorId }), fields: { issue: 'freeText', description: 'freeText' } },
    example: {
      ...supportTicket,
      authorId: userId,
      type: 'MN',
      issue: 'No carga el tablero',
      description: 'Pantalla en blanco desde el celular de Ana.',
      openedAt: at,
    },
  },
  SupportTicketStarted: {
    readModels: ['support-tickets'],
    log: { describe: (data) => `inició el ticket de soporte N° ${data.ticketNumber}`, example: 'inició el ticket de soporte N° 12' },
    personal: answer,
    example: { ...supportTicket, response: 'Revisando', startedAt: at },
  },
  SupportTicketClosed: {
    readModels: ['support-tickets'],
    log: { describe: (data) => `cerró el ticket de soporte N° ${data.ticketNumber}`, example: 'cerró el ticket de soporte N° 12' },
    personal: answer,
    example: { ...supportTicket, response: 'Corregido', closedAt: at },
  },
} as const satisfies EventDeclarations<SupportEvent>;

/** The platform-wide support ticket numbers (`support-numbers`). */
export const supportNumberEventCatalog = {
  // Bookkeeping: the opening, which the log tells, carries the same number.
  SupportTicketNumberAssigned: { readModels: [], log: null, personal: null, example: { ticketId, ticketNumber: 12 } },
} as const satisfies EventDeclarations<SupportNumberEvent>;
