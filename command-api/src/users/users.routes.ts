import { endSessions } from '@lavado/shared/auth/sessions';
import type { TokenClaims } from '@lavado/shared/auth/token';
import { invalid, notFound } from '@lavado/shared/domain/errors';
import { accountMessages } from '@lavado/shared/identity/account.messages';
import { userDecider, userMessages } from '@lavado/shared/identity/user.decider';
import { userStreamId } from '@lavado/shared/identity/user.events';
import { DEFAULT_REGISTRY_FROM } from '@lavado/shared/identity/user.schemas';
import { type Enable } from '@lavado/shared/organizations/organization.schemas';
import { usersApi } from '@lavado/shared/identity/user.contract';
import { command } from '../http/command';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { issuePasswordLink } from '../accounts/password-links';
import { deleteAccount, registerAccount } from '../identity/accounts';
import { findOrganization } from '@lavado/projections/read/organizations';
import { listUsers } from '@lavado/projections/read/users';
import { eraseUser, purgeUserFeed } from './erase-user.command';

/** The SA's users registry: every organization's people. */
export function userRoutes(app: App): void {
  const { pool } = app.deps;

  /** The SA must not lock themselves out of the platform. */
  function refuseSelf(caller: TokenClaims, userId: string): void {
    if (caller.id === userId) throw invalid(accountMessages.cannotChangeOwnState);
  }

  post(app, usersApi.listUsers, async (request) => listUsers(pool, request.body ?? { from: DEFAULT_REGISTRY_FROM }));

  command(app, usersApi.createUser, {
    actsOn: 'platform',
    run: async ({ commands, body: { user } }) => {
      if (!(await findOrganization(pool, user.organizationId))) throw notFound(accountMessages.organizationNotFound);
      const userId = commands.derivedId('user');
      await registerAccount(commands, {
        userId,
        identification: user.identification,
        email: user.email,
        firstName: user.firstName,
        secondName: user.secondName,
        phone: user.phone,
        role: user.role,
        gender: user.gender ?? null,
        organizationId: user.organizationId,
        employeeNumber: null,
      });
      const recipient = { userId, email: user.email, firstName: user.firstName, identification: user.identification };
      return issuePasswordLink(app, commands, recipient, 'invite');
    },
    answer: (link) => ({ status: true as const, msg: accountMessages.userCreated, link }),
  });

  command(app, usersApi.setUserState, {
    actsOn: 'platform',
    run: async ({ commands, caller, body }) => {
      refuseSelf(caller, body.id);
      const { state } = await commands.run(userStreamId(body.id), userDecider, {
        type: 'ToggleUserState',
        organizationId: null,
        shownEnable: body.enable,
      });
      const enable: Enable = state.status === 'active' ? 1 : 0;
      if (enable === 0) await endSessions(pool, { userId: body.id }, 'deactivated', commands.now);
      return enable;
    },
    answer: (enable) => ({ status: true as const, msg: enable ? accountMessages.userEnabled : accountMessages.userDisabled, enable }),
  });

  command(app, usersApi.deleteUser, {
    actsOn: 'platform',
    run: async ({ commands, caller, body }) => {
      refuseSelf(caller, body.id);
      await deleteAccount(commands, body.id, null);
      await endSessions(pool, { userId: body.id }, 'deleted', commands.now);
    },
    answer: () => ({ status: true as const, msg: accountMessages.userDeleted }),
  });

  command(app, usersApi.eraseUser, {
    actsOn: 'platform',
    run: ({ commands, caller, body }) => eraseUser(app.deps, commands, caller.id, body.id, body.reason),
    answer: async (erased) => {
      // The realtime feed's rows that named them go once the read models are rewritten.
      await purgeUserFeed(pool, erased);
      return { status: true as const, msg: userMessages.erased };
    },
  });
}
