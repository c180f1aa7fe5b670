import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import { displayOrganizationRut, type Organization } from '@lavado/shared/organizations/organization.schemas';
import { IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';

const texts = uiMessages.admin.organizations;

interface OrganizationActionHandlers {
  onToggleState: (organization: Organization) => void;
  onDelete: (organization: Organization) => void;
}

interface OrganizationsTableProps extends OrganizationActionHandlers {
  organizations: Organization[];
}

export function OrganizationsTable({ organizations, ...handlers }: OrganizationsTableProps) {
  const columns: ListColumn<Organization>[] = [
    { header: texts.columns.name, cellProps: { fw: 500 }, cell: (organization) => organization.name },
    { header: texts.columns.identification, cell: (organization) => displayOrganizationRut(organization.identification) },
    { header: texts.columns.domain, cell: (organization) => organization.domain },
    { header: texts.columns.state, cell: (organization) => <StateBadge organization={organization} /> },
    { header: texts.columns.type, cell: (organization) => (organization.organizationId === null ? texts.mainType : texts.childType) },
    {
      header: texts.columns.actions,
      align: 'right',
      cell: (organization) => <OrganizationActions organization={organization} {...handlers} />,
    },
  ];
  return <ListTable rows={organizations} columns={columns} minWidth={720} emptyText={texts.empty} />;
}

function StateBadge({ organization }: { organization: Organization }) {
  const enabled = organization.enable === 1;
  return (
    <Badge color={enabled ? 'teal' : 'gray'} variant="light" tt="none">
      {enabled ? texts.enabled : texts.disabled}
    </Badge>
  );
}

function OrganizationActions({ organization, onToggleState, onDelete }: OrganizationActionHandlers & { organization: Organization }) {
  const enabled = organization.enable === 1;
  // Labels name the action only: the row already says which organization, and the cells keep
  // their accessible names to their own content.
  const toggleLabel = enabled ? texts.block : texts.unblock;
  return (
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
  );
}
