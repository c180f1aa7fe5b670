import { adminMessages } from '@lavado/shared/messages/admin';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { blockAndDeleteColumn, type BlockAndDeleteHandlers } from '../../../lib/table/BlockAndDeleteActions';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';
import { StateBadge, UserPhone } from './UserContact';
import { fullName } from '@lavado/shared/identity/full-name';
import { genderLabel, roleLabel } from './userLabels';
import classes from './usersPrint.module.css';

const texts = adminMessages.users;

interface UsersTableProps extends BlockAndDeleteHandlers<UserProfile> {
  users: readonly UserProfile[];
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
    { ...blockAndDeleteColumn(texts.columns.actions, handlers), className: classes.screenOnly },
  ];
  // The page says when there are no users, for the cards as for the table.
  return <ListTable rows={users} columns={columns} minWidth={900} />;
}
