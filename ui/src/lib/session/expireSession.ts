import { describeSessionEnd, type SessionEnd } from '@lavado/shared/auth/session-end';
import { sessionMessages } from '@lavado/shared/messages/auth';
import { showDialog } from '../dialogs/dialogs';
import { WALL_SCREEN_ROLE } from './roles';
import { useSessionStore } from './sessionStore';

/**
 * Ends a session the server or the clock no longer accepts, with 'Sesión expirada!' and why (the
 * server's reason when it gave one; else the token's lifetime, the one end the browser sees by itself). Idempotent, so that several guards or failed calls noticing the
 * same expiry show one dialog. Route guards send the user to login once the session is gone.
 */
export function expireSession(end: SessionEnd | null = null): void {
  const why = end ?? describeSessionEnd('expired');
  const { session, signOut } = useSessionStore.getState();
  if (!session) return;
  signOut();
  // Nobody watches a wall screen's dialogs: its page says itself that the link no longer opens.
  if (session.role === WALL_SCREEN_ROLE) return;
  showDialog({ kind: 'info', title: sessionMessages.expiredTitle, message: why.message });
}
