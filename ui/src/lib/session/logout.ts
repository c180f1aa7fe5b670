import { authApi } from '@lavado/shared/identity/auth.contract';
import { call } from '../api/apiClient';
import { useSessionStore } from './sessionStore';

/** Ends the session on the server, then clears the browser's storage. */
export async function logout(): Promise<void> {
  // The user asked to leave: an expired or unreachable session is cleared locally all the same.
  await call(authApi.logout, {}).catch(() => undefined);
  useSessionStore.getState().signOut();
}
