import { paths } from '../../app/paths';
import { loadDocument } from '../navigation/loadDocument';
import { leaveLoginNotice, type LoginNotice } from './loginNotice';

/**
 * Sends the user to the login or the recovery page, which are one small document of their own
 * (ui/login.html, no React, Mantine or router) and no route of this app: loaded, never routed to.
 * `notice` is the dialog the login page opens with (why the user is there).
 */
export function openAuthPage(
  path: typeof paths.login | typeof paths.recovery,
  { replace = true, notice }: { replace?: boolean; notice?: LoginNotice } = {},
): void {
  if (notice) leaveLoginNotice(sessionStorage, notice);
  loadDocument(path, { replace });
}
