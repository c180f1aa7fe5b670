import { forbidden, notFound } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import { clientDecider } from '@lavado/shared/clients/client.decider';
import { clientStreamId } from '@lavado/shared/clients/client.events';
import { localDate } from '@lavado/shared/time/zone';
import { vehicleDecider } from '@lavado/shared/vehicles/vehicle.decider';
import { vehicleStreamId } from '@lavado/shared/vehicles/vehicle.events';
import { ticketDecider, type TicketActor } from '@lavado/shared/wash/ticket.decider';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import { isOpenTicket, ticketStatus } from '@lavado/shared/wash/ticket.lifecycle';
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
import { z } from 'zod';
import type { App } from '../app';
import { caller, callerOrganization } from '../http/auth';
import { findBoardActor } from '../employees/employee.queries';
import { boardAtBody, boardAtResponse, ticketHistoryBody, ticketHistoryEntrySchema } from '@lavado/shared/wash/ticket-history.schemas';
import { foldTicketCard } from '@lavado/shared/wash/ticket-card';
import type { TicketEvent } from '@lavado/shared/wash/ticket.events';
import { managedOrganization } from '../http/auth';
import { findOrganization } from '../organizations/organization.queries';
import { ticketTimeline } from './ticket-history';
import { findRecord, listOpenTickets, listRecords, readTicket } from '@lavado/projections/projectors/wash-records.read';

const TICKET_PROJECTORS = ['wash-records', 'clients', 'vehicles'] as const;

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
      const service = request.body.data;
      const commands = app.commandsFor(request);
      if (service.clientId) {
        const client = await commands.load(clientStreamId(service.clientId), clientDecider);
        if (client.status === 'none' || client.organizationId !== organizationId) throw notFound('El cliente no existe.');
      }
      const details = { type: service.vehicleType, brand: service.brand, model: service.model, color: service.color };
      const vehicle = await commands.run(vehicleStreamId(organizationId, service.ppu), vehicleDecider, {
        type: 'NoteVehicleForTicket',
        organizationId,
        ppu: service.ppu,
        details,
        now: commands.now,
      });
      const ticketId = commands.derivedId('ticket');
      const { state } = await commands.run(ticketStreamId(ticketId), ticketDecider, {
        type: 'CreateTicket',
        now: commands.now,
        ticket: {
          ticketId,
          organizationId,
          clientId: service.clientId ?? (vehicle.state.status === 'registered' ? vehicle.state.clientId : null),
          vehicle: { ppu: service.ppu, ownerName: service.propietario, ...details },
          driver: service.driver,
          serviceType: service.servicio,
          endDate: service.endDate,
          endTime: service.endTime,
          observations: service.observaciones,
        },
      });
      if (state.status === 'none') throw notFound('El servicio solicitado no existe.');
      await commands.settle(TICKET_PROJECTORS);
      const created = await findRecord(pool, organizationId, ticketId);
      return { status: true as const, msg: 'Servicio Creado!', id: ticketId, createdAt: created?.createdAt ?? commands.now.toISOString() };
    },
  );

  app.post(
    '/api/wash/setWashTicketState',
    { schema: { body: setTicketStateBody, response: { 200: statusMessageResponse.extend({ status: z.literal(true) }) } } },
    async (request) => {
      const organizationId = callerOrganization(request, request.body.organizationId);
      const actor = await boardActor(request, organizationId, request.body.employeeNumber);
      const commands = app.commandsFor(request);
      const type = request.body.status === ticketStatus.inProgress ? 'StartTicket' : 'PauseTicket';
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
      const actor = await boardActor(request, organizationId, request.body.employeeNumber);
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
    async (request) => {
      const events = await app.deps.store.read(ticketStreamId(request.body.id));
      const organizationId = events[0]?.metadata.organizationId;
      const auditor = caller(request);
      // The SA audits every organization; anyone else sees only their own organization's tickets.
      if (!organizationId || (auditor.role !== 'SA' && organizationId !== callerOrganization(request, request.body.organizationId))) {
        throw notFound('El servicio solicitado no existe.');
      }
      const actorIds = [...new Set(events.map((event) => event.metadata.actorId).filter((id): id is string => id !== null))];
      const { rows } = await pool.query<{ id: string; name: string }>(
        `select id, trim(first_name || ' ' || second_name) as name from users where id = any($1::uuid[])`,
        [actorIds],
      );
      return ticketTimeline(events, new Map(rows.map((row) => [row.id, row.name])));
    },
  );

  app.post('/api/wash/getBoardAt', { schema: { body: boardAtBody, response: { 200: boardAtResponse } } }, async (request) => {
    const organizationId = await managedOrganization(
      request,
      request.body.organizationId,
      async (id) => (await findOrganization(pool, id)) !== null,
    );
    const at = new Date(request.body.at);
    const day = localDate(at);
    // Candidates from the read model (open at that moment and due that day or before); each card is then folded from its own events up to `at`.
    const { rows } = await pool.query<{ id: string }>(
      `select id from wash_records
        where organization_id = $1 and created_at <= $2 and (finished_at is null or finished_at > $2) and end_date <= $3
        order by end_date, end_time, created_at limit 500`,
      [organizationId, at.toISOString(), day],
    );
    const cards = await Promise.all(
      rows.map(async ({ id }) => {
        const events = (await app.deps.store.read(ticketStreamId(id))).filter((event) => new Date(event.metadata.at) <= at);
        return foldTicketCard(events as unknown as TicketEvent[]);
      }),
    );
    return {
      at: at.toISOString(),
      day,
      tickets: cards.filter((card): card is NonNullable<typeof card> => card !== null && isOpenTicket(card.status)),
    };
  });

  /** The caller as the board knows them; an `employeeNumber` in the body must be the caller's own. */
  async function boardActor(
    request: Parameters<typeof caller>[0],
    organizationId: string,
    employeeNumber: number | null | undefined,
  ): Promise<TicketActor> {
    const actor = await findBoardActor(pool, caller(request).id, organizationId);
    if (!actor) throw notFound(serverMessages.notFound);
    if (employeeNumber != null && employeeNumber !== actor.employeeNumber) throw forbidden(serverMessages.forbidden);
    return actor;
  }
}
