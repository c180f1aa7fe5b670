import { organizationApi } from '@lavado/shared/organizations/organization.contract';
import { usersApi } from '@lavado/shared/identity/user.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type newUserSchema, type UsersFilter } from '@lavado/shared/identity/user.schemas';
import { type Enable } from '@lavado/shared/organizations/organization.schemas';
import { z } from 'zod';
import { call } from '../../../lib/api/apiClient';
import { idempotencyHeaders } from '../../../lib/api/idempotencyKey';

/** What `admin/getUsers` takes: the registration date and any of the other filters. */
export type UsersQuery = NonNullable<UsersFilter>;
/** What `admin/createUsers` takes once the form's values went through the shared schema. */
export type NewUser = z.output<typeof newUserSchema>;

const usersQueryKey = ['admin', 'users'] as const;
const userListQueryKey = [...usersQueryKey, 'list'] as const;
const organizationChoicesQueryKey = [...usersQueryKey, 'organizations'] as const;

export function useUsers(query: UsersQuery) {
  return useQuery({
    queryKey: [...userListQueryKey, query],
    queryFn: () => call(usersApi.listUsers, query),
  });
}

/** Every organization: the registry's filter and the new user's organization. */
export function useOrganizationChoices() {
  return useQuery({
    queryKey: organizationChoicesQueryKey,
    queryFn: () => call(organizationApi.listOrganizations, {}),
  });
}

/** Every user command refreshes the registry in place once it succeeded. */
function useUserCommand<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListQueryKey }),
  });
}

export interface UserCreation {
  user: NewUser;
  /** The same for a retry of the same user: the server then creates and invites nobody twice. */
  idempotencyKey: string;
}

export function useCreateUser() {
  return useUserCommand(({ user, idempotencyKey }: UserCreation) =>
    call(usersApi.createUser, { user }, idempotencyHeaders(idempotencyKey)),
  );
}

/** Sends the user's current state; the server flips it. */
export function useSetUserState() {
  return useUserCommand(({ id, enable }: { id: string; enable: Enable }) => call(usersApi.setUserState, { id, enable }));
}

export function useDeleteUser() {
  return useUserCommand((id: string) => call(usersApi.deleteUser, { id }));
}
