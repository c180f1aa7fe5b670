import type { Role } from '../../lib/session/roles';

/** Routes open to some roles only (docs/specification.md#routes); every other guarded route takes any session. */
export const routeRoles = {
  dashboard: ['AD'],
  employees: ['AD', 'SA'],
  codes: ['AD', 'SA'],
  admin: ['SA'],
} as const satisfies Record<string, readonly Role[]>;

export function mayOpen(allowedRoles: readonly Role[], role: Role): boolean {
  return allowedRoles.includes(role);
}
