import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { employeesMessages, userAccountMessages } from '@lavado/shared/messages/accounts';
import { commonMessages, successMessages } from '@lavado/shared/messages/common';
import type { Employee } from '@lavado/shared/identity/employee.schemas';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { TitledPage } from '../../../lib/components/TitledPage';
import { ListPanel } from '../../../lib/table/ListPanel';
import { confirmAction, confirmDeletion, confirmStateToggle, showDialog } from '../../../lib/dialogs/dialogs';
import { QueryState } from '../../../lib/query/QueryState';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { useDeleteEmployee, useEmployees, useInvitations, useResendInvitation, useSetEmployeeState } from '../api/employeesApi';
import { showPasswordLinkOutcome } from '../../../lib/accounts/passwordLinkDialog';
import { fullName } from '@lavado/shared/identity/full-name';
import { stateChangeMessage } from './employeeLabels';
import { EmployeesTable } from './EmployeesTable';
import { NewEmployeeModal } from './NewEmployeeModal';
import { EmployeeRutModal } from './EmployeeRutModal';
import { OrganizationPicker } from './OrganizationPicker';

const texts = employeesMessages;

/** Empleados: an AD manages their own organization's employees, the SA those of the organization they pick. */
export function EmployeesPage() {
  const session = useSessionStore((state) => state.session);
  const isSuperAdmin = session?.role === 'SA';
  const [pickedOrganizationId, setPickedOrganizationId] = useState<string | null>(null);
  const organizationId = isSuperAdmin ? pickedOrganizationId : (session?.organization ?? null);
  const [creating, { open: openCreate, close: closeCreate }] = useDisclosure(false);

  return (
    <TitledPage title={texts.title}>
      <Group justify={isSuperAdmin ? 'space-between' : 'flex-end'} align="flex-end">
        {isSuperAdmin && <OrganizationPicker value={pickedOrganizationId} onChange={setPickedOrganizationId} />}
        <Button leftSection={<IconPlus size={18} />} onClick={openCreate} disabled={organizationId === null}>
          {texts.newEmployee}
        </Button>
      </Group>
      <ListPanel>
        {organizationId === null ? (
          <Text c="dimmed" ta="center" py="xl">
            {texts.pickOrganization}
          </Text>
        ) : (
          <OrganizationEmployees organizationId={organizationId} />
        )}
      </ListPanel>
      <NewEmployeeModal opened={creating} onClose={closeCreate} organizationId={organizationId} />
    </TitledPage>
  );
}

function OrganizationEmployees({ organizationId }: { organizationId: string }) {
  const employeesQuery = useEmployees(organizationId);
  const invitations = useInvitations(organizationId);
  const resendInvitation = useResendInvitation();
  const setState = useSetEmployeeState();
  const deleteEmployee = useDeleteEmployee();
  const reportFailure = (error: Error) => reportApiFailure(error, commonMessages.errorTitle);
  const [givingRut, setGivingRut] = useState<Employee | null>(null);

  const confirmToggleState = (employee: Employee) => {
    const enabled = employee.enable === 1;
    confirmStateToggle({
      enabled,
      message: enabled ? userAccountMessages.confirmBlock(fullName(employee)) : userAccountMessages.confirmUnblock(fullName(employee)),
      onConfirm: () =>
        setState.mutate(
          { organizationId, id: employee.id, enable: employee.enable },
          {
            onSuccess: () => showDialog({ kind: 'success', title: successMessages.blocked, message: stateChangeMessage(employee.enable) }),
            onError: reportFailure,
          },
        ),
    });
  };

  const confirmDelete = (employee: Employee) =>
    confirmDeletion({
      message: userAccountMessages.confirmDelete(fullName(employee)),
      onConfirm: () =>
        deleteEmployee.mutate(
          { organizationId, id: employee.id },
          {
            onSuccess: () => showDialog({ kind: 'success', title: successMessages.deleted, message: successMessages.userDeleted }),
            onError: reportFailure,
          },
        ),
    });

  const confirmResend = (employee: Employee) =>
    confirmAction({
      title: texts.invitation.confirmResendTitle,
      message: texts.invitation.confirmResend(fullName(employee)),
      confirmLabel: texts.invitation.resend,
      onConfirm: () =>
        resendInvitation.mutate(
          { organizationId, id: employee.id },
          {
            onSuccess: ({ msg, link }) =>
              showPasswordLinkOutcome({
                link,
                recipient: { firstName: employee.firstName, phone: employee.phone ?? undefined },
                fresh: true,
                mailed: { title: texts.invitation.sentTitle, message: msg },
              }),
            onError: reportFailure,
          },
        ),
    });

  return (
    <>
      <QueryState query={employeesQuery}>
        {(employees) => (
          <EmployeesTable
            employees={employees}
            organizationId={organizationId}
            onToggleState={confirmToggleState}
            onDelete={confirmDelete}
            onAddRut={setGivingRut}
            invitations={invitations.data ?? new Map()}
            onResendInvitation={confirmResend}
            resendingId={resendInvitation.isPending ? (resendInvitation.variables.id ?? null) : null}
          />
        )}
      </QueryState>
      <EmployeeRutModal employee={givingRut} onClose={() => setGivingRut(null)} organizationId={organizationId} />
    </>
  );
}
