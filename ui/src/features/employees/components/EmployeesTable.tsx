import { ActionIcon, Anchor, Badge, Group, Tooltip } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { Employee } from '@lavado/shared/identity/employee.schemas';
import { IconBrandWhatsapp, IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';
import { employeeChatLink, fullName, phoneLabel } from './employeeLabels';

const texts = uiMessages.employees;

interface EmployeeActionHandlers {
  onToggleState: (employee: Employee) => void;
  onDelete: (employee: Employee) => void;
}

interface EmployeesTableProps extends EmployeeActionHandlers {
  employees: readonly Employee[];
}

export function EmployeesTable({ employees, ...handlers }: EmployeesTableProps) {
  const columns: ListColumn<Employee>[] = [
    { header: texts.columns.number, cell: (employee) => employee.employeeNumber },
    { header: texts.columns.name, cellProps: { fw: 500 }, cell: fullName },
    {
      header: texts.columns.phone,
      cell: (employee) => employee.phone !== null && <PhoneChatLink employee={{ ...employee, phone: employee.phone }} />,
    },
    { header: texts.columns.state, cell: (employee) => <StateBadge employee={employee} /> },
    { header: texts.columns.actions, align: 'right', cell: (employee) => <EmployeeActions employee={employee} {...handlers} /> },
  ];
  return <ListTable rows={employees} columns={columns} minWidth={640} emptyText={texts.empty} />;
}

function StateBadge({ employee }: { employee: Employee }) {
  const enabled = employee.enable === 1;
  return (
    <Badge color={enabled ? 'teal' : 'gray'} variant="light" tt="none">
      {enabled ? texts.enabled : texts.disabled}
    </Badge>
  );
}

function EmployeeActions({ employee, onToggleState, onDelete }: EmployeeActionHandlers & { employee: Employee }) {
  const enabled = employee.enable === 1;
  const toggleLabel = enabled ? texts.block : texts.unblock;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Tooltip label={toggleLabel}>
        <ActionIcon variant="light" color={enabled ? 'orange' : 'teal'} aria-label={toggleLabel} onClick={() => onToggleState(employee)}>
          {enabled ? <IconLock size={18} /> : <IconLockOpen size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={texts.delete}>
        <ActionIcon variant="light" color="red" aria-label={texts.delete} onClick={() => onDelete(employee)}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function PhoneChatLink({ employee }: { employee: Employee & { phone: number } }) {
  const phone = phoneLabel(employee.phone);
  return (
    <Anchor href={employeeChatLink(employee)} target="_blank" rel="noopener noreferrer" size="sm" aria-label={texts.openChat(phone)}>
      <Group gap={6} wrap="nowrap">
        <IconBrandWhatsapp size={16} />
        {phone}
      </Group>
    </Anchor>
  );
}
