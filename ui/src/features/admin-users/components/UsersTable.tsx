import { ActionIcon, Group } from '@mantine/core';
import { adminMessages } from '@lavado/shared/messages/admin';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { IconUserX } from '@tabler/icons-react';
import { BlockAndDeleteActions, type BlockAndDeleteHandlers } from '../../../lib/table/BlockAndDeleteActions';
import { ExportUserDataButton } from '../../../lib/personal-data/ExportUserDataButton';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';
import { StateBadge, UserPhone } from './UserContact';
import { fullName } from '@lavado/shared/identity/full-name';
import { genderLabel, roleLabel } from './userLabels';
import classes from './usersPrint.module.css';
import { TooltipOnDemand } from '../../../lib/components/TooltipOnDemand';

const texts = adminMessages.users;

interface UsersTableProps extends BlockAndDeleteHandlers<UserProfile> {
  users: readonly UserProfile[];
  onErase: (user: UserProfile) => void;
}

/**
 * Export the person's data, block, delete, and erase their data (which also ends their account). The
 * SA's row has no erasure: the server refuses to erase the caller, and the registry makes no other SA.
 */
function UserActions({ user, onToggleState, onDelete, onErase }: { user: UserProfile } & Omit<UsersTableProps, 'users'>) {
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <ExportUserDataButton user={{ id: user.id, name: fullName(user) }} organizationId={null} />
      <BlockAndDeleteActions enabled={user.enable === 1} onToggleState={() => onToggleState(user)} onDelete={() => onDelete(user)} />
      {user.role !== 'SA' && (
        <TooltipOnDemand label={texts.erase.action}>
          <ActionIcon variant="light" color="red" aria-label={texts.erase.action} onClick={() => onErase(user)}>
            <IconUserX size={18} />
          </ActionIcon>
        </TooltipOnDemand>
      )}
    </Group>
  );
}

/** The registry: a table, or on a phone one card per user (ListTable's cards), on screen as on paper. */
export function UsersTable({ users, ...handlers }: UsersTableProps) {
  const columns: ListColumn<UserProfile>[] = [
    { header: texts.columns.name, cellProps: { fw: 500 }, cell: fullName },
    { header: texts.columns.email, cell: (user) => user.email },
    { header: texts.columns.phone, cell: (user) => user.phone !== null && <UserPhone user={user} /> },
    { header: texts.columns.role, cell: roleLabel },
    { header: texts.columns.gender, cell: genderLabel },
    { header: texts.columns.organization, cell: (user) => user.organizationName },
    { header: texts.columns.state, card: 'aside', cell: (user) => <StateBadge user={user} /> },
    {
      header: texts.columns.actions,
      align: 'right',
      card: 'actions',
      className: classes.screenOnly,
      cell: (user) => <UserActions user={user} {...handlers} />,
    },
  ];
  // The page says when there are no users, for the cards as for the table.
  return <ListTable rows={users} columns={columns} minWidth={900} />;
}
