import { authApi } from '@lavado/shared/identity/auth.contract';
import { useMutation } from '@tanstack/react-query';
import { type recoveryBody } from '@lavado/shared/identity/user.schemas';
import type { z } from 'zod';
import { call } from '../../../lib/api/apiClient';

export type RecoveryRequest = z.output<typeof recoveryBody>;

/** `auth/recovery`: the answer is the same whether or not the account exists. */
export function useRequestRecovery() {
  return useMutation({
    mutationFn: (request: RecoveryRequest) => call(authApi.requestRecovery, request),
  });
}

export interface PasswordReset {
  /** The token of the mailed link: it authorizes this one call, in place of a session. */
  linkToken: string;
  password: string;
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ linkToken, password }: PasswordReset) =>
      call(authApi.resetPassword, { password }, { headers: { Authorization: `Bearer ${linkToken}` } }),
  });
}
