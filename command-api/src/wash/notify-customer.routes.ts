import { notFound } from '@lavado/shared/domain/errors';
import { statusMessageResponse } from '@lavado/shared/identity/auth.schemas';
import { serverMessages } from '@lavado/shared/messages/server';
import { customerNoticeDecider } from '@lavado/shared/wash/customer-notice.decider';
import { ticketMessages } from '@lavado/shared/wash/ticket.decider';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import { notifyCustomerBody } from '@lavado/shared/wash/wash.schemas';
import { findRecord } from '@lavado/projections/projectors/wash-records.read';
import type { App } from '../app';
import { callerOrganization } from '../http/auth';

/**
 * "Avisar por WhatsApp": the board and the record page open a chat to the ticket's client with the
 * ticket's page link; this records that they did, once per state, in the ticket's history.
 */
export function notifyCustomerRoutes(app: App): void {
  app.post(
    '/api/wash/notifyCustomer',
    { schema: { body: notifyCustomerBody, response: { 200: statusMessageResponse } } },
    async (request) => {
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
    },
  );
}
