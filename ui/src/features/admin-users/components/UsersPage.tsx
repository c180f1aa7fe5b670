import { Button, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { userAccountMessages } from '@lavado/shared/messages/accounts';
import { adminMessages } from '@lavado/shared/messages/admin';
import { commonMessages, successMessages } from '@lavado/shared/messages/common';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { LoadFailure } from '../../../lib/components/LoadFailure';
import { PageLoader } from '../../../lib/components/PageLoader';
import { TitledPage } from '../../../lib/components/TitledPage';
import { ListPanel } from '../../../lib/table/ListPanel';
import { confirmDeletion, confirmStateToggle, showDialog } from '../../../lib/dialogs/dialogs';
import { useDeleteUser, useOrganizationChoices, useSetUserState, useUsers } from '../api/usersApi';
import { ExportUsersButton } from './ExportUsersButton';
import { EraseUserModal } from './EraseUserModal';
import { NewUserModal } from './NewUserModal';
import { RegistryFilters } from './RegistryFilters';
import { defaultRegistryFilter, toUsersQuery } from './registryFilter';
import { fullName } from '@lavado/shared/identity/full-name';
import { UsersTable } from './UsersTable';
import classes from './usersPrint.module.css';

const texts = adminMessages.users;

/** The SA's users registry: every organization's users, filtered on the server. */
export function UsersPage() {
  const [query, setQuery] = useState(() => toUsersQuery(defaultRegistryFilter));
  const [creating, { open: openCreate, close: closeCreate }] = useDisclosure(false);
  const [erasing, setErasing] = useState<UserProfile | null>(null);
  const { data: users = [], isPending, isError, refetch } = useUsers(query);
  const { data: organizations = [] } = useOrganizationChoices();
  const setState = useSetUserState();
  const deleteUser = useDeleteUser();

  const reportFailure = (error: Error) => reportApiFailure(error, commonMessages.errorTitle);

  const confirmToggleState = (user: UserProfile) => {
    const enabled = user.enable === 1;
    confirmStateToggle({
      enabled,
      message: enabled ? userAccountMessages.confirmBlock(fullName(user)) : userAccountMessages.confirmUnblock(fullName(user)),
      onConfirm: () =>
        setState.mutate(
          { id: user.id, enable: user.enable },
          {
            onSuccess: ({ msg }) => showDialog({ kind: 'success', title: successMessages.blocked, message: msg }),
            onError: reportFailure,
          },
        ),
    });
  };

  const confirmDelete = (user: UserProfile) =>
    confirmDeletion({
      message: userAccountMessages.confirmDelete(fullName(user)),
      onConfirm: () =>
        deleteUser.mutate(
          { id: user.id },
          {
            onSuccess: () => showDialog({ kind: 'success', title: successMessages.deleted, message: successMessages.userDeleted }),
            onError: reportFailure,
          },
        ),
    });

  const handlers = { onToggleState: confirmToggleState, onDelete: confirmDelete, onErase: setErasing };

  return (
    <div className={classes.registry}>
      <TitledPage title={texts.title}>
        <Paper withBorder radius="md" p="md" className={classes.screenOnly}>
          <RegistryFilters organizations={organizations} onSearch={(filter) => setQuery(toUsersQuery(filter))} />
        </Paper>
        <Group justify="flex-end" gap="sm" className={classes.screenOnly}>
          <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()} disabled={users.length === 0}>
            {texts.print}
          </Button>
          <ExportUsersButton users={users} />
          <Button leftSection={<IconPlus size={18} />} onClick={openCreate}>
            {texts.newUser}
          </Button>
        </Group>
        <ListPanel>
          {isPending && <PageLoader />}
          {isError && <LoadFailure text={texts.loadFailed} onRetry={() => void refetch()} />}
          {!isPending && !isError && users.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              {texts.empty}
            </Text>
          )}
          {users.length > 0 && <UsersTable users={users} {...handlers} />}
        </ListPanel>
      </TitledPage>
      <NewUserModal opened={creating} onClose={closeCreate} organizations={organizations} />
      <EraseUserModal user={erasing} onClose={() => setErasing(null)} />
    </div>
  );
}
