import type { Role } from '../../lib/session/roles';

/** Routes open to some roles only (docs/specification.md#routes); every other guarded route takes any session. */
export const routeRoles = {
  dashboard: ['AD'],
  employees: ['AD', 'SA'],
  codes: ['AD', 'SA'],
  /** New record, records and clients act on the caller's own organization: the SA has none (the API answers 403). */
  organizationLavados: ['AD', 'EM', 'SU', 'US'],
  admin: ['SA'],
  /** Prices, the cash close and the reports are the AD's (command-api/src/http/access.ts). */
  money: ['AD'],
  /** Who works the counter: the AD, and employees (payments only where the AD allows it). */
  unpaid: ['AD', 'EM'],
} as const satisfies Record<string, readonly Role[]>;

export function mayOpen(allowedRoles: readonly Role[], role: Role): boolean {
  return allowedRoles.includes(role);
}
