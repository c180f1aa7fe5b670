import { notFound } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import {
  supportMessages,
  supportNumberDecider,
  supportTicketDecider,
  type SupportNumberState,
} from '@lavado/shared/support/support.decider';
import { SUPPORT_NUMBERS_STREAM_ID, supportTicketStreamId } from '@lavado/shared/support/support.events';
import { SUPPORT_TICKET_STATUS_LABELS } from '@lavado/shared/support/support.schemas';
import { supportApi } from '@lavado/shared/support/support.contract';
import { command } from '../http/command';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { callerOrganization } from '../http/auth';
import { findTicket, listAllTickets, listOrganizationTickets } from '@lavado/projections/read/support-tickets';

export function supportRoutes(app: App): void {
  const { pool } = app.deps;

  command(app, supportApi.createTicket, {
    run: async ({ commands, organizationId, caller, body }) => {
      const ticketId = commands.derivedId('support-ticket');
      const numbers = await commands.run(SUPPORT_NUMBERS_STREAM_ID, supportNumberDecider, { type: 'AssignSupportTicketNumber', ticketId });
      const ticketNumber = assignedNumber(numbers.state, ticketId);
      await commands.run(supportTicketStreamId(ticketId), supportTicketDecider, {
        type: 'OpenSupportTicket',
        ticket: { ticketId, ticketNumber, organizationId, authorId: caller.id, ...body.ticket },
        now: commands.now,
      });
      return { ticketId, ticketNumber };
    },
    answer: async ({ ticketId, ticketNumber }, { organizationId }) => {
      const ticket = await findTicket(pool, ticketId, organizationId);
      if (!ticket) throw notFound(supportMessages.notFound);
      return { status: true as const, msg: serverMessages.supportTicketCreated(ticketNumber), ticket };
    },
  });

  post(app, supportApi.listOrganizationTickets, async (request) =>
    listOrganizationTickets(pool, callerOrganization(request, request.body.organizationId)),
  );

  post(app, supportApi.listAllTickets, async (request) => listAllTickets(pool, request.body));

  command(app, supportApi.setTicketState, {
    actsOn: 'platform',
    run: async ({ commands, body: { id, state, response } }) => {
      await commands.run(supportTicketStreamId(id), supportTicketDecider, {
        type: 'SetSupportTicketState',
        state,
        response,
        now: commands.now,
      });
    },
    answer: async (_, { body }) => {
      const ticket = await findTicket(pool, body.id, null);
      if (!ticket) throw notFound(supportMessages.notFound);
      return {
        status: true as const,
        tittle: serverMessages.supportTicketUpdatedTitle,
        msg: serverMessages.supportTicketUpdated(ticket.ticketNumber, SUPPORT_TICKET_STATUS_LABELS[ticket.state]),
        ticket,
      };
    },
  });
}

/** The number the counter stream holds for `ticketId`: it was just assigned, or on a retried command, earlier. */
function assignedNumber(numbers: SupportNumberState, ticketId: string): number {
  const ticketNumber = numbers.byTicket[ticketId];
  if (ticketNumber === undefined) throw new Error(`No support ticket number was assigned to ${ticketId}`);
  return ticketNumber;
}
