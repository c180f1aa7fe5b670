import { ROLES, WALL_SCREEN_ROLE, type Role, type SessionRole } from '@lavado/shared/auth/roles';

export { ROLES, WALL_SCREEN_ROLE, type Role, type SessionRole };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
