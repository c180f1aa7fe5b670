import type { FastifyRequest } from 'fastify';
import { endSessions } from '@lavado/shared/auth/sessions';
import { invalid, notFound } from '@lavado/shared/domain/errors';
import { accountMessages } from '@lavado/shared/identity/account.messages';
import { statusMessageResponse } from '@lavado/shared/identity/auth.schemas';
import { userDecider } from '@lavado/shared/identity/user.decider';
import { userStreamId } from '@lavado/shared/identity/user.events';
import {
  createUsersBody,
  DEFAULT_REGISTRY_FROM,
  deleteUserBody,
  getUsersBody,
  setUserStateBody,
  userProfileSchema,
} from '@lavado/shared/identity/user.schemas';
import { enableSchema, type Enable } from '@lavado/shared/organizations/organization.schemas';
import { z } from 'zod';
import type { App } from '../app';
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

  app.post('/api/admin/getUsers', { schema: { body: getUsersBody, response: { 200: z.array(userProfileSchema) } } }, async (request) =>
    listUsers(pool, request.body ?? { from: DEFAULT_REGISTRY_FROM }),
  );

  app.post('/api/admin/createUsers', { schema: { body: createUsersBody, response: { 200: statusMessageResponse } } }, async (request) => {
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

  app.post(
    '/api/admin/setUserState',
    { schema: { body: setUserStateBody, response: { 200: statusMessageResponse.extend({ enable: enableSchema }) } } },
    async (request) => {
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
    },
  );

  app.post('/api/admin/deleteUser', { schema: { body: deleteUserBody, response: { 200: statusMessageResponse } } }, async (request) => {
    refuseSelf(request, request.body.id);
    const commands = app.commandsFor(request);
    await deleteAccount(commands, request.body.id, null);
    await endSessions(pool, { userId: request.body.id }, 'deleted', commands.now);
    await commands.settle(USER_PROJECTORS);
    return { status: true as const, msg: accountMessages.userDeleted };
  });
}
