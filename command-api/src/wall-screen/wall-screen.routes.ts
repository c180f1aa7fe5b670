import { randomUUID } from 'node:crypto';
import { endSessions, startSession } from '@lavado/shared/auth/sessions';
import { signToken, WALL_SCREEN_ROLE } from '@lavado/shared/auth/token';
import { DomainError, notFound } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import { organizationDecider } from '@lavado/shared/organizations/organization.decider';
import { organizationStreamId } from '@lavado/shared/organizations/organization.events';
import { localDate } from '@lavado/shared/time/zone';
import { wallScreenApi } from '@lavado/shared/wall-screen/wall-screen.contract';
import { wallScreenBoardOf } from '@lavado/shared/wash/board';
import { readBoard } from '@lavado/projections/read/wash-records';
import { wallScreenLinkDecider, wallScreenMessages } from '@lavado/shared/wall-screen/wall-screen.decider';
import { wallScreenLinkStreamId } from '@lavado/shared/wall-screen/wall-screen.events';
import { newPasswordToken } from '../accounts/password-tokens';
import type { App } from '../http/app-types';
import { callerOrganization } from '../http/auth';
import { command } from '../http/command';
import { post } from '../http/route';
import { findOpenableLink, listActiveLinks, markLinkRevoked, storeLinkToken } from './wall-screen-links';

/**
 * Read-only wall-screen links (docs/security.md, rule 47): an AD creates one, a TV exchanges its
 * token for a session that may read the organization's board and nothing else, and revoking the
 * link ends those sessions and their sockets.
 */
export function wallScreenRoutes(app: App): void {
  const { pool, tokenSettings, now } = app.deps;

  command(app, wallScreenApi.createLink, {
    run: async ({ commands, organizationId, caller }) => {
      const linkId = commands.derivedId('wall-screen-link');
      await commands.run(wallScreenLinkStreamId(linkId), wallScreenLinkDecider, {
        type: 'CreateWallScreenLink',
        linkId,
        organizationId,
        now: commands.now,
      });
      // The same 256-bit token as a password link: only its SHA-256 is stored.
      const { token, tokenHash } = newPasswordToken();
      const link = await storeLinkToken(pool, { id: linkId, organizationId, createdBy: caller.id, tokenHash }, commands.now);
      if (!link) throw notFound(wallScreenMessages.notFound);
      return { link, token };
    },
    answer: ({ link, token }) => ({ status: true as const, msg: wallScreenMessages.created, link, token }),
  });

  post(app, wallScreenApi.listLinks, async (request) => listActiveLinks(pool, callerOrganization(request, request.body.organizationId)));

  command(app, wallScreenApi.revokeLink, {
    run: async ({ commands, organizationId, body }) => {
      await commands.run(wallScreenLinkStreamId(body.id), wallScreenLinkDecider, {
        type: 'RevokeWallScreenLink',
        organizationId,
        now: commands.now,
      });
      await markLinkRevoked(pool, body.id, organizationId, commands.now);
      await endSessions(pool, { userId: body.id }, 'link_revoked', commands.now);
    },
    answer: () => ({ status: true as const, msg: wallScreenMessages.revoked }),
  });

  post(
    app,
    wallScreenApi.openScreen,
    async (request) => {
      const at = now();
      const link = await findOpenableLink(pool, request.body.token);
      if (!link) throw new DomainError('unauthenticated', wallScreenMessages.invalidLink);
      const organization = await app.commandsFor(request).load(organizationStreamId(link.organizationId), organizationDecider);
      if (!link.organizationEnabled || organization.status !== 'active')
        throw new DomainError('unauthenticated', serverMessages.organizationDisabledLogin);

      const sid = randomUUID();
      await startSession(
        pool,
        { id: sid, userId: link.id, organizationId: link.organizationId, role: WALL_SCREEN_ROLE, epochs: link.epochs },
        at,
      );
      const token = signToken(
        { id: link.id, identification: null, role: WALL_SCREEN_ROLE, organizationId: link.organizationId, sid },
        tokenSettings,
        at,
      );
      request.log.info({ linkId: link.id }, 'wall screen opened');
      return { status: true as const, token, organizationId: link.organizationId, organizationName: link.organizationName };
    },
    { config: { rateLimit: { max: app.deps.rateLimits?.login ?? 20, timeWindow: '1 minute' } } },
  );

  // Only what the screen shows: the answer's schema drops every other field of a card as well.
  post(app, wallScreenApi.getBoard, async (request) =>
    wallScreenBoardOf(await readBoard(pool, callerOrganization(request, request.body.organizationId), localDate(now()))),
  );
}
