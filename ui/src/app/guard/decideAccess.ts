import type { Role } from '../../lib/session/roles';
import { isPersonSession, type Session } from '../../lib/session/sessionStore';
import { isTokenExpired } from '../../lib/session/token';
import { mayOpen } from './routeRoles';

export type AccessDecision = 'allow' | 'noSession' | 'expired' | 'wrongRole';

/** The route guard of docs/specification.md#routes: no token → login, expired token → login with a notice, wrong role → board. */
export function decideAccess(session: Session | null, allowedRoles: readonly Role[] | undefined, nowMs: number): AccessDecision {
  // A wall screen's session opens no page of the app: only its own link shows the board.
  if (!isPersonSession(session)) return 'noSession';
  if (isTokenExpired(session.token, nowMs)) return 'expired';
  if (allowedRoles && !mayOpen(allowedRoles, session.role)) return 'wrongRole';
  return 'allow';
}
