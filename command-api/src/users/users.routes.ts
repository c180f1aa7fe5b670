import type { FastifyRequest } from 'fastify';
import { endSessions } from '@lavado/shared/auth/sessions';
import { invalid, notFound } from '@lavado/shared/domain/errors';
import { accountMessages } from '@lavado/shared/identity/account.messages';
import { userDecider } from '@lavado/shared/identity/user.decider';
import { userStreamId } from '@lavado/shared/identity/user.events';
import { DEFAULT_REGISTRY_FROM } from '@lavado/shared/identity/user.schemas';
import { type Enable } from '@lavado/shared/organizations/organization.schemas';
import { usersApi } from '@lavado/shared/identity/user.contract';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { sendPasswordLink } from '../accounts/password-links';
import { caller } from '../http/auth';
import { deleteAccount, registerAccount, USER_PROJECTORS } from '../identity/accounts';
import { findOrganization } from '@lavado/projections/read/organizations';
import { listUsers } from '@lavado/projections/read/users';

/** The SA's users registry: every organization's people. */
export function userRoutes(app: App): void {
  const { pool } = app.deps;

  /** The SA must not lock themselves out of the platform. */
  function refuseSelf(request: FastifyRequest, userId: string): void {
    if (caller(request).id === userId) throw invalid(accountMessages.cannotChangeOwnState);
  }

  post(app, usersApi.listUsers, async (request) => listUsers(pool, request.body ?? { from: DEFAULT_REGISTRY_FROM }));

  post(app, usersApi.createUser, async (request) => {
    const { user } = request.body;
    if (!(await findOrganization(pool, user.organizationId))) throw notFound(accountMessages.organizationNotFound);
    const commands = app.commandsFor(request);
    const userId = commands.derivedId('user');
    await registerAccount(commands, {
      userId,
      identification: null,
      email: user.email,
      firstName: user.firstName,
      secondName: user.secondName,
      phone: user.phone,
      role: user.role,
      gender: user.gender ?? null,
      organizationId: user.organizationId,
      employeeNumber: null,
    });
    await sendPasswordLink(app, commands, { userId, email: user.email, firstName: user.firstName, identification: null }, 'invite');
    await commands.settle(USER_PROJECTORS);
    return { status: true as const, msg: accountMessages.userCreated };
  });

  post(app, usersApi.setUserState, async (request) => {
    refuseSelf(request, request.body.id);
    const commands = app.commandsFor(request);
    const { state } = await commands.run(userStreamId(request.body.id), userDecider, {
      type: 'ToggleUserState',
      organizationId: null,
      shownEnable: request.body.enable,
    });
    const enable: Enable = state.status === 'active' ? 1 : 0;
    if (enable === 0) await endSessions(pool, { userId: request.body.id }, 'deactivated', commands.now);
    await commands.settle(USER_PROJECTORS);
    return { status: true as const, msg: enable ? accountMessages.userEnabled : accountMessages.userDisabled, enable };
  });

  post(app, usersApi.deleteUser, async (request) => {
    refuseSelf(request, request.body.id);
    const commands = app.commandsFor(request);
    await deleteAccount(commands, request.body.id, null);
    await endSessions(pool, { userId: request.body.id }, 'deleted', commands.now);
    await commands.settle(USER_PROJECTORS);
    return { status: true as const, msg: accountMessages.userDeleted };
  });
}
