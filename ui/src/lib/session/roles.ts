/**
 * The roles of `@lavado/shared/auth/token`. Repeated here because that module also signs tokens with
 * `jsonwebtoken` (Node only), which must never reach the browser bundle.
 */
export const ROLES = ['SA', 'AD', 'EM', 'SU', 'US'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
