import { Button } from '@mantine/core';
import { employeesMessages, userAccountMessages } from '@lavado/shared/messages/accounts';
import { formatRut } from '@lavado/shared/validation/rut';
import type { Employee } from '@lavado/shared/identity/employee.schemas';
import { fullName } from '@lavado/shared/identity/full-name';
import { PhoneChatLink } from '../../../lib/contact/PhoneChatLink';
import { blockAndDeleteColumn, type BlockAndDeleteHandlers } from '../../../lib/table/BlockAndDeleteActions';
import { EnabledBadge } from '../../../lib/table/EnabledBadge';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';

const texts = employeesMessages;

interface EmployeesTableProps extends BlockAndDeleteHandlers<Employee> {
  employees: readonly Employee[];
  /** Opens the form that gives an employee without a RUT their RUT. */
  onAddRut: (employee: Employee) => void;
}

export function EmployeesTable({ employees, onAddRut, ...handlers }: EmployeesTableProps) {
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
      header: texts.columns.state,
      card: 'aside',
      cell: (employee) => <EnabledBadge enabled={employee.enable === 1} label={userAccountMessages.states[employee.enable]} />,
    },
    blockAndDeleteColumn(texts.columns.actions, handlers),
  ];
  return <ListTable rows={employees} columns={columns} minWidth={760} emptyText={texts.empty} />;
}
