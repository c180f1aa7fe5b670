import { notFound } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import { customerNoticeDecider } from '@lavado/shared/wash/customer-notice.decider';
import { ticketMessages } from '@lavado/shared/wash/ticket.decider';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import { washApi } from '@lavado/shared/wash/wash.contract';
import { findRecord } from '@lavado/projections/read/wash-records';
import type { App } from '../http/app-types';
import { callerOrganization } from '../http/auth';
import { post } from '../http/route';

/**
 * "Avisar por WhatsApp": the board and the record page open a chat to the ticket's client with the
 * ticket's page link; this records that they did, once per state, in the ticket's history.
 */
export function notifyCustomerRoutes(app: App): void {
  post(app, washApi.notifyCustomer, async (request) => {
    const organizationId = callerOrganization(request, request.body.organizationId);
    // The record names the ticket's client and that client's phone (clients never change their phone).
    const record = await findRecord(app.deps.pool, organizationId, request.body.id);
    if (!record) throw notFound(ticketMessages.notFound);
    const commands = app.commandsFor(request);
    await commands.run(ticketStreamId(record.id), customerNoticeDecider, {
      type: 'NotifyCustomer',
      organizationId,
      phone: record.clientPhone,
      now: commands.now,
    });
    await commands.settle(['wash-records']);
    return { status: true as const, msg: serverMessages.customerNotified };
  });
}
