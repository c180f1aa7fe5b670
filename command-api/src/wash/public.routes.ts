import { notFound } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import { PUBLIC_TICKET_LOOKUPS_PER_MINUTE, publicTicketOf } from '@lavado/shared/wash/public-ticket';
import { readTicket } from '@lavado/projections/read/wash-records';
import { publicApi } from '@lavado/shared/wash/public.contract';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { findBusinessContact } from '@lavado/projections/read/organizations';

const PUBLIC_RATE_LIMIT = { max: PUBLIC_TICKET_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } as const;

/** The customer's QR page (`code/{id}`): no session, only the whitelisted fields and the car wash's name and phone, never indexed. */
export function publicRoutes(app: App): void {
  post(
    app,
    publicApi.getPublicTicket,
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      const found = await readTicket(app.deps.pool, request.body.id);
      if (!found) throw notFound(serverMessages.publicTicketNotFound);
      return { ...publicTicketOf(found.ticket), business: await findBusinessContact(app.deps.pool, found.organizationId) };
    },
    { config: { rateLimit: PUBLIC_RATE_LIMIT } },
  );
}
