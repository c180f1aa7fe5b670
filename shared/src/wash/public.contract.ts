import { apiRoute } from '../api/route';
import { publicTicketBody, publicTicketSchema } from './public-ticket';

/** The customer's QR page: no session. Its own file, so the public page's bundle carries no other schema. */
export const publicApi = {
  getPublicTicket: apiRoute('code/getPublicTicket', publicTicketBody, publicTicketSchema),
} as const;
