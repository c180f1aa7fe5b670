import { ActionIcon, Anchor, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { Employee } from '@lavado/shared/identity/employee.schemas';
import { IconBrandWhatsapp, IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import { employeeChatLink, fullName, phoneLabel } from './employeeLabels';

const texts = uiMessages.employees;

interface EmployeesTableProps {
  employees: readonly Employee[];
  onToggleState: (employee: Employee) => void;
  onDelete: (employee: Employee) => void;
}

export function EmployeesTable({ employees, onToggleState, onDelete }: EmployeesTableProps) {
  if (employees.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {texts.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.columns.number}</Table.Th>
            <Table.Th>{texts.columns.name}</Table.Th>
            <Table.Th>{texts.columns.phone}</Table.Th>
            <Table.Th>{texts.columns.state}</Table.Th>
            <Table.Th ta="right">{texts.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {employees.map((employee) => (
            <EmployeeRow key={employee.id} employee={employee} onToggleState={onToggleState} onDelete={onDelete} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface EmployeeRowProps {
  employee: Employee;
  onToggleState: (employee: Employee) => void;
  onDelete: (employee: Employee) => void;
}

function EmployeeRow({ employee, onToggleState, onDelete }: EmployeeRowProps) {
  const enabled = employee.enable === 1;
  const toggleLabel = enabled ? texts.block : texts.unblock;
  return (
    <Table.Tr>
      <Table.Td>{employee.employeeNumber}</Table.Td>
      <Table.Td fw={500}>{fullName(employee)}</Table.Td>
      <Table.Td>{employee.phone !== null && <PhoneChatLink employee={{ ...employee, phone: employee.phone }} />}</Table.Td>
      <Table.Td>
        <Badge color={enabled ? 'teal' : 'gray'} variant="light" tt="none">
          {enabled ? texts.enabled : texts.disabled}
        </Badge>
      </Table.Td>
      <Table.Td>
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
      </Table.Td>
    </Table.Tr>
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
