import { z } from 'zod';

/** Platform super admin, organization admin, employee; SU and US are assignable, with no screens of their own. */
export const ROLES = ['SA', 'AD', 'EM', 'SU', 'US'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
export const ROLE_LABELS: Record<Role, string> = {
  SA: 'Super Administrador',
  AD: 'Administrador',
  EM: 'Empleado',
  SU: 'Supervisor',
  US: 'Usuario',
};

/**
 * The session of a wall-screen link (docs/security.md, rule 47): no person holds it and no user
 * can be given it; it may read its organization's board and nothing else.
 */
export const WALL_SCREEN_ROLE = 'PA';
/** What a session's token may name: a user's role, or the wall screen's. */
export const SESSION_ROLES = [...ROLES, WALL_SCREEN_ROLE] as const;
export const sessionRoleSchema = z.enum(SESSION_ROLES);
export type SessionRole = z.infer<typeof sessionRoleSchema>;
