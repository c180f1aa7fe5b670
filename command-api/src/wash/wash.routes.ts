import { ticketStatus } from '@lavado/shared/wash/ticket.lifecycle';
import { serverMessages } from '@lavado/shared/messages/server';
import { notFound } from '@lavado/shared/domain/errors';
import { localDate } from '@lavado/shared/time/zone';
import { ticketDecider, ticketMessages } from '@lavado/shared/wash/ticket.decider';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import { findRecord, listOpenTicketsOfPlate, listRecords, readBoard, readTicket } from '@lavado/projections/read/wash-records';
import { washApi } from '@lavado/shared/wash/wash.contract';
import { stateThresholds } from '@lavado/shared/wash/state-thresholds';
import { typicalServiceTimes } from '@lavado/shared/wash/delivery-estimate';
import { readStateDurations } from '@lavado/projections/read/ticket-durations';
import { command } from '../http/command';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { caller, callerOrganization, managedOrganization } from '../http/auth';
import { boardActor } from './board-actor';
import { claimedTap } from './claimed-tap';
import { boardAt } from './board-at.query';
import { createWashTicket } from './create-ticket.command';
import { readTicketHistory } from './ticket-history';

export function washRoutes(app: App): void {
  const { pool } = app.deps;

  post(app, washApi.getBoard, async (request) =>
    readBoard(pool, callerOrganization(request, request.body.organizationId), localDate(app.deps.now())),
  );

  post(app, washApi.getStateThresholds, async (request) =>
    stateThresholds(await readStateDurations(pool, callerOrganization(request, request.body.organizationId))),
  );

  post(app, washApi.getTypicalServiceTimes, async (request) =>
    typicalServiceTimes(await readStateDurations(pool, callerOrganization(request, request.body.organizationId))),
  );

  post(app, washApi.listRecords, async (request) => {
    const { organizationId, ...query } = request.body;
    return listRecords(pool, callerOrganization(request, organizationId), query);
  });

  post(app, washApi.listOpenTicketsOfPlate, async (request) =>
    listOpenTicketsOfPlate(pool, callerOrganization(request, request.body.organizationId), request.body.ppu),
  );

  post(app, washApi.getRecord, async (request) => {
    // The SA audits every organization's records; anyone else reads only their own organization's.
    const ticket =
      caller(request).role === 'SA'
        ? (await readTicket(pool, request.body.id))?.ticket
        : await findRecord(pool, callerOrganization(request, request.body.organizationId), request.body.id);
    if (!ticket) throw notFound(ticketMessages.notFound);
    return ticket;
  });

  command(app, washApi.createTicket, {
    run: ({ commands, organizationId, body }) => createWashTicket(commands, organizationId, body.data),
    answer: async (ticketId, { commands, organizationId }) => {
      // One statement: the record's creation time and the price the money read model holds for it.
      const created = await findRecord(pool, organizationId, ticketId, { withCharge: true });
      const charge = created?.charge;
      return {
        status: true as const,
        msg: serverMessages.ticketCreated,
        id: ticketId,
        createdAt: created?.createdAt ?? commands.now.toISOString(),
        price: charge?.price != null ? { amount: charge.price, currency: charge.currency } : null,
      };
    },
  });

  command(app, washApi.setTicketState, {
    run: async ({ commands, organizationId, caller, body }) => {
      const actor = await boardActor(pool, caller.id, organizationId, body.employeeNumber);
      const type = body.status === ticketStatus.inProgress ? 'StartTicket' : 'PauseTicket';
      const claimed = claimedTap(app, body.tappedAt);
      const change = { type, organizationId, actor, reason: body.pauseReason, now: commands.now, ...claimed } as const;
      await commands.run(ticketStreamId(body.id), ticketDecider, change);
    },
    answer: () => ({ status: true as const, msg: serverMessages.ticketStateChanged }),
  });

  command(app, washApi.finishTicket, {
    run: async ({ commands, organizationId, caller, body }) => {
      const actor = await boardActor(pool, caller.id, organizationId, body.employeeNumber);
      const finish = { type: 'FinishTicket' as const, organizationId, actor, now: commands.now, ...claimedTap(app, body.tappedAt) };
      await commands.run(ticketStreamId(body.id), ticketDecider, finish);
    },
    answer: () => ({ status: true as const, msg: serverMessages.ticketFinished }),
  });

  command(app, washApi.correctTicketDetails, {
    run: async ({ commands, organizationId, caller, body }) => {
      const actor = { ...(await boardActor(pool, caller.id, organizationId, null)), role: caller.role };
      const correction = { type: 'CorrectTicketDetails' as const, organizationId, actor, changes: body.changes, now: commands.now };
      await commands.run(ticketStreamId(body.id), ticketDecider, correction);
    },
    answer: () => ({ status: true as const, msg: ticketMessages.detailsCorrected }),
  });

  post(app, washApi.getTicketHistory, async (request) => {
    // The SA audits every organization; anyone else sees only their own organization's tickets. The
    // body's organization is checked before the ticket is looked up, so the answer never tells
    // whether an id exists (docs/security.md, rule 2).
    const readable = caller(request).role === 'SA' ? null : callerOrganization(request, request.body.organizationId);
    return readTicketHistory(app.deps, request.body.id, (organizationId) => readable === null || organizationId === readable);
  });

  post(app, washApi.getBoardAt, async (request) => {
    const organizationId = await managedOrganization(request, request.body.organizationId, pool);
    return boardAt(app.deps, organizationId, new Date(request.body.at));
  });
}
