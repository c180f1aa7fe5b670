import { apiRoutes } from '@lavado/shared/api/contract';
import type { Access } from '@lavado/shared/api/route';
import { CHECK_IN_IMAGE_ROUTE } from '@lavado/shared/wash/check-in';

/**
 * Who may call what, by method and URL as the server sees a request: each contract entry's
 * `access` (shared/src/api/contract.ts), plus the monitors' health check. A route that is not in
 * it cannot be registered (see registerAuthentication), so nothing is reachable by accident.
 */
export const routeAccess: Readonly<Record<string, Access>> = {
  'GET /api/health': 'public',
  // A check-in's photo or signature: the ticket's id is the customer page's capability, and only that ticket's files answer.
  [`GET ${CHECK_IN_IMAGE_ROUTE}`]: 'public',
  ...Object.fromEntries(apiRoutes.map((route) => [`POST /api/${route.path}`, route.access])),
};

export function accessFor(method: string, url: string): Access | undefined {
  if (method === 'GET' && (url === '/api/docs' || url.startsWith('/api/docs/'))) return 'public';
  return routeAccess[`${method} ${url}`];
}
