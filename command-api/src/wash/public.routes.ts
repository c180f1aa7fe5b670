import { notFound } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import { PUBLIC_TICKET_LOOKUPS_PER_MINUTE, publicTicketOf } from '@lavado/shared/wash/public-ticket';
import { feedbackMessages, PUBLIC_FEEDBACK_PER_MINUTE } from '@lavado/shared/wash/ticket-feedback';
import { ticketFeedbackDecider } from '@lavado/shared/wash/ticket-feedback.decider';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import { readTicket } from '@lavado/projections/read/wash-records';
import { feedbackGiven } from '@lavado/projections/read/ticket-feedback';
import { findCheckIn } from '@lavado/projections/read/check-ins';
import { publicApi } from '@lavado/shared/wash/public.contract';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { findBusinessContact } from '@lavado/projections/read/organizations';

const PUBLIC_RATE_LIMIT = { max: PUBLIC_TICKET_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } as const;

/**
 * The customer's QR page (`code/{id}`): no session, only the whitelisted fields and the car wash's
 * public contact card, never indexed; and the customer's one answer once the car is ready.
 */
export function publicRoutes(app: App): void {
  const { pool } = app.deps;

  post(
    app,
    publicApi.getPublicTicket,
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      const found = await readTicket(pool, request.body.id);
      if (!found) throw notFound(serverMessages.publicTicketNotFound);
      const [business, given, checkIn] = await Promise.all([
        findBusinessContact(pool, found.organizationId),
        feedbackGiven(pool, request.body.id),
        findCheckIn(pool, request.body.id, null),
      ]);
      return { ...publicTicketOf(found.ticket), business, feedbackGiven: given, checkIn };
    },
    { config: { rateLimit: PUBLIC_RATE_LIMIT } },
  );

  // Written out rather than a command(): the caller has no session, and the ticket's id is its only credential.
  post(
    app,
    publicApi.sendFeedback,
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      const { id, score, comment } = request.body;
      const commands = app.commandsFor(request);
      await commands.run(ticketStreamId(id), ticketFeedbackDecider, { type: 'GiveFeedback', score, comment, now: commands.now });
      await commands.settle(publicApi.sendFeedback.waitsFor);
      return { status: true as const, msg: feedbackMessages.thanks };
    },
    { config: { rateLimit: { max: app.deps.rateLimits?.feedback ?? PUBLIC_FEEDBACK_PER_MINUTE, timeWindow: '1 minute' } } },
  );
}
