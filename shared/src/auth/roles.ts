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

/*
 * Who may call what, by named groups: each contract entry (`shared/src/<module>/*.contract.ts`)
 * names one in its `access`, and the screens' role lists read those entries.
 */

/** The platform's administration: the SA alone. */
export const PLATFORM_ADMINS = ['SA'] as const satisfies readonly Role[];
/** The people of an organization; the SA belongs to none. */
export const ORGANIZATION_MEMBERS = ['AD', 'EM', 'SU', 'US'] as const satisfies readonly Role[];
/** An organization's own administrator: its prices, cash, reports and wall-screen links. */
export const ORGANIZATION_ADMINS = ['AD'] as const satisfies readonly Role[];
/**
 * Who manages an organization's people and looks back at its tickets (histories, past boards): its
 * AD, and the SA for any organization.
 */
export const PEOPLE_MANAGERS = ['AD', 'SA'] as const satisfies readonly Role[];
/** A record's detail: the organization's members, and the SA, who audits every organization's records. */
export const RECORD_READERS = [...ORGANIZATION_MEMBERS, 'SA'] as const satisfies readonly Role[];
/**
 * What the wall screen reads to show the board (docs/security.md, rule 47): its reduced board and
 * the timers' thresholds, nothing else; people's wall screens read the same.
 */
export const BOARD_READERS = [...ORGANIZATION_MEMBERS, WALL_SCREEN_ROLE] as const satisfies readonly SessionRole[];
/** Who works the counter: the AD, and employees where the AD allows it (the decider checks that setting). */
export const CASHIERS = ['AD', 'EM'] as const satisfies readonly Role[];
/** Who tells customers about their cars: the wash staff who work the board. */
export const CUSTOMER_NOTICE_ROLES = ['AD', 'EM'] as const satisfies readonly Role[];
