import { organizationApi } from '@lavado/shared/organizations/organization.contract';
import { usersApi } from '@lavado/shared/identity/user.contract';
import { useQuery } from '@tanstack/react-query';
import { type UsersFilter } from '@lavado/shared/identity/user.schemas';
import { call } from '../../../lib/api/apiClient';
import { useCommand } from '../../../lib/query/useCommand';

/** What `admin/getUsers` takes: the registration date and any of the other filters. */
export type UsersQuery = NonNullable<UsersFilter>;

const userKeys = {
  lists: ['admin', 'users', 'list'] as const,
  list: (query: UsersQuery) => [...userKeys.lists, query] as const,
  organizationChoices: ['admin', 'users', 'organizations'] as const,
};

export function useUsers(query: UsersQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: () => call(usersApi.listUsers, query),
  });
}

/** Every organization: the registry's filter and the new user's organization. */
export function useOrganizationChoices() {
  return useQuery({
    queryKey: userKeys.organizationChoices,
    queryFn: () => call(organizationApi.listOrganizations, {}),
  });
}

/** Every user command refreshes the registry in place once it succeeded. */
const userCommand = { invalidates: [userKeys.lists] };

/** A retry of the same user carries the same key: the server then creates and invites nobody twice. */
export const useCreateUser = () => useCommand(usersApi.createUser, userCommand);

/** Sends the user's current state; the server flips it. */
export const useSetUserState = () => useCommand(usersApi.setUserState, userCommand);

export const useDeleteUser = () => useCommand(usersApi.deleteUser, userCommand);

/** Erases the user's personal data (docs/privacy.md, "Borrar a un usuario"); they leave the registry. */
export const useEraseUser = () => useCommand(usersApi.eraseUser, userCommand);
