import { apiRoute } from '../api/route';
import { emptyBody, loginBody, loginResponse, statusMessageResponse } from './auth.schemas';
import { recoveryBody, resetBody, resetResponse, setPasswordBody } from './user.schemas';

export const authApi = {
  login: apiRoute('auth/login', loginBody, loginResponse),
  logout: apiRoute('auth/logout', emptyBody, statusMessageResponse),
  requestRecovery: apiRoute('auth/recovery', recoveryBody, statusMessageResponse),
  /** The link's token travels as `Authorization: Bearer`, not in the body. */
  resetPassword: apiRoute('auth/reset', resetBody, resetResponse),
  changePassword: apiRoute('auth/set-password', setPasswordBody, statusMessageResponse),
} as const;
