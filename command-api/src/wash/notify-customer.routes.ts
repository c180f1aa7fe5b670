import { notFound } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import { customerNoticeDecider } from '@lavado/shared/wash/customer-notice.decider';
import { ticketMessages } from '@lavado/shared/wash/ticket.decider';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import { washApi } from '@lavado/shared/wash/wash.contract';
import { findRecord } from '@lavado/projections/read/wash-records';
import type { App } from '../http/app-types';
import { command } from '../http/command';
import { claimedTap } from './claimed-tap';
import { clientPrivacyDecider, noticeRefusalOf } from '@lavado/shared/clients/client-privacy.decider';
import { clientStreamId } from '@lavado/shared/clients/client.events';

/**
 * "Avisar por WhatsApp": the board and the record page open a chat to the ticket's client with the
 * ticket's page link; this records that they did, once per state, in the ticket's history.
 */
export function notifyCustomerRoutes(app: App): void {
  command(app, washApi.notifyCustomer, {
    run: async ({ commands, organizationId, body }) => {
      // The record names the ticket's client and that client's phone (clients never change their phone).
      const record = await findRecord(app.deps.pool, organizationId, body.id);
      if (!record) throw notFound(ticketMessages.notFound);
      const clientRefuses = record.clientId
        ? noticeRefusalOf(await commands.load(clientStreamId(record.clientId), clientPrivacyDecider))
        : null;
      await commands.run(ticketStreamId(record.id), customerNoticeDecider, {
        type: 'NotifyCustomer',
        organizationId,
        phone: record.clientPhone,
        ...(clientRefuses ? { clientRefuses } : {}),
        now: commands.now,
        ...claimedTap(app, body.tappedAt),
      });
    },
    answer: () => ({ status: true as const, msg: serverMessages.customerNotified }),
  });
}
