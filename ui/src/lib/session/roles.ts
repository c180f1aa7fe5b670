import { ROLES, type Role } from '@lavado/shared/auth/roles';

export { ROLES, type Role };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
