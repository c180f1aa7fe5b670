import { at, supportTicket, ticketId, userId } from '../events/example-values';
import type { DataSubject, EventDeclarations } from '../events/declaration';
import type { SupportEvent, SupportNumberEvent } from './support.events';
import { SUPPORT_TICKET_TYPES } from './support.schemas';

/** The SA's answer is about its author's request: it is the author's (through the ticket). */
const answer = {
  subject: (data: { ticketId: string }): DataSubject => ({ kind: 'supportTicket', id: data.ticketId }),
  fields: { response: 'freeText' },
} as const;

/** A support ticket (`support.events.ts`): one declaration per event (docs/conventions.md, "Declaring an event"). */
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
