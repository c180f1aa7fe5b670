import { randomUUID } from 'node:crypto';
import { endSessions, startSession } from '@lavado/shared/auth/sessions';
import { signToken } from '@lavado/shared/auth/token';
import { DomainError } from '@lavado/shared/domain/errors';
import { failureMessages } from '@lavado/shared/logs/failure-log';
import { serverMessages } from '@lavado/shared/messages/server';
import { authApi } from '@lavado/shared/identity/auth.contract';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { caller } from '../http/auth';
import { failureRecorder } from '../logs/failure-recorder';
import { deviceCookies } from './device-cookie';
import { accountKeyFor, recordLoginFailure, recordLoginSuccess, secondsUntilLoginAllowed } from './login-throttle';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { findLoginCandidate } from './user.queries';
import { fullName } from '@lavado/shared/identity/full-name';
import { userDecider } from '@lavado/shared/identity/user.decider';
import { userStreamId } from '@lavado/shared/identity/user.events';
import { organizationDecider } from '@lavado/shared/organizations/organization.decider';
import { organizationStreamId } from '@lavado/shared/organizations/organization.events';

export function authRoutes(app: App): void {
  const { pool, tokenSettings, now } = app.deps;
  const recordFailure = failureRecorder(app.deps);
  const devices = deviceCookies(tokenSettings.secret);
  const secureCookies = app.deps.publicOrigin.startsWith('https:');

  post(
    app,
    authApi.login,
    async (request, reply) => {
      const at = now();
      const candidate = await findLoginCandidate(pool, request.body.email);
      const source = {
        accountKey: accountKeyFor(request.body.email, candidate?.id),
        address: request.ip,
        device: candidate ? devices.deviceOf(request.headers.cookie, candidate.id) : null,
      };
      const wait = await secondsUntilLoginAllowed(pool, source, at);
      if (wait > 0) throw new DomainError('too_many_requests', serverMessages.tooManyRequests, { retryAfterSeconds: wait });

      const passwordMatches = await verifyPassword(candidate?.passwordHash ?? (await decoyPasswordHash()), request.body.password);
      const refuse = async (reason: string) => {
        await recordFailure(failureMessages.loginRefused(request.body.email, reason));
        return new DomainError('unauthenticated', reason);
      };
      if (!candidate?.passwordHash || !passwordMatches) {
        await recordLoginFailure(pool, source, at);
        throw await refuse(serverMessages.invalidCredentials);
      }
      // The account's state from its streams, read after the epochs: a deactivation written before
      // this read is seen here, and one written after it raises an epoch this session is born under.
      const commands = app.commandsFor(request);
      const account = await commands.load(userStreamId(candidate.id), userDecider);
      if (candidate.enable !== 1 || account.status !== 'active') throw await refuse(serverMessages.userDisabled);
      const organization = candidate.organizationId
        ? await commands.load(organizationStreamId(candidate.organizationId), organizationDecider)
        : null;
      if (!candidate.organizationEnabled || (organization && organization.status !== 'active'))
        throw await refuse(serverMessages.organizationDisabledLogin);
      await recordLoginSuccess(pool, source);
      reply.header('set-cookie', devices.issue(request.headers.cookie, candidate.id, { secure: secureCookies }));

      const sid = randomUUID();
      await startSession(
        pool,
        { id: sid, userId: candidate.id, organizationId: candidate.organizationId, role: candidate.role, epochs: candidate.epochs },
        at,
      );
      const token = signToken(
        { id: candidate.id, identification: candidate.identification, role: candidate.role, organizationId: candidate.organizationId, sid },
        tokenSettings,
        at,
      );
      request.log.info({ userId: candidate.id, role: candidate.role }, 'login');
      return {
        status: true as const,
        token,
        onBoard: candidate.onBoard,
        usuario: { nombre: fullName(candidate), role: candidate.role, organizationId: candidate.organizationId },
      };
    },
    { config: { rateLimit: { max: app.deps.rateLimits?.login ?? 20, timeWindow: '1 minute' } } },
  );

  post(app, authApi.logout, async (request) => {
    await endSessions(pool, { sessionId: caller(request).sid }, 'logout', now());
    return { status: true as const, msg: serverMessages.loggedOut };
  });
}
