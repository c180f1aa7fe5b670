import { notFound } from '@lavado/shared/domain/errors';
import { statusMessageResponse } from '@lavado/shared/identity/auth.schemas';
import {
  supportMessages,
  supportNumberDecider,
  supportTicketDecider,
  type SupportNumberState,
} from '@lavado/shared/support/support.decider';
import { SUPPORT_NUMBERS_STREAM_ID, supportTicketStreamId } from '@lavado/shared/support/support.events';
import {
  adminSupportTicketSchema,
  createSupportTicketBody,
  setSupportTicketStatusBody,
  SUPPORT_TICKET_STATUS_LABELS,
  supportTicketSchema,
  supportTicketsQueryBody,
  userSupportTicketsBody,
} from '@lavado/shared/support/support.schemas';
import { z } from 'zod';
import type { App } from '../app';
import { caller, callerOrganization } from '../http/auth';
import { findTicket, listAllTickets, listOrganizationTickets } from './support.queries';

const PROJECTORS = ['support-tickets'] as const;

export function supportRoutes(app: App): void {
  const { pool } = app.deps;

  app.post(
    '/api/support/createTicket',
    { schema: { body: createSupportTicketBody, response: { 200: statusMessageResponse.extend({ ticket: supportTicketSchema }) } } },
    async (request) => {
      const organizationId = callerOrganization(request, request.body.organizationId);
      const commands = app.commandsFor(request);
      const ticketId = commands.derivedId('support-ticket');
      const numbers = await commands.run(SUPPORT_NUMBERS_STREAM_ID, supportNumberDecider, { type: 'AssignSupportTicketNumber', ticketId });
      const ticketNumber = assignedNumber(numbers.state, ticketId);
      await commands.run(supportTicketStreamId(ticketId), supportTicketDecider, {
        type: 'OpenSupportTicket',
        ticket: { ticketId, ticketNumber, organizationId, authorId: caller(request).id, ...request.body.ticket },
        now: commands.now,
      });
      await commands.settle(PROJECTORS);
      const ticket = await findTicket(pool, ticketId, organizationId);
      if (!ticket) throw notFound(supportMessages.notFound);
      return { status: true as const, msg: `Ticket N° ${ticketNumber} creado!`, ticket };
    },
  );

  app.post(
    '/api/support/getUserTickets',
    { schema: { body: userSupportTicketsBody, response: { 200: z.array(supportTicketSchema) } } },
    async (request) => listOrganizationTickets(pool, callerOrganization(request, request.body.organizationId)),
  );

  app.post(
    '/api/admin/getSupportTickets',
    { schema: { body: supportTicketsQueryBody, response: { 200: z.array(adminSupportTicketSchema) } } },
    async (request) => listAllTickets(pool, request.body),
  );

  app.post(
    '/api/admin/setSupportTicketsStatus',
    {
      schema: {
        body: setSupportTicketStatusBody,
        // `tittle` (sic) is the field the original client reads (docs/specification.md#calls).
        response: { 200: statusMessageResponse.extend({ tittle: z.string(), ticket: supportTicketSchema }) },
      },
    },
    async (request) => {
      const { id, state, response } = request.body;
      const commands = app.commandsFor(request);
      await commands.run(supportTicketStreamId(id), supportTicketDecider, {
        type: 'SetSupportTicketState',
        state,
        response,
        now: commands.now,
      });
      await commands.settle(PROJECTORS);
      const ticket = await findTicket(pool, id, null);
      if (!ticket) throw notFound(supportMessages.notFound);
      return {
        status: true as const,
        tittle: 'Ticket actualizado!',
        msg: `El ticket N° ${ticket.ticketNumber} quedó ${SUPPORT_TICKET_STATUS_LABELS[ticket.state]}.`,
        ticket,
      };
    },
  );
}

/** The number the counter stream holds for `ticketId`: it was just assigned, or on a retried command, earlier. */
function assignedNumber(numbers: SupportNumberState, ticketId: string): number {
  const ticketNumber = numbers.byTicket[ticketId];
  if (ticketNumber === undefined) throw new Error(`No support ticket number was assigned to ${ticketId}`);
  return ticketNumber;
}
