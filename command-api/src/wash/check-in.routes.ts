import { z } from 'zod';
import { notFound } from '@lavado/shared/domain/errors';
import { inspectImage } from '@lavado/shared/organizations/logo-image';
import { serverMessages } from '@lavado/shared/messages/server';
import { CHECK_IN_BODY_LIMIT, CHECK_IN_IMAGE_ROUTE, checkInMessages, contentHashSchema } from '@lavado/shared/wash/check-in';
import { checkInApi } from '@lavado/shared/wash/check-in.contract';
import { ticketCheckInDecider } from '@lavado/shared/wash/ticket-check-in.decider';
import { ticketMessages } from '@lavado/shared/wash/ticket.decider';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import { organizationDecider } from '@lavado/shared/organizations/organization.decider';
import { organizationStreamId } from '@lavado/shared/organizations/organization.events';
import { PUBLIC_TICKET_LOOKUPS_PER_MINUTE } from '@lavado/shared/wash/public-ticket';
import { findCheckIn, findCheckInPolicy, isCheckInFileOf } from '@lavado/projections/read/check-ins';
import { findRecord, readTicket } from '@lavado/projections/read/wash-records';
import { caller, callerOrganization } from '../http/auth';
import { command } from '../http/command';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { boardActor } from './board-actor';

/** A customer's page shows a check-in's images at once: a few photos each, far below this. */
const IMAGE_LOOKUPS_PER_MINUTE = PUBLIC_TICKET_LOOKUPS_PER_MINUTE * 10;

/**
 * Photo check-in with the customer's signature (issue 20): the images arrive in base64 and are
 * checked on their bytes by the body's schema (wash/check-in.ts), stored once by hash in the photo
 * store, and named by the ticket's event; each is served only under its own ticket's id.
 */
export function checkInRoutes(app: App): void {
  const { pool, photos } = app.deps;

  command(
    app,
    checkInApi.recordCheckIn,
    {
      run: async ({ commands, organizationId, caller: { id: userId }, body }) => {
        // Nothing is stored for a ticket the caller cannot see: another organization's ticket is a 404.
        if (!(await findRecord(pool, organizationId, body.id))) throw notFound(ticketMessages.notFound);
        const actor = await boardActor(pool, userId, organizationId, null);
        const { retentionDays } = await findCheckInPolicy(pool, organizationId);
        const stored = [];
        for (const photo of body.photos)
          stored.push({ position: photo.position, note: photo.note, hash: await photos.put(photo.image.bytes) });
        const signatureHash = await photos.put(body.signature.bytes);
        await commands.run(ticketStreamId(body.id), ticketCheckInDecider, {
          type: 'RecordCheckIn',
          organizationId,
          actor,
          photos: stored,
          signatureHash,
          retentionDays,
          now: commands.now,
        });
      },
      answer: () => ({ status: true as const, msg: checkInMessages.recorded }),
    },
    { bodyLimit: CHECK_IN_BODY_LIMIT },
  );

  post(app, checkInApi.getCheckIn, async (request) => {
    // The SA audits every organization's records; anyone else reads only their own organization's.
    const organizationId = caller(request).role === 'SA' ? null : callerOrganization(request, request.body.organizationId);
    const ticket = organizationId ? await findRecord(pool, organizationId, request.body.id) : await readTicket(pool, request.body.id);
    if (!ticket) throw notFound(ticketMessages.notFound);
    return { checkIn: await findCheckIn(pool, request.body.id, organizationId) };
  });

  command(app, checkInApi.openClaim, {
    run: async ({ commands, organizationId, caller: { id: userId }, body }) => {
      const actor = await boardActor(pool, userId, organizationId, null);
      await commands.run(ticketStreamId(body.id), ticketCheckInDecider, {
        type: 'OpenClaim',
        organizationId,
        actor,
        reason: body.reason,
        now: commands.now,
      });
    },
    answer: () => ({ status: true as const, msg: checkInMessages.claimOpened }),
  });

  post(app, checkInApi.getCheckInPolicy, (request) => findCheckInPolicy(pool, callerOrganization(request, request.body.organizationId)));

  command(app, checkInApi.setCheckInPolicy, {
    run: async ({ commands, organizationId, body }) => {
      await commands.run(organizationStreamId(organizationId), organizationDecider, { type: 'SetCheckInPolicy', ...body.policy });
    },
    answer: () => ({ status: true as const, msg: checkInMessages.policySaved }),
  });

  app.get(
    CHECK_IN_IMAGE_ROUTE,
    {
      schema: { params: z.strictObject({ id: z.uuid('Código inválido.'), hash: contentHashSchema }) },
      config: { rateLimit: { max: IMAGE_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { id, hash } = request.params as { id: string; hash: string };
      // Only a hash the ticket's live check-in names: the route lists nothing and serves no other file.
      const bytes = (await isCheckInFileOf(pool, id, hash)) ? await photos.get(hash) : null;
      const facts = bytes && inspectImage(bytes, { maxBytes: Infinity, maxSide: Infinity });
      if (!bytes || !facts || typeof facts === 'string') throw notFound(serverMessages.notFound);
      return reply
        .header('content-type', facts.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-robots-tag', 'noindex, nofollow')
        .send(Buffer.from(bytes));
    },
  );
}
