import { notFound } from '@lavado/shared/domain/errors';
import { localDate } from '@lavado/shared/time/zone';
import { ticketDecider } from '@lavado/shared/wash/ticket.decider';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import {
  createWashTicketBody,
  finishTicketBody,
  recordsQueryBody,
  setTicketStateBody,
  ticketByIdBody,
  ticketSchema,
} from '@lavado/shared/wash/wash.schemas';
import { organizationScopedBody } from '@lavado/shared/clients/client.schemas';
import { statusMessageResponse } from '@lavado/shared/identity/auth.schemas';
import { boardAtBody, boardAtResponse, ticketHistoryBody, ticketHistoryEntrySchema } from '@lavado/shared/wash/ticket-history.schemas';
import { findOrganization } from '@lavado/projections/read/organizations';
import { findRecord, listOpenTickets, listRecords, readTicket } from '@lavado/projections/read/wash-records';
import { z } from 'zod';
import type { App } from '../app';
import { caller, callerOrganization, managedOrganization } from '../http/auth';
import { boardActor } from './board-actor';
import { boardAt } from './board-at.query';
import { createWashTicket } from './create-ticket.command';
import { readTicketHistory } from './ticket-history';

export function washRoutes(app: App): void {
  const { pool } = app.deps;

  app.post(
    '/api/wash/getWashTicketByOrganizationId',
    { schema: { body: organizationScopedBody, response: { 200: z.array(ticketSchema) } } },
    async (request) => listOpenTickets(pool, callerOrganization(request, request.body.organizationId), localDate(app.deps.now())),
  );

  app.post(
    '/api/wash/getCompleteTicketByOrganizationId',
    { schema: { body: recordsQueryBody, response: { 200: z.array(ticketSchema) } } },
    async (request) => {
      const { organizationId, ...query } = request.body;
      return listRecords(pool, callerOrganization(request, organizationId), query);
    },
  );

  app.post('/api/wash/getCompleteTicketById', { schema: { body: ticketByIdBody, response: { 200: ticketSchema } } }, async (request) => {
    // The SA audits every organization's records; anyone else reads only their own organization's.
    const ticket =
      caller(request).role === 'SA'
        ? (await readTicket(pool, request.body.id))?.ticket
        : await findRecord(pool, callerOrganization(request, request.body.organizationId), request.body.id);
    if (!ticket) throw notFound('El servicio solicitado no existe.');
    return ticket;
  });

  app.post(
    '/api/wash/createWashTicket',
    { schema: { body: createWashTicketBody, response: { 200: statusMessageResponse.extend({ id: z.uuid(), createdAt: z.string() }) } } },
    async (request) => {
      const organizationId = callerOrganization(request, request.body.organizationId);
      const created = await createWashTicket(app.commandsFor(request), pool, organizationId, request.body.data);
      return { status: true as const, msg: 'Servicio Creado!', ...created };
    },
  );

  app.post(
    '/api/wash/setWashTicketState',
    { schema: { body: setTicketStateBody, response: { 200: statusMessageResponse.extend({ status: z.literal(true) }) } } },
    async (request) => {
      const organizationId = callerOrganization(request, request.body.organizationId);
      const actor = await boardActor(pool, caller(request).id, organizationId, request.body.employeeNumber);
      const commands = app.commandsFor(request);
      const type = request.body.status === 2 ? 'StartTicket' : 'PauseTicket';
      await commands.run(ticketStreamId(request.body.id), ticketDecider, { type, organizationId, actor, now: commands.now });
      await commands.settle(['wash-records']);
      return { status: true as const, msg: 'Procesado!' };
    },
  );

  app.post(
    '/api/wash/finishWashTicket',
    { schema: { body: finishTicketBody, response: { 200: statusMessageResponse } } },
    async (request) => {
      const organizationId = callerOrganization(request, request.body.organizationId);
      const actor = await boardActor(pool, caller(request).id, organizationId, request.body.employeeNumber);
      const commands = app.commandsFor(request);
      await commands.run(ticketStreamId(request.body.id), ticketDecider, {
        type: 'FinishTicket',
        organizationId,
        actor,
        now: commands.now,
      });
      await commands.settle(['wash-records']);
      return { status: true as const, msg: 'Finalizado!' };
    },
  );

  app.post(
    '/api/wash/getTicketHistory',
    { schema: { body: ticketHistoryBody, response: { 200: z.array(ticketHistoryEntrySchema) } } },
    async (request) =>
      // The SA audits every organization; anyone else sees only their own organization's tickets.
      readTicketHistory(
        app.deps,
        request.body.id,
        (organizationId) => caller(request).role === 'SA' || organizationId === callerOrganization(request, request.body.organizationId),
      ),
  );

  app.post('/api/wash/getBoardAt', { schema: { body: boardAtBody, response: { 200: boardAtResponse } } }, async (request) => {
    const organizationId = await managedOrganization(
      request,
      request.body.organizationId,
      async (id) => (await findOrganization(pool, id)) !== null,
    );
    return boardAt(app.deps, organizationId, new Date(request.body.at));
  });
}
