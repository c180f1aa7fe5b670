import { uiMessages } from '@lavado/shared/messages/ui';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';
import { UserActions, type UserActionHandlers } from './UserActions';
import { PhoneChatLink, StateBadge } from './UserContact';
import { fullName, genderLabel, roleLabel } from './userLabels';
import classes from './usersPrint.module.css';

const texts = uiMessages.admin.users;

interface UsersTableProps extends UserActionHandlers {
  users: readonly UserProfile[];
}

/** The registry on wide screens and on paper. */
export function UsersTable({ users, ...handlers }: UsersTableProps) {
  const columns: ListColumn<UserProfile>[] = [
    { header: texts.columns.name, cellProps: { fw: 500 }, cell: fullName },
    { header: texts.columns.email, cell: (user) => user.email },
    { header: texts.columns.phone, cell: (user) => <PhoneChatLink user={user} /> },
    { header: texts.columns.role, cell: roleLabel },
    { header: texts.columns.gender, cell: genderLabel },
    { header: texts.columns.organization, cell: (user) => user.organizationName },
    { header: texts.columns.state, cell: (user) => <StateBadge user={user} /> },
    {
      header: texts.columns.actions,
      align: 'right',
      className: classes.screenOnly,
      cell: (user) => <UserActions user={user} {...handlers} />,
    },
  ];
  // The page says when there are no users, for the cards as for the table.
  return <ListTable rows={users} columns={columns} minWidth={900} />;
}
