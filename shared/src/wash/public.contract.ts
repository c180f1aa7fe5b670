import { apiCommand, apiRead } from '../api/route';
import { publicTicketBody, publicTicketSchema } from './public-ticket';
import { sendFeedbackBody, sendFeedbackResponse } from './ticket-feedback';

/** The customer's QR page: no session. Its own file, so the public page's bundle carries no other schema. */
export const publicApi = {
  getPublicTicket: apiRead({
    path: 'code/getPublicTicket',
    action: 'Ver servicio desde el código QR',
    access: 'public',
    body: publicTicketBody,
    response: publicTicketSchema,
  }),
  /** The customer's answer once the car is ready: the ticket's id is the credential (docs/security.md, rule 9). */
  sendFeedback: apiCommand({
    path: 'code/sendFeedback',
    action: 'Evaluar servicio desde el código QR',
    access: 'public',
    body: sendFeedbackBody,
    response: sendFeedbackResponse,
    waitsFor: ['ticket-feedback'],
  }),
} as const;
