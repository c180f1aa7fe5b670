import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import { displayOrganizationRut, type Organization } from '@lavado/shared/organizations/organization.schemas';
import { IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';

const texts = uiMessages.admin.organizations;

interface OrganizationsTableProps {
  organizations: Organization[];
  onToggleState: (organization: Organization) => void;
  onDelete: (organization: Organization) => void;
}

export function OrganizationsTable({ organizations, onToggleState, onDelete }: OrganizationsTableProps) {
  if (organizations.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {texts.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.columns.name}</Table.Th>
            <Table.Th>{texts.columns.identification}</Table.Th>
            <Table.Th>{texts.columns.domain}</Table.Th>
            <Table.Th>{texts.columns.state}</Table.Th>
            <Table.Th>{texts.columns.type}</Table.Th>
            <Table.Th ta="right">{texts.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {organizations.map((organization) => (
            <OrganizationRow
              key={organization.id}
              organization={organization}
              onToggleState={onToggleState}
              onDelete={onDelete}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface OrganizationRowProps {
  organization: Organization;
  onToggleState: (organization: Organization) => void;
  onDelete: (organization: Organization) => void;
}

function OrganizationRow({ organization, onToggleState, onDelete }: OrganizationRowProps) {
  const enabled = organization.enable === 1;
  // Labels name the action only: the row already says which organization, and the cells keep
  // their accessible names to their own content.
  const toggleLabel = enabled ? texts.block : texts.unblock;
  return (
    <Table.Tr>
      <Table.Td fw={500}>{organization.name}</Table.Td>
      <Table.Td>{displayOrganizationRut(organization.identification)}</Table.Td>
      <Table.Td>{organization.domain}</Table.Td>
      <Table.Td>
        <Badge color={enabled ? 'teal' : 'gray'} variant="light" tt="none">
          {enabled ? texts.enabled : texts.disabled}
        </Badge>
      </Table.Td>
      <Table.Td>{organization.organizationId === null ? texts.mainType : texts.childType}</Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Tooltip label={toggleLabel}>
            <ActionIcon variant="light" color={enabled ? 'orange' : 'teal'} aria-label={toggleLabel} onClick={() => onToggleState(organization)}>
              {enabled ? <IconLock size={18} /> : <IconLockOpen size={18} />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={texts.delete}>
            <ActionIcon variant="light" color="red" aria-label={texts.delete} onClick={() => onDelete(organization)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
