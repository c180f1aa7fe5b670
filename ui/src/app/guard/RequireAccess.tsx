import { use, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { assertNever } from '../../lib/assertNever';
import { expireSession } from '../../lib/session/expireSession';
import { openAuthPage } from '../../lib/session/openAuthPage';
import { useSessionStore } from '../../lib/session/sessionStore';
import { paths } from '../paths';
import { decideAccess } from './decideAccess';
import type { ScreenRoles } from './routeRoles';

interface RequireAccessProps {
  /** Roles allowed here (loaded with the screen: the guard waits for them); any signed-in role when absent. */
  roles?: ScreenRoles;
  /** The guarded page; nested routes render through an `<Outlet />` when absent. */
  children?: ReactNode;
}

export function RequireAccess({ roles, children }: RequireAccessProps) {
  const session = useSessionStore((state) => state.session);
  // Reading the location re-runs the guard, and the expiry check, on every navigation.
  const location = useLocation();
  const allowedRoles = roles ? use(roles()) : undefined;
  const decision = decideAccess(session, allowedRoles, Date.now());

  useEffect(() => {
    // The login is its own document (ui/login.html): loaded, not routed to.
    if (decision === 'expired') expireSession();
    else if (decision === 'noSession') openAuthPage(paths.login);
  }, [decision, location.key]);

  switch (decision) {
    case 'allow':
      return children ?? <Outlet />;
    case 'noSession':
    case 'expired':
      return null;
    case 'wrongRole':
      return <Navigate to={paths.home.board} replace />;
    default:
      return assertNever(decision);
  }
}
