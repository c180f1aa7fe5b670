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
