import { apiRead } from '../api/route';
import { publicTicketBody, publicTicketSchema } from './public-ticket';

/** The customer's QR page: no session. Its own file, so the public page's bundle carries no other schema. */
export const publicApi = {
  getPublicTicket: apiRead({
    path: 'code/getPublicTicket',
    action: 'Ver servicio desde el código QR',
    access: 'public',
    body: publicTicketBody,
    response: publicTicketSchema,
  }),
} as const;
