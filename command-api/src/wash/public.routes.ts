import { notFound } from '@lavado/shared/domain/errors';
import { PUBLIC_TICKET_LOOKUPS_PER_MINUTE, publicTicketBody, publicTicketOf, publicTicketSchema } from '@lavado/shared/wash/public-ticket';
import { readTicket } from '@lavado/projections/projectors/wash-records.read';
import type { App } from '../app';

const PUBLIC_RATE_LIMIT = { max: PUBLIC_TICKET_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } as const;

/** The customer's QR page (`code/{id}`): no session, only the whitelisted fields, never indexed. */
export function publicRoutes(app: App): void {
  app.post(
    '/api/code/getPublicTicket',
    { schema: { body: publicTicketBody, response: { 200: publicTicketSchema } }, config: { rateLimit: PUBLIC_RATE_LIMIT } },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      const found = await readTicket(app.deps.pool, request.body.id);
      if (!found) throw notFound('El código no corresponde a un servicio.');
      return publicTicketOf(found.ticket);
    },
  );
}
