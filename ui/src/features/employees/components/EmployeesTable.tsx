import { Badge, Button, Group } from '@mantine/core';
import { employeesMessages, userAccountMessages } from '@lavado/shared/messages/accounts';
import { formatRut } from '@lavado/shared/validation/rut';
import type { Employee, InvitationState } from '@lavado/shared/identity/employee.schemas';
import { fullName } from '@lavado/shared/identity/full-name';
import { PhoneChatLink } from '../../../lib/contact/PhoneChatLink';
import { blockAndDeleteColumn, type BlockAndDeleteHandlers } from '../../../lib/table/BlockAndDeleteActions';
import { privacyMessages } from '@lavado/shared/messages/privacy';
import { ExportUserDataButton } from '../../../lib/personal-data/ExportUserDataButton';
import { EnabledBadge } from '../../../lib/table/EnabledBadge';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';

const texts = employeesMessages;

interface EmployeesTableProps extends BlockAndDeleteHandlers<Employee> {
  employees: readonly Employee[];
  /** Whose employees they are (the SA picks it): their exports name it. */
  organizationId: string;
  /** Opens the form that gives an employee without a RUT their RUT. */
  onAddRut: (employee: Employee) => void;
  /** Each employee's invitation state, by id (none for an employee created before invitations). */
  invitations: ReadonlyMap<string, InvitationState>;
  /** Sends the employee a fresh set-password link. */
  onResendInvitation: (employee: Employee) => void;
  /** The employee whose fresh link is on its way. */
  resendingId: string | null;
}

const invitationColors: Record<InvitationState, string> = { pending: 'yellow', accepted: 'teal', expired: 'red' };

export function EmployeesTable({
  employees,
  organizationId,
  onAddRut,
  invitations,
  onResendInvitation,
  resendingId,
  ...handlers
}: EmployeesTableProps) {
  const columns: ListColumn<Employee>[] = [
    { header: texts.columns.number, cell: (employee) => employee.employeeNumber },
    { header: texts.columns.name, cellProps: { fw: 500 }, card: 'title', cell: fullName },
    {
      header: texts.columns.rut,
      cellProps: { style: { whiteSpace: 'nowrap' } },
      cell: (employee) =>
        employee.identification ? (
          formatRut(employee.identification)
        ) : (
          <Button size="compact-sm" variant="light" onClick={() => onAddRut(employee)}>
            {texts.form.addRut}
          </Button>
        ),
    },
    {
      header: texts.columns.phone,
      cell: (employee) => employee.phone !== null && <PhoneChatLink phone={employee.phone} firstName={employee.firstName} />,
    },
    {
      header: texts.invitation.column,
      cell: (employee) => {
        const state = invitations.get(employee.id);
        return (
          <Group gap="xs" wrap="wrap">
            <Badge color={state ? invitationColors[state] : 'gray'} variant="light" tt="none">
              {state ? texts.invitation.states[state] : texts.invitation.none}
            </Badge>
            {state !== 'accepted' && (
              <Button
                size="compact-sm"
                variant="subtle"
                loading={resendingId === employee.id}
                onClick={() => onResendInvitation(employee)}
                aria-label={`${texts.invitation.resend}: ${fullName(employee)}`}
              >
                {texts.invitation.resend}
              </Button>
            )}
          </Group>
        );
      },
    },
    {
      header: texts.columns.state,
      card: 'aside',
      cell: (employee) => <EnabledBadge enabled={employee.enable === 1} label={userAccountMessages.states[employee.enable]} />,
    },
    {
      header: privacyMessages.userExport,
      align: 'center',
      card: 'actions',
      cell: (employee) => <ExportUserDataButton user={{ id: employee.id, name: fullName(employee) }} organizationId={organizationId} />,
    },
    blockAndDeleteColumn(texts.columns.actions, handlers),
  ];
  return <ListTable rows={employees} columns={columns} minWidth={940} emptyText={texts.empty} />;
}
