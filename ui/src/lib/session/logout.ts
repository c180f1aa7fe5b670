import { z } from 'zod';
import { apiPost } from '../api/apiClient';
import { useSessionStore } from './sessionStore';

const logoutResponse = z.object({ status: z.literal(true), msg: z.string() });

/** Ends the session on the server, then clears the browser's storage. */
export async function logout(): Promise<void> {
  // The user asked to leave: an expired or unreachable session is cleared locally all the same.
  await apiPost('auth/logout', {}, logoutResponse.parse).catch(() => undefined);
  useSessionStore.getState().signOut();
}
