import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { ORGANIZATION_MEMBERS, PLATFORM_ADMINS } from '../auth/roles';
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
  createTicket: apiCommand({
    path: 'support/createTicket',
    action: 'Crear ticket de soporte',
    access: ORGANIZATION_MEMBERS,
    body: createSupportTicketBody,
    response: statusMessageResponse.extend({ ticket: supportTicketSchema }),
    waitsFor: ['support-tickets'],
  }),
  listOrganizationTickets: apiRead({
    path: 'support/getUserTickets',
    action: 'Ver mis tickets de soporte',
    access: ORGANIZATION_MEMBERS,
    body: userSupportTicketsBody,
    response: z.array(supportTicketSchema),
  }),
  listAllTickets: apiRead({
    path: 'admin/getSupportTickets',
    action: 'Ver tickets de soporte',
    access: PLATFORM_ADMINS,
    body: supportTicketsQueryBody,
    response: z.array(adminSupportTicketSchema),
  }),
  setTicketState: apiCommand({
    path: 'admin/setSupportTicketsStatus',
    action: 'Cambiar estado de tickets de soporte',
    access: PLATFORM_ADMINS,
    body: setSupportTicketStatusBody,
    // `tittle` (sic) is the field the original client reads.
    response: statusMessageResponse.extend({ tittle: z.string(), ticket: supportTicketSchema }),
    waitsFor: ['support-tickets'],
  }),
} as const;
