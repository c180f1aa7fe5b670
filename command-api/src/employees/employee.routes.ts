import { endSessions } from '@lavado/shared/auth/sessions';
import { serverMessages } from '@lavado/shared/messages/server';
import { conflict, notFound } from '@lavado/shared/domain/errors';
import { employeeNumberDecider, isVisible, userDecider } from '@lavado/shared/identity/user.decider';
import { employeeNumbersStreamId, userStreamId } from '@lavado/shared/identity/user.events';
import { type Enable } from '@lavado/shared/organizations/organization.schemas';
import { employeeApi } from '@lavado/shared/identity/employee.contract';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { callerOrganization, managedOrganization } from '../http/auth';
import { command } from '../http/command';
import { issuePasswordLink } from '../accounts/password-links';
import { invitationStates } from '../mail/outbox';
import { deleteAccount, registerAccount, setIdentification } from '../identity/accounts';
import { takenValueGuard } from '../identity/taken-values';
import { accountMessages } from '@lavado/shared/identity/account.messages';
import { findEmployee, isEmployeeOf, listAdministratorNames, listEmployees } from '@lavado/projections/read/users';

export function employeeRoutes(app: App): void {
  const { pool } = app.deps;

  /** Only this organization's employees can be changed from here; anything else does not exist. */
  async function employeeOf(organizationId: string, userId: string): Promise<void> {
    if (!(await isEmployeeOf(pool, userId, organizationId))) throw notFound(serverMessages.employeeNotFound);
  }

  /** The employee as the list shows it, once the users read model has the change. */
  async function employeeAnswer(organizationId: string, userId: string) {
    const employee = await findEmployee(pool, organizationId, userId);
    if (!employee) throw notFound(serverMessages.employeeNotFound);
    return employee;
  }

  post(app, employeeApi.listEmployees, async (request) =>
    listEmployees(pool, await managedOrganization(request, request.body.organizationId, pool)),
  );

  command(app, employeeApi.createEmployee, {
    actsOn: 'managedOrganization',
    run: async ({ commands, organizationId, caller, body }) => {
      const guard = takenValueGuard(pool, commands, caller, { outsideMessage: accountMessages.employeeNotCreated });
      await guard?.ensureAllowed();
      const userId = commands.derivedId('employee');
      const { firstName, secondName, identification, email, phone } = body.employee;
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
      const link = await issuePasswordLink(app, commands, { userId, email, firstName, identification }, 'invite');
      return { userId, link };
    },
    answer: async ({ userId, link }, { organizationId }) => ({
      status: true as const,
      msg: serverMessages.employeeCreated,
      employee: await employeeAnswer(organizationId, userId),
      link,
    }),
  });

  /** Whom an employee without a RUT asks for one (the board names them). */
  post(app, employeeApi.listAdministrators, async (request) =>
    listAdministratorNames(pool, callerOrganization(request, request.body.organizationId)),
  );

  /** Where each employee's invitation stands, so that the AD knows who still has to open their account. */
  post(app, employeeApi.listInvitations, async (request) => {
    const organizationId = await managedOrganization(request, request.body.organizationId, pool);
    const employees = await listEmployees(pool, organizationId);
    return invitationStates(
      pool,
      employees.map(({ id }) => id),
      app.deps.now(),
    );
  });

  /** A fresh invitation link (the old one stops working) for an employee who has not opened their account. */
  command(app, employeeApi.resendInvitation, {
    actsOn: 'managedOrganization',
    run: async ({ commands, organizationId, body }) => {
      await employeeOf(organizationId, body.id);
      const [invitation] = await invitationStates(pool, [body.id], commands.now);
      if (invitation?.state === 'accepted') throw conflict(serverMessages.invitationAlreadyAccepted);
      const user = await commands.load(userStreamId(body.id), userDecider);
      if (!isVisible(user, null)) throw notFound(serverMessages.employeeNotFound);
      const recipient = { userId: user.userId, email: user.email, firstName: user.firstName, identification: user.identification };
      return issuePasswordLink(app, commands, recipient, 'invite');
    },
    answer: (link) => ({
      status: true as const,
      msg: link === null ? serverMessages.passwordLinkResent : serverMessages.passwordLinkGenerated,
      link,
    }),
  });

  command(app, employeeApi.setEmployeeState, {
    actsOn: 'managedOrganization',
    run: async ({ commands, organizationId, body }) => {
      await employeeOf(organizationId, body.id);
      const { state } = await commands.run(userStreamId(body.id), userDecider, {
        type: 'ToggleUserState',
        organizationId,
        shownEnable: body.enable,
      });
      const enable: Enable = state.status === 'active' ? 1 : 0;
      if (enable === 0) await endSessions(pool, { userId: body.id }, 'deactivated', commands.now);
      return enable;
    },
    answer: (enable) => ({ status: true as const, msg: enable ? serverMessages.employeeEnabled : serverMessages.employeeDisabled, enable }),
  });

  command(app, employeeApi.deleteEmployee, {
    actsOn: 'managedOrganization',
    run: async ({ commands, organizationId, body }) => {
      await employeeOf(organizationId, body.id);
      await deleteAccount(commands, body.id, organizationId);
      await endSessions(pool, { userId: body.id }, 'deleted', commands.now);
    },
    answer: () => ({ status: true as const, msg: serverMessages.employeeDeleted }),
  });

  /** An AD gives an employee created without a RUT their RUT (or corrects it): they can then sign in with it and start tickets. */
  command(app, employeeApi.setEmployeeIdentification, {
    actsOn: 'managedOrganization',
    run: async ({ commands, organizationId, caller, body }) => {
      await employeeOf(organizationId, body.id);
      const guard = takenValueGuard(pool, commands, caller);
      await guard?.ensureAllowed();
      await setIdentification(commands, body.id, body.identification, organizationId, guard?.refuseTaken);
    },
    answer: async (_, { organizationId, body }) => ({
      status: true as const,
      msg: serverMessages.employeeUpdated,
      employee: await employeeAnswer(organizationId, body.id),
    }),
  });
}
