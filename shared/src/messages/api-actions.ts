import { apiRoutes, type ApiPath } from '../api/contract';

/**
 * What each API call does, in the words the SA reads in the Logs ("Comando rechazado: Crear
 * cliente: …"), never its path: each contract entry's `action`, by path.
 */
export const apiActionNames: Readonly<Record<ApiPath, string>> = Object.fromEntries(
  apiRoutes.map((route) => [route.path, route.action]),
) as Record<ApiPath, string>;

/** What a call the contract does not name is called instead: never its path. */
export const UNNAMED_API_ACTION = 'Acción no identificada';

/** The Spanish name of the call at `path` (`client/createClient` → 'Crear cliente'). */
export function apiActionName(path: string): string {
  return Object.hasOwn(apiActionNames, path) ? apiActionNames[path as ApiPath] : UNNAMED_API_ACTION;
}
