import { authApi } from '@lavado/shared/identity/auth.contract';
import { useCommand } from '../../../lib/query/useCommand';

/**
 * `auth/reset`, authorized by the token of the mailed link in place of a session. Sent without an
 * `Idempotency-Key`: the server would keep a hash of the body, the new password, beside it.
 */
export const useResetPassword = (linkToken: string) =>
  useCommand(authApi.resetPassword, { idempotent: false, headers: { Authorization: `Bearer ${linkToken}` } });
