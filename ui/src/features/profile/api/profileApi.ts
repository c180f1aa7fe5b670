import { authApi } from '@lavado/shared/identity/auth.contract';
import { profileApi } from '@lavado/shared/identity/user.contract';
import { useQuery } from '@tanstack/react-query';
import { statusMessageResponse } from '@lavado/shared/identity/auth.schemas';
import { type profileInputSchema } from '@lavado/shared/identity/user.schemas';
import type { z } from 'zod';
import { call } from '../../../lib/api/apiClient';
import { useCommand } from '../../../lib/query/useCommand';

/** What `user/updateUser` takes once the form's values went through the shared schema. */
export type ProfileUpdate = z.output<typeof profileInputSchema>;

type StatusMessage = z.infer<typeof statusMessageResponse>;

const profileKeys = {
  own: ['profile', 'own'] as const,
};

/**
 * The signed-in user's own profile. `organizationId` is the session's (null for the super admin):
 * the original client sends it, the server only checks that it is the caller's.
 */
export function useProfile(organizationId: string | null) {
  return useQuery({
    queryKey: profileKeys.own,
    queryFn: () => call(profileApi.getOwnProfile, { organizationId }),
  });
}

/**
 * Saves the personal information; the profile is read again, so the page shows what was stored.
 * The body holds the password when the e-mail or the RUT changes: it goes without an `Idempotency-Key`,
 * beside which the server would keep the body's hash.
 */
export const useUpdateProfile = () => useCommand(profileApi.updateOwnProfile, { invalidates: [profileKeys.own], idempotent: false });

/**
 * Changes the password (sent without an `Idempotency-Key`, as above); the server then ends every
 * session of the user, this one included. `onChanged` runs with the answer even when the session's
 * end reached the page (and unmounted it) before it.
 */
export const useChangePassword = (onChanged: (answer: StatusMessage) => void) =>
  useCommand(authApi.changePassword, { idempotent: false, onSuccess: onChanged });
