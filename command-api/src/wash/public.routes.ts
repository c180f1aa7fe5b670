import { notFound } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import { PUBLIC_TICKET_LOOKUPS_PER_MINUTE } from '@lavado/shared/wash/public-ticket';
import { publicTicketOf, withoutPersonalData } from '@lavado/shared/wash/public-ticket-of';
import { feedbackMessages, PUBLIC_FEEDBACK_PER_MINUTE } from '@lavado/shared/wash/ticket-feedback';
import { ticketFeedbackDecider } from '@lavado/shared/wash/ticket-feedback.decider';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import { readQueue, readTicket } from '@lavado/projections/read/wash-records';
import { readTicketCharge } from '@lavado/projections/read/money';
import { readStateDurations } from '@lavado/projections/read/ticket-durations';
import { estimateBasisOf } from '@lavado/shared/wash/delivery-estimate';
import { feedbackGiven } from '@lavado/projections/read/ticket-feedback';
import { findCheckIn } from '@lavado/projections/read/check-ins';
import { publicApi } from '@lavado/shared/wash/public.contract';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { findBusinessContact } from '@lavado/projections/read/organizations';
import { washesLeftOfPlate } from '@lavado/projections/read/packs';

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
      const { organizationId, ticket } = found;
      const [business, given, charge, history, queue, packWashesLeft, checkIn] = await Promise.all([
        findBusinessContact(pool, organizationId),
        feedbackGiven(pool, ticket.id),
        readTicketCharge(pool, organizationId, ticket.id),
        readStateDurations(pool, organizationId),
        readQueue(pool, organizationId, ticket),
        washesLeftOfPlate(pool, organizationId, ticket.vehicle.ppu, app.deps.now()),
        findCheckIn(pool, ticket.id, null),
      ]);
      const estimateBasis = estimateBasisOf(history, ticket.serviceType, queue);
      // A blocked client's data is kept but not shown (docs/privacy.md, "Bloqueo temporal"): the wash's progress stays.
      if (ticket.clientNotices === 'blocked')
        return {
          ...withoutPersonalData(publicTicketOf(ticket)),
          business,
          feedbackGiven: given,
          charge,
          estimateBasis,
          packWashesLeft,
          checkIn: null,
        };
      return { ...publicTicketOf(ticket), business, feedbackGiven: given, charge, estimateBasis, packWashesLeft, checkIn };
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
