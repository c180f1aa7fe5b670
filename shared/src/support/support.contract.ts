import { z } from 'zod';
import { apiRoute } from '../api/route';
import { statusMessageResponse } from '../identity/auth.schemas';
import {
  adminSupportTicketSchema,
  createSupportTicketBody,
  setSupportTicketStatusBody,
  supportTicketSchema,
  supportTicketsQueryBody,
  userSupportTicketsBody,
} from './support.schemas';

export const supportApi = {
  createTicket: apiRoute('support/createTicket', createSupportTicketBody, statusMessageResponse.extend({ ticket: supportTicketSchema })),
  listOrganizationTickets: apiRoute('support/getUserTickets', userSupportTicketsBody, z.array(supportTicketSchema)),
  listAllTickets: apiRoute('admin/getSupportTickets', supportTicketsQueryBody, z.array(adminSupportTicketSchema)),
  setTicketState: apiRoute(
    'admin/setSupportTicketsStatus',
    setSupportTicketStatusBody,
    // `tittle` (sic) is the field the original client reads.
    statusMessageResponse.extend({ tittle: z.string(), ticket: supportTicketSchema }),
  ),
} as const;
