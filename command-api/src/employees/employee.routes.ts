import { endSessions } from '@lavado/shared/auth/sessions';
import { serverMessages } from '@lavado/shared/messages/server';
import { notFound } from '@lavado/shared/domain/errors';
import { employeeNumberDecider, userDecider } from '@lavado/shared/identity/user.decider';
import { employeeNumbersStreamId, userStreamId } from '@lavado/shared/identity/user.events';
import { type Enable } from '@lavado/shared/organizations/organization.schemas';
import { employeeApi } from '@lavado/shared/identity/employee.contract';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { caller, managedOrganization } from '../http/auth';
import { sendPasswordLink } from '../accounts/password-links';
import { deleteAccount, registerAccount, setIdentification, USER_PROJECTORS } from '../identity/accounts';
import { takenValueGuard } from '../identity/taken-values';
import { accountMessages } from '@lavado/shared/identity/account.messages';
import { findOrganization } from '@lavado/projections/read/organizations';
import { findEmployee, isEmployeeOf, listEmployees } from '@lavado/projections/read/users';

export function employeeRoutes(app: App): void {
  const { pool } = app.deps;
  const organizationExists = async (id: string) => (await findOrganization(pool, id)) !== null;
  const targetOrganization = (request: Parameters<typeof managedOrganization>[0], bodyOrganizationId: string | null | undefined) =>
    managedOrganization(request, bodyOrganizationId, organizationExists);

  /** Only this organization's employees can be changed from here; anything else does not exist. */
  async function employeeOf(organizationId: string, userId: string): Promise<void> {
    if (!(await isEmployeeOf(pool, userId, organizationId))) throw notFound(serverMessages.employeeNotFound);
  }

  post(app, employeeApi.listEmployees, async (request) =>
    listEmployees(pool, await targetOrganization(request, request.body.organizationId)),
  );

  post(app, employeeApi.createEmployee, async (request) => {
    const organizationId = await targetOrganization(request, request.body.organizationId);
    const commands = app.commandsFor(request);
    const guard = takenValueGuard(pool, commands, caller(request), { outsideMessage: accountMessages.employeeNotCreated });
    await guard?.ensureAllowed();
    const userId = commands.derivedId('employee');
    const { firstName, secondName, identification, email, phone } = request.body.employee;
    await registerAccount(
      commands,
      {
        userId,
        identification,
        email,
        firstName,
        secondName,
        phone,
        role: 'EM',
        gender: null,
        organizationId,
        employeeNumber: async () => {
          const numbering = await commands.run(employeeNumbersStreamId(organizationId), employeeNumberDecider, {
            type: 'AssignEmployeeNumber',
            organizationId,
            userId,
          });
          return numbering.state.byUser[userId] ?? null;
        },
      },
      guard?.refuseTaken,
    );
    await sendPasswordLink(app, commands, { userId, email, firstName, identification }, 'invite');
    await commands.settle(USER_PROJECTORS);
    const employee = await findEmployee(pool, organizationId, userId);
    if (!employee) throw notFound(serverMessages.employeeNotFound);
    return { status: true as const, msg: serverMessages.employeeCreated, employee };
  });

  post(app, employeeApi.setEmployeeState, async (request) => {
    const organizationId = await targetOrganization(request, request.body.organizationId);
    await employeeOf(organizationId, request.body.id);
    const commands = app.commandsFor(request);
    const { state } = await commands.run(userStreamId(request.body.id), userDecider, {
      type: 'ToggleUserState',
      organizationId,
      shownEnable: request.body.enable,
    });
    const enable: Enable = state.status === 'active' ? 1 : 0;
    if (enable === 0) await endSessions(pool, { userId: request.body.id }, 'deactivated', commands.now);
    await commands.settle(USER_PROJECTORS);
    return { status: true as const, msg: enable ? serverMessages.employeeEnabled : serverMessages.employeeDisabled, enable };
  });

  post(app, employeeApi.deleteEmployee, async (request) => {
    const organizationId = await targetOrganization(request, request.body.organizationId);
    await employeeOf(organizationId, request.body.id);
    const commands = app.commandsFor(request);
    await deleteAccount(commands, request.body.id, organizationId);
    await endSessions(pool, { userId: request.body.id }, 'deleted', commands.now);
    await commands.settle(USER_PROJECTORS);
    return { status: true as const, msg: serverMessages.employeeDeleted };
  });

  /** An AD gives an employee created without a RUT their RUT (or corrects it): they can then sign in with it and start tickets. */
  post(app, employeeApi.setEmployeeIdentification, async (request) => {
    const organizationId = await targetOrganization(request, request.body.organizationId);
    await employeeOf(organizationId, request.body.id);
    const commands = app.commandsFor(request);
    const guard = takenValueGuard(pool, commands, caller(request));
    await guard?.ensureAllowed();
    await setIdentification(commands, request.body.id, request.body.identification, organizationId, guard?.refuseTaken);
    await commands.settle(USER_PROJECTORS);
    const employee = await findEmployee(pool, organizationId, request.body.id);
    if (!employee) throw notFound(serverMessages.employeeNotFound);
    return { status: true as const, msg: serverMessages.employeeUpdated, employee };
  });
}
