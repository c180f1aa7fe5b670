import { Table } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
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
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.columns.name}</Table.Th>
            <Table.Th>{texts.columns.email}</Table.Th>
            <Table.Th>{texts.columns.phone}</Table.Th>
            <Table.Th>{texts.columns.role}</Table.Th>
            <Table.Th>{texts.columns.gender}</Table.Th>
            <Table.Th>{texts.columns.organization}</Table.Th>
            <Table.Th>{texts.columns.state}</Table.Th>
            <Table.Th ta="right" className={classes.screenOnly}>
              {texts.columns.actions}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td fw={500}>{fullName(user)}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>
                <PhoneChatLink user={user} />
              </Table.Td>
              <Table.Td>{roleLabel(user)}</Table.Td>
              <Table.Td>{genderLabel(user)}</Table.Td>
              <Table.Td>{user.organizationName}</Table.Td>
              <Table.Td>
                <StateBadge user={user} />
              </Table.Td>
              <Table.Td className={classes.screenOnly}>
                <UserActions user={user} {...handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
