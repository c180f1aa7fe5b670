import { uiMessages } from '@lavado/shared/messages/ui';
import type { Employee } from '@lavado/shared/identity/employee.schemas';
import { fullName } from '@lavado/shared/identity/full-name';
import { PhoneChatLink } from '../../../lib/contact/PhoneChatLink';
import { blockAndDeleteColumn, type BlockAndDeleteHandlers } from '../../../lib/table/BlockAndDeleteActions';
import { EnabledBadge } from '../../../lib/table/EnabledBadge';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';

const texts = uiMessages.employees;

interface EmployeesTableProps extends BlockAndDeleteHandlers<Employee> {
  employees: readonly Employee[];
}

export function EmployeesTable({ employees, ...handlers }: EmployeesTableProps) {
  const columns: ListColumn<Employee>[] = [
    { header: texts.columns.number, cell: (employee) => employee.employeeNumber },
    { header: texts.columns.name, cellProps: { fw: 500 }, cell: fullName },
    {
      header: texts.columns.phone,
      cell: (employee) => employee.phone !== null && <PhoneChatLink phone={employee.phone} firstName={employee.firstName} />,
    },
    { header: texts.columns.state, cell: (employee) => <EnabledBadge enabled={employee.enable === 1} label={employee.enable === 1 ? texts.enabled : texts.disabled} /> },
    blockAndDeleteColumn(texts.columns.actions, handlers),
  ];
  return <ListTable rows={employees} columns={columns} minWidth={640} emptyText={texts.empty} />;
}
