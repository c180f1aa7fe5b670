import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { adminMessages } from '@lavado/shared/messages/admin';
import { commonMessages, successMessages } from '@lavado/shared/messages/common';
import type { Organization } from '@lavado/shared/organizations/organization.schemas';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { TitledPage } from '../../../lib/components/TitledPage';
import { ListPanel } from '../../../lib/table/ListPanel';
import { confirmDeletion, confirmStateToggle, showDialog } from '../../../lib/dialogs/dialogs';
import { QueryState } from '../../../lib/query/QueryState';
import { useDeleteOrganization, useOrganizations, useSetOrganizationState } from '../api/organizationsApi';
import { ExportOrganizationsButton } from './ExportOrganizationsButton';
import { NewOrganizationModal } from './NewOrganizationModal';
import { OrganizationFilters } from './OrganizationFilters';
import { filterOrganizations, noOrganizationFilter } from './organizationFilter';
import { OrganizationsTable } from './OrganizationsTable';

const texts = adminMessages.organizations;

export function OrganizationsPage() {
  const [creating, { open: openCreate, close: closeCreate }] = useDisclosure(false);
  const [filter, setFilter] = useState(noOrganizationFilter);
  const organizationsQuery = useOrganizations();
  const organizations = organizationsQuery.data ?? [];
  const listed = filterOrganizations(organizations, filter);
  const setState = useSetOrganizationState();
  const deleteOrganization = useDeleteOrganization();

  const reportFailure = (error: Error) => reportApiFailure(error, commonMessages.errorTitle);

  const confirmToggleState = (organization: Organization) => {
    const enabled = organization.enable === 1;
    confirmStateToggle({
      enabled,
      message: enabled ? texts.confirmBlock(organization.name) : texts.confirmUnblock(organization.name),
      onConfirm: () =>
        setState.mutate(
          { id: organization.id, enable: organization.enable },
          {
            onSuccess: ({ msg }) => showDialog({ kind: 'success', title: successMessages.blocked, message: msg }),
            onError: reportFailure,
          },
        ),
    });
  };

  const confirmDelete = (organization: Organization) =>
    confirmDeletion({
      message: texts.confirmDelete(organization.name),
      onConfirm: () =>
        deleteOrganization.mutate(
          { id: organization.id },
          {
            onSuccess: ({ msg }) => showDialog({ kind: 'success', title: successMessages.deleted, message: msg }),
            onError: reportFailure,
          },
        ),
    });

  return (
    <TitledPage title={texts.title}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <OrganizationFilters filter={filter} onChange={setFilter} />
        <Group gap="sm">
          <ExportOrganizationsButton listed={listed} all={organizations} />
          <Button leftSection={<IconPlus size={18} />} onClick={openCreate}>
            {texts.newOrganization}
          </Button>
        </Group>
      </Group>
      <ListPanel>
        <QueryState query={organizationsQuery} failureText={texts.loadFailed}>
          {() =>
            organizations.length > 0 && listed.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {texts.noMatches}
              </Text>
            ) : (
              <OrganizationsTable organizations={listed} onToggleState={confirmToggleState} onDelete={confirmDelete} />
            )
          }
        </QueryState>
      </ListPanel>
      <NewOrganizationModal
        opened={creating}
        onClose={closeCreate}
        mainOrganizations={organizations.filter((organization) => organization.organizationId === null)}
      />
    </TitledPage>
  );
}
