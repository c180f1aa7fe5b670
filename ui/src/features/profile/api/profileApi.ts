import { authApi } from '@lavado/shared/identity/auth.contract';
import { profileApi } from '@lavado/shared/identity/user.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { statusMessageResponse } from '@lavado/shared/identity/auth.schemas';
import { type profileInputSchema } from '@lavado/shared/identity/user.schemas';
import type { z } from 'zod';
import { call } from '../../../lib/api/apiClient';

/** What `user/updateUser` takes once the form's values went through the shared schema. */
export type ProfileUpdate = z.output<typeof profileInputSchema>;

export interface PasswordChange {
  current: string;
  newPass: string;
}

type StatusMessage = z.infer<typeof statusMessageResponse>;

export const profileQueryKey = ['profile', 'own'] as const;

/**
 * The signed-in user's own profile. `organizationId` is the session's (null for the super admin):
 * the original client sends it, the server only checks that it is the caller's.
 */
export function useProfile(organizationId: string | null) {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: () => call(profileApi.getOwnProfile, { organizationId }),
  });
}

/** Saves the personal information; the profile is read again, so the page shows what was stored. */
export function useUpdateProfile(organizationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `current`: the password, sent only when the e-mail changes (the server asks for it then). */
    mutationFn: ({ user, current }: { user: ProfileUpdate; current?: string }) =>
      call(profileApi.updateOwnProfile, { organizationId, user, ...(current ? { current } : {}) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}

/**
 * Changes the password; the server then ends every session of the user, this one included.
 * `onChanged` is given to the mutation itself, not to `mutate`, so that it runs even when the
 * session's end reached the page (and unmounted it) before this answer.
 */
export function useChangePassword(organizationId: string | null, onChanged: (answer: StatusMessage) => void) {
  return useMutation({
    mutationFn: ({ current, newPass }: PasswordChange) => call(authApi.changePassword, { organizationId, current, newPass }),
    onSuccess: onChanged,
  });
}
