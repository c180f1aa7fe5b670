import { authApi } from '@lavado/shared/identity/auth.contract';
import { type recoveryBody } from '@lavado/shared/identity/user.schemas';
import type { z } from 'zod';
import { useCommand } from '../../../lib/query/useCommand';

export type RecoveryRequest = z.output<typeof recoveryBody>;

/**
 * `auth/recovery`: the answer is the same whether or not the account exists. Each call mails a link
 * drawn afresh, which a replay could not send again: it goes without an `Idempotency-Key`.
 */
export const useRequestRecovery = () => useCommand(authApi.requestRecovery, { idempotent: false });

/**
 * `auth/reset`, authorized by the token of the mailed link in place of a session. Sent without an
 * `Idempotency-Key`: the server would keep a hash of the body, the new password, beside it.
 */
export const useResetPassword = (linkToken: string) =>
  useCommand(authApi.resetPassword, { idempotent: false, headers: { Authorization: `Bearer ${linkToken}` } });
