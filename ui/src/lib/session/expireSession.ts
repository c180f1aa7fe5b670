import { describeSessionEnd, type SessionEnd } from '@lavado/shared/auth/session-end';
import { sessionMessages } from '@lavado/shared/messages/auth';
import { paths } from '../../app/paths';
import { openAuthPage } from './openAuthPage';
import { WALL_SCREEN_ROLE } from './roles';
import { useSessionStore } from './sessionStore';

/**
 * Ends a session the server or the clock no longer accepts, with 'Sesión expirada!' and why (the
 * server's reason when it gave one; else the token's lifetime, the one end the browser sees by itself),
 * shown by the login page it loads. Idempotent, so that several guards or failed calls noticing the
 * same expiry leave one notice.
 */
export function expireSession(end: SessionEnd | null = null): void {
  const why = end ?? describeSessionEnd('expired');
  const { session, signOut } = useSessionStore.getState();
  if (!session) return;
  signOut();
  // Nobody signs in on a wall screen: its page says itself that the link no longer opens.
  if (session.role === WALL_SCREEN_ROLE) return;
  openAuthPage(paths.login, { notice: { kind: 'info', title: sessionMessages.expiredTitle, message: why.message } });
}
