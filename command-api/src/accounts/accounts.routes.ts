import { invalid } from '@lavado/shared/domain/errors';
import { accountMessages } from '@lavado/shared/identity/account.messages';
import { isVisible, userDecider } from '@lavado/shared/identity/user.decider';
import { userStreamId } from '@lavado/shared/identity/user.events';
import { loginHint } from '@lavado/shared/identity/login-hint';
import { authApi } from '@lavado/shared/identity/auth.contract';
import { command } from '../http/command';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { bearerToken } from '../http/auth';
import { accountKeyFor } from '../identity/login-throttle';
import { findLoginCandidate } from '../identity/user.queries';
import { ensureAttemptAllowed } from './attempt-throttle';
import { ensureCurrentPassword, replacePassword } from './password-change';
import { findPasswordToken } from './password-tokens';
import { requestRecovery } from './recovery';
import { fullName } from '@lavado/shared/identity/full-name';

/** Password recovery, reset through a link, and change by the signed-in owner. */
export function accountRoutes(app: App): void {
  const { pool } = app.deps;
  const perIpLimit = { rateLimit: { max: app.deps.rateLimits?.login ?? 20, timeWindow: '1 minute' } };

  post(
    app,
    authApi.requestRecovery,
    async (request) => {
      const commands = app.commandsFor(request);
      const account = await findLoginCandidate(pool, request.body.user);
      // Keyed by the account when it exists, so that asking by identification and by e-mail shares one limit.
      const key = accountKeyFor(request.body.user, account?.id);
      await ensureAttemptAllowed(pool, 'recovery', key, commands.now);
      const recipient =
        account?.enable === 1
          ? { userId: account.id, email: account.email, firstName: account.firstName, identification: account.identification }
          : null;
      await requestRecovery(app, commands, key, recipient);
      return { status: true as const, msg: accountMessages.recoveryRequested };
    },
    { config: perIpLimit },
  );

  post(
    app,
    authApi.resetPassword,
    async (request) => {
      const commands = app.commandsFor(request);
      const token = bearerToken(request);
      const link = token ? await findPasswordToken(pool, token, commands.now) : null;
      const user = link ? await commands.load(userStreamId(link.userId), userDecider) : null;
      if (!link || !user || !isVisible(user, null)) throw invalid(accountMessages.invalidLink);
      await replacePassword(app, commands, {
        userId: link.userId,
        password: request.body.password,
        reason: link.purpose === 'invite' ? 'invitation' : 'reset',
        redeemTokenHash: link.tokenHash,
      });
      return { status: true as const, user: { nombre: fullName(user), ingreso: loginHint(user) } };
    },
    { config: perIpLimit },
  );

  command(
    app,
    authApi.changePassword,
    {
      actsOn: 'ownAccount',
      run: async ({ commands, caller, body }) => {
        await ensureCurrentPassword(pool, caller.id, body.current, commands.now);
        await replacePassword(app, commands, { userId: caller.id, password: body.newPass, reason: 'change' });
      },
      answer: () => ({ status: true as const, msg: accountMessages.passwordChanged }),
    },
    { config: perIpLimit },
  );
}
